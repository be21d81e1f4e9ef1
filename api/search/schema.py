import graphene

from cms.help.articles import article_hits
from cms.search import service

from ..core.permissions import customer_or_none
from ..help.types import SearchArticle
from .mutations.record_search_query import RecordSearchQuery
from .types import QuerySuggestion, SearchPage, SearchProductGroup


class SearchResults(graphene.ObjectType):
    """The overlay's views in one answer; resolves from service.SearchResults."""

    query = graphene.String(required=True, description="The query as searched (trimmed).")
    query_id = graphene.String(required=True, description="The search's id for analytics.")
    found = graphene.Boolean(
        required=True, description="False when no product, FAQ article or page matched."
    )
    visitor_state = graphene.String(
        required=True,
        description="subscriber, previously_subscribed, one_time_purchase or default: whose "
        "popular products the empty query shows.",
    )
    product_groups = graphene.List(
        graphene.NonNull(SearchProductGroup),
        required=True,
        description="Products by category, at most 4 each: matches, or for an empty query the "
        "popular products of the visitor's categories.",
    )
    articles = graphene.List(
        graphene.NonNull(SearchArticle), required=True, description="FAQ articles, at most 10."
    )
    pages = graphene.List(
        graphene.NonNull(SearchPage), required=True, description="Other pages, at most 3."
    )
    suggestions = graphene.List(
        graphene.NonNull(QuerySuggestion),
        required=True,
        description="At most 5 suggested searches, never the query itself.",
    )

    @staticmethod
    def resolve_product_groups(results, info):
        groups: dict[str, list] = {}
        for entry in results.products:
            entry.query_id = results.query_id
            groups.setdefault(entry.category, []).append(entry)
        return [SearchProductGroup(category=name, hits=hits) for name, hits in groups.items()]

    @staticmethod
    def resolve_articles(results, info):
        return article_hits([page for page, _ in results.articles], info.context)

    @staticmethod
    def resolve_suggestions(results, info):
        return [QuerySuggestion(query=query) for query in results.suggestions]


class SearchQueries(graphene.ObjectType):
    search = graphene.Field(
        SearchResults,
        required=True,
        query=graphene.String(
            required=True, default_value="", description="What was typed, at most 50."
        ),
        section=graphene.String(
            required=True,
            default_value="women",
            description="women or men: the site searched (its line's products and help centre).",
        ),
        description="The search overlay: products, FAQ articles, pages and suggestions for a "
        "query, tolerant of typos; the visitor's popular products and FAQs for an empty one.",
    )

    @staticmethod
    def resolve_search(root, info, query, section):
        return service.search(query, section, user=customer_or_none(info), request=info.context)


class SearchMutations(graphene.ObjectType):
    record_search_query = RecordSearchQuery.Field(
        name="recordSearchQuery",
        description="Counts a search a shopper saw results for.",
    )
