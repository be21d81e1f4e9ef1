import graphene

from ..suggestions import record_search


class RecordSearchQueryOutput(graphene.ObjectType):
    recorded = graphene.Boolean(
        required=True, description="False for a search too short to suggest (under 3 characters)."
    )


class RecordSearchQuery(graphene.Mutation):
    """Counts a search whose results a shopper saw (the overlay sends it once they have shown for
    500 ms): editors see the day's searches in the CMS, and those finding results become query
    suggestions."""

    class Arguments:
        query = graphene.String(required=True, description="The search, at most 50 characters.")

    Output = RecordSearchQueryOutput

    @staticmethod
    def mutate(root, info, query):
        return RecordSearchQueryOutput(recorded=record_search(query))
