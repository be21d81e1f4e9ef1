import graphene

from ..core.types import Money


class Plan(graphene.ObjectType):
    """A sellable plan of a product: a one-time purchase or a subscription."""

    sku = graphene.String(required=True, description="The plan's SKU; ends -N01 or -S01.")
    name = graphene.String(required=True, description="The product's name.")
    price = graphene.Field(Money, required=True, description="Price of one delivery of the plan.")
    is_available = graphene.Boolean(required=True, description="Whether it can be bought now.")
    option_title = graphene.String(required=True, description="E.g. Monthly Subscription.")
    billing_interval = graphene.Int(
        required=True, description="Months between charges; 0 for a one-time purchase."
    )
    shipping_interval = graphene.Int(
        required=True, description="Months between shipments; 0 for a one-time purchase."
    )
    purchase_type = graphene.String(
        required=True, description="Single Purchase, Growthplan 1 or Growthplan 2."
    )
    product_gender = graphene.String(required=True, description="Men or Women.")
    product_category = graphene.String(required=True, description="The product's category.")
    core_category = graphene.String(required=True, description="The core line it belongs to.")
    is_subscription = graphene.Boolean(required=True, description="Whether the plan renews.")

    @staticmethod
    def resolve_price(plan, info):
        return Money(value=plan.price, currency=plan.currency)
