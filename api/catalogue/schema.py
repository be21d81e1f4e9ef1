import graphene

from commerce.plans.services import MAX_SKUS_PER_REQUEST

from ..core.limits import bound_list
from . import resolvers
from .types import Plan


def _pairing_arguments() -> dict:
    """The arguments that pick what pairs with a product: its bundle key and billing interval."""
    return {
        "bundle_key_id": graphene.String(required=True, description="A bundle key, e.g. women."),
        "subscription_interval": graphene.Int(
            required=True, description="Billing interval in months; 0 for one-time plans."
        ),
    }


class CatalogueQueries(graphene.ObjectType):
    products = graphene.List(
        graphene.NonNull(Plan),
        required=True,
        skus=graphene.List(graphene.NonNull(graphene.String), required=True),
        description="The plans with the given SKUs (at most 100), cheapest first.",
        resolver=resolvers.resolve_products,
    )
    core_subscription_products = graphene.List(
        graphene.NonNull(Plan),
        required=True,
        description="The subscription plans (SKUs ending -S01) of the core products.",
        resolver=resolvers.resolve_core_subscription_products,
    )
    boosters = graphene.List(
        graphene.NonNull(Plan),
        required=True,
        **_pairing_arguments(),
        description="The booster plans that pair with this bundle key on this interval, by name.",
        resolver=resolvers.resolve_boosters,
    )
    booster_combinations = graphene.List(
        graphene.NonNull(Plan),
        required=True,
        **_pairing_arguments(),
        description="The duos (package products) on this interval pairing a booster with a "
        "product carrying this bundle key, by name.",
        resolver=resolvers.resolve_booster_combinations,
    )
    products_by_bundle_keys = graphene.List(
        graphene.NonNull(Plan),
        required=True,
        bundle_keys=graphene.List(
            graphene.NonNull(graphene.String),
            required=True,
            description="Bundle keys, e.g. [women]: a product carrying any of them is listed.",
        ),
        subscription_interval=graphene.Int(
            required=True, description="Billing interval in months; 0 for one-time plans."
        ),
        description="The plans on this interval of the products (boosters aside) carrying any "
        "of these bundle keys, by name.",
        resolver=resolvers.resolve_products_by_bundle_keys,
    )


bound_list("Query.products", MAX_SKUS_PER_REQUEST)
