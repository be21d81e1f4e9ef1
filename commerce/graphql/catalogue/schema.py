import graphene

from . import resolvers
from .types import Plan


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
        bundle_key_id=graphene.String(required=True, description="A bundle key, e.g. women."),
        subscription_interval=graphene.Int(
            required=True, description="Billing interval in months; 0 for one-time plans."
        ),
        description="The booster plans that pair with this bundle key on this interval, by name.",
        resolver=resolvers.resolve_boosters,
    )
