"""Query suggestions from real searches: the queries shoppers' searches recorded lately (wagtail
search promotions' daily hits) that find products or FAQ articles, rebuilt hourly."""

from datetime import timedelta

from django.db import transaction
from django.utils import timezone
from wagtail.contrib.search_promotions.models import Query
from wagtail.search.utils import normalise_query_string

from .errors import check_length
from .models import QuerySuggestion

MAX_SUGGESTIONS = 5
SUGGESTION_WINDOW_DAYS = 30
MAX_STORED_SUGGESTIONS = 1000
MIN_SUGGESTION_LENGTH = 3


def record_search(query: str) -> bool:
    """Counts a search a shopper saw results for (a daily hit); suggestions are built from
    these. Queries too short to suggest are not kept."""
    check_length(query)
    normalised = normalise_query_string(query)
    # PostgreSQL cannot store a NUL, and no suggestion worth showing holds one.
    if len(normalised) < MIN_SUGGESTION_LENGTH or "\x00" in normalised:
        return False
    Query.get(normalised).add_hit()
    return True


def suggestions_for(query: str) -> list[str]:
    """Up to MAX_SUGGESTIONS suggested queries starting with what was typed, or containing a
    word that does, most searched first; never the query itself. The most searched when
    nothing is typed."""
    typed = normalise_query_string(query)
    found = QuerySuggestion.objects.exclude(query=typed)
    if typed:
        found = found.filter(query__startswith=typed) | found.filter(query__contains=f" {typed}")
    return list(found.order_by("-hits", "query").values_list("query", flat=True)[:MAX_SUGGESTIONS])


def build_query_suggestions(finds) -> int:
    """Replaces the suggestions with the recent searches that still find something;
    `finds(query)` tells whether a query finds (products, articles)."""
    since = timezone.now().date() - timedelta(days=SUGGESTION_WINDOW_DAYS)
    popular = Query.get_most_popular(date_since=since)[:MAX_STORED_SUGGESTIONS]
    suggestions = []
    for query in popular:
        if len(query.query_string) < MIN_SUGGESTION_LENGTH:
            continue
        products, articles = finds(query.query_string)
        if products or articles:
            suggestions.append(
                QuerySuggestion(
                    query=query.query_string,
                    hits=query._hits,
                    finds_products=products,
                    finds_articles=articles,
                )
            )
    with transaction.atomic():
        QuerySuggestion.objects.all().delete()
        QuerySuggestion.objects.bulk_create(suggestions)
    return len(suggestions)
