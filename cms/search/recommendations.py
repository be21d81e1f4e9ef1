"""The `recommendations` query: what commerce recommends (commerce.recommendations), shown as
search hits. Products without a live page are left out: nothing recommended leads nowhere."""

import graphene

from api.core.permissions import customer_or_none
from cms.products.models import ALSO_INTERESTING
from commerce.recommendations.services import MAX_RESULTS, recommend

from .models import ProductSearchEntry
from .types import SearchHit


def bought_with(product_id: int) -> list[ProductSearchEntry]:
    """What shoppers buy with a product, filled from its line's popular products: a product
    page's "You might also be interested in"."""
    gender = (
        ProductSearchEntry.objects.filter(pk=product_id).values_list("gender", flat=True).first()
    )
    result = recommend(
        "bought-together",
        object_id=product_id,
        max_results=ALSO_INTERESTING,
        fallback={"gender": gender} if gender else None,
    )
    return hits(result.product_ids)


def hits(product_ids: list[int]) -> list[ProductSearchEntry]:
    entries = ProductSearchEntry.objects.in_bulk(product_ids)
    return [entries[pk] for pk in product_ids if pk in entries]


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


class RecommendationQueries(graphene.ObjectType):
    recommendations = graphene.Field(
        Recommendations,
        required=True,
        model=graphene.String(
            required=True,
            description="bought-together, related-products, trending-items, trending-facets, "
            "looking-similar or recommended-for-you.",
        ),
        object_id=graphene.ID(
            description="The product (its objectID or SKU) for bought-together, "
            "related-products and looking-similar."
        ),
        threshold=graphene.Float(
            required=True,
            default_value=0,
            description="The lowest score kept (orders together, units).",
        ),
        max_results=graphene.Int(
            required=True, default_value=MAX_RESULTS, description="At most 5."
        ),
        fallback_parameters=graphene.Argument(RecommendationFallbackInput),
        quiz_skus=graphene.List(
            graphene.NonNull(graphene.String),
            description="recommended-for-you: the SKUs the visitor's quiz result recommends.",
        ),
        description="Products recommended by a model computed from what shoppers buy, filled "
        "from popular products when the model knows too little.",
    )

    @staticmethod
    def resolve_recommendations(root, info, model, **arguments):
        fallback = arguments.get("fallback_parameters")
        return recommend(
            model,
            object_id=arguments.get("object_id"),
            threshold=arguments["threshold"],
            max_results=arguments["max_results"],
            fallback={key: value for key, value in (fallback or {}).items() if value is not None},
            user=customer_or_none(info),
            quiz_skus=arguments.get("quiz_skus") or (),
        )
