import graphene

from cms.search.service import what_query_finds
from cms.search.suggestions import record_search, visitor_of

from ...core.throttling import enforce_rate


class RecordSearchQueryOutput(graphene.ObjectType):
    recorded = graphene.Boolean(
        required=True,
        description="False for a search too short to suggest (under 3 characters) or that "
        "finds no product or FAQ article.",
    )


class RecordSearchQuery(graphene.Mutation):
    """Counts a search whose results a shopper saw (the overlay sends it once they have shown for
    500 ms), once a day per visitor: editors see the day's searches in the CMS, and those that
    find products or FAQ articles and that several visitors made become query suggestions.
    Too many from one address: TOO_MANY_REQUESTS (settings.RATE_LIMITS["record_search"])."""

    class Arguments:
        query = graphene.String(required=True, description="The search, at most 50 characters.")

    Output = RecordSearchQueryOutput

    @staticmethod
    def mutate(root, info, query):
        enforce_rate(info, "record_search")
        recorded = record_search(query, visitor_of(info.context), what_query_finds)
        return RecordSearchQueryOutput(recorded=recorded)
