"""Query suggestions from real searches: the queries several visitors' searches recorded lately
that find products or FAQ articles, rebuilt hourly. Recorded searches are also wagtail search
promotions' daily hits, which editors see in the CMS."""

from collections.abc import Callable
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import Count
from django.utils import timezone
from django.utils.crypto import salted_hmac
from wagtail.contrib.search_promotions.models import Query
from wagtail.search.utils import normalise_query_string

from commerce.customers.throttling import client_ip

from .errors import check_length
from .models import QuerySuggestion, SearchVisit

MAX_SUGGESTIONS = 5
SUGGESTION_WINDOW_DAYS = 30
MAX_STORED_SUGGESTIONS = 1000
MIN_SUGGESTION_LENGTH = 3


# Whether a query finds (products, FAQ articles): service.what_query_finds.
Finds = Callable[[str], tuple[bool, bool]]


def visitor_of(request) -> str:
    """Who searched, as suggestions count visitors: a keyed hash of the client address (the
    address itself is not kept). An address, not an account or a cookie, which anyone can have
    many of; a household behind one address counts as one visitor."""
    return salted_hmac("cms.search.visitor", client_ip(request)).hexdigest()


def record_search(query: str, visitor: str, finds: Finds) -> bool:
    """Counts a search that finds products or FAQ articles, once a day per visitor (a daily
    hit); suggestions are built from these. Searches too short to suggest or finding nothing
    are not kept, so no one can store a phrase by searching for it."""
    check_length(query)
    normalised = normalise_query_string(query)
    # PostgreSQL cannot store a NUL, and no suggestion worth showing holds one.
    if len(normalised) < MIN_SUGGESTION_LENGTH or "\x00" in normalised:
        return False
    if not any(finds(normalised)):
        return False
    search, today = Query.get(normalised), timezone.localdate()
    _, first_today = SearchVisit.objects.get_or_create(query=search, visitor=visitor, date=today)
    if first_today:
        search.add_hit(date=today)
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


def build_query_suggestions(finds: Finds) -> int:
    """Replaces the suggestions with the recent searches that enough visitors made
    (settings.SEARCH_SUGGESTION_MIN_VISITORS) and that still find something, most searched
    first; visits older than the window are forgotten."""
    since = timezone.localdate() - timedelta(days=SUGGESTION_WINDOW_DAYS)
    SearchVisit.objects.filter(date__lt=since).delete()
    popular = (
        SearchVisit.objects.filter(date__gte=since)
        .values("query__query_string")
        .annotate(hits=Count("id"), visitors=Count("visitor", distinct=True))
        .filter(visitors__gte=settings.SEARCH_SUGGESTION_MIN_VISITORS)
        .order_by("-hits", "query__query_string")
        .values_list("query__query_string", "hits")[:MAX_STORED_SUGGESTIONS]
    )
    suggestions = []
    for query, hits in popular:
        if len(query) < MIN_SUGGESTION_LENGTH:
            continue
        products, articles = finds(query)
        if products or articles:
            suggestions.append(
                QuerySuggestion(
                    query=query, hits=hits, finds_products=products, finds_articles=articles
                )
            )
    with transaction.atomic():
        QuerySuggestion.objects.all().delete()
        QuerySuggestion.objects.bulk_create(suggestions)
    return len(suggestions)
