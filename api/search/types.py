"""The search overlay's GraphQL types: a product hit in the spec's search-hit shape (its
field names are the storefront's), page hits, suggestions and the multi-query's answer."""

import graphene

from cms.help.articles import article_hits
from cms.search.pages import description
from cms.search.recommendations import with_ratings

from ..help.types import SearchArticle


class SearchImage(graphene.ObjectType):
    url = graphene.String(required=True, description="The image's URL path.")


class SearchHit(graphene.ObjectType):
    """A product as search shows it; resolves from a ProductSearchEntry."""

    objectID = graphene.ID(
        required=True, description="The catalogue product's id.", source="product_id"
    )
    queryID = graphene.String(description="The search it came from, for analytics; else null.")
    sku = graphene.String(required=True, description="The product's UPC, e.g. RW-CORE-W.")
    title = graphene.String(required=True, description="The product's name.")
    subTitle = graphene.String(
        required=True, description="Who it is for, or its category.", source="sub_title"
    )
    searchImage = graphene.Field(SearchImage, description="Its main image; null without one.")
    imageId = graphene.String(description="The catalogue image's id; null without one.")
    slug = graphene.String(required=True, description="The last segment of its page's path.")
    urlPath = graphene.String(
        required=True, description="Its main page's storefront path.", source="url_path"
    )
    shortDescription = graphene.String(
        required=True,
        description="A sentence on the product, from its page.",
        source="short_description",
    )
    orderQty = graphene.Int(
        required=True, description="Units ordered: its popularity.", source="order_qty"
    )
    isCore = graphene.Boolean(
        required=True, description="A core hair-growth formula.", source="is_core"
    )
    isBooster = graphene.Boolean(
        required=True, description="A wellness booster.", source="is_booster"
    )
    isScalp = graphene.Boolean(
        required=True, description="A scalp-care product.", source="is_scalp"
    )
    category = graphene.String(required=True, description="Its product category.")
    average_rating = graphene.Float(
        description="The mean of its approved reviews to one decimal; null without any."
    )
    review_count = graphene.Int(required=True, description="How many approved reviews it has.")

    @staticmethod
    def resolve_average_rating(entry, info):
        return _rating(entry)[0]

    @staticmethod
    def resolve_review_count(entry, info):
        return _rating(entry)[1]

    @staticmethod
    def resolve_queryID(entry, info):
        return getattr(entry, "query_id", None)

    @staticmethod
    def resolve_searchImage(entry, info):
        return SearchImage(url=entry.image_url) if entry.image_url else None

    @staticmethod
    def resolve_imageId(entry, info):
        return str(entry.image_id) if entry.image_id else None

    @staticmethod
    def resolve_slug(entry, info):
        return entry.url_path.rstrip("/").rsplit("/", 1)[-1]


def _rating(entry) -> tuple[float | None, int]:
    if not hasattr(entry, "rating"):
        with_ratings([entry])
    return entry.rating


class SearchProductGroup(graphene.ObjectType):
    category = graphene.String(required=True, description="The product category.")
    hits = graphene.List(
        graphene.NonNull(SearchHit), required=True, description="At most 4, best first."
    )


class SearchPage(graphene.ObjectType):
    """A CMS page found by search (the overlay's resources); resolves from (page, path)."""

    title = graphene.String(required=True, description="The page's title.")
    url_path = graphene.String(required=True, description="Its storefront path.")
    description = graphene.String(required=True, description="Its search description or intro.")

    @staticmethod
    def resolve_title(found, info):
        return found[0].title

    @staticmethod
    def resolve_url_path(found, info):
        return found[1]

    @staticmethod
    def resolve_description(found, info):
        return description(found[0])


class QuerySuggestion(graphene.ObjectType):
    query = graphene.String(required=True, description="A search shoppers made that finds results.")


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
