"""The `recommendations` query: what commerce recommends (commerce.recommendations), shown as
search hits."""

import graphene

from commerce.recommendations.services import MAX_RESULTS, recommend

from ..core.cms_arguments import CmsRoots
from ..core.permissions import customer_or_none
from .types import RecommendationFallbackInput, Recommendations


class RecommendationQueries(CmsRoots, graphene.ObjectType):
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
