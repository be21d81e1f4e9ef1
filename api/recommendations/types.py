"""What the recommendations query answers: search hits and, for trending-facets, categories."""

import graphene

from cms.search.recommendations import hits
from commerce.recommendations.services import MAX_RESULTS

from ..search.types import SearchHit


class TrendingFacet(graphene.ObjectType):
    facet_name = graphene.String(required=True, description="e.g. product_category.")
    facet_value = graphene.String(required=True, description="e.g. Scalp Care.")
    score = graphene.Float(required=True, description="Units ordered lately.")


class Recommendations(graphene.ObjectType):
    model = graphene.String(required=True, description="The model asked for.")
    used_fallback = graphene.Boolean(
        required=True, description="True when popular products filled a thin answer."
    )
    hits = graphene.List(
        graphene.NonNull(SearchHit), required=True, description=f"At most {MAX_RESULTS}."
    )
    facets = graphene.List(
        graphene.NonNull(TrendingFacet),
        required=True,
        description="trending-facets only: the categories ordered most lately.",
    )

    @staticmethod
    def resolve_hits(result, info):
        return hits(result.product_ids)

    @staticmethod
    def resolve_facets(result, info):
        return [
            TrendingFacet(facet_name=facet.name, facet_value=facet.value, score=facet.score)
            for facet in result.facets
        ]


class RecommendationFallbackInput(graphene.InputObjectType):
    """Which popular products fill a thin answer."""

    category = graphene.String(description="A product category, e.g. Scalp Care.")
    gender = graphene.String(description="Men or Women.")
    is_core = graphene.Boolean(description="Only core formulas (or only others).")
    is_booster = graphene.Boolean(description="Only boosters (or only others).")
    is_scalp = graphene.Boolean(description="Only scalp care (or only others).")
