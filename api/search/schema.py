import graphene

from cms.search import service

from ..core.cms_arguments import CmsRoots
from ..core.mutation_fields import mutation_field
from ..core.permissions import customer_or_none
from .mutations.record_search_query import RecordSearchQuery
from .types import SearchResults


class SearchQueries(CmsRoots, graphene.ObjectType):
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
    record_search_query = mutation_field(
        RecordSearchQuery, "Counts a search a shopper saw results for."
    )
