import graphene

from ..core.fields import money_field
from ..core.types import Money


class RegularPrice(graphene.ObjectType):
    """The lowest price a plan is offered at."""

    regular_price = money_field("The plan's price.")

    class Meta:
        name = "ProductPrice"


class PriceRange(graphene.ObjectType):
    """A plan's price range (a plan has one price, so minimum and maximum agree)."""

    minimum_price = graphene.Field(RegularPrice, required=True, description="The lowest price.")


class Plan(graphene.ObjectType):
    """A sellable plan of a product: a one-time purchase or a subscription."""

    id = graphene.ID(required=True, description="The plan's (child product's) id.")
    sku = graphene.String(required=True, description="The plan's SKU; ends -N01 or -S01.")
    name = graphene.String(required=True, description="The product's name.")
    image = graphene.String(
        description="Absolute-path URL of the product's primary image; null when it has none."
    )
    label1 = graphene.String(required=True, description='Short label, e.g. "Core".')
    url_key = graphene.String(
        description="Storefront path of the product's page; null when no page sells it."
    )
    price = money_field("Price of one delivery of the plan.", at="price")
    old_price = money_field(
        "The one-time price times the months one charge covers; null for one-time.",
        at="old_price",
        required=False,
    )
    savings = graphene.Int(
        required=True, description="Whole percent saved against the old price; 0 for one-time."
    )
    special_price = money_field("A temporary sale price; none is set.", required=False)
    bundled_price = money_field(
        "For a duo: what its products cost bought separately on the same interval; null otherwise.",
        at="bundled_price",
        required=False,
    )
    bundle_keys = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="Keys that pair boosters with products (see boosters).",
    )
    is_package_product = graphene.Boolean(
        required=True, description="A duo: several products sold together (see bundled_price)."
    )
    subscription_intervals = graphene.List(
        graphene.NonNull(graphene.Int),
        required=True,
        description="Billing intervals (months) of the subscription plans its product offers.",
    )
    price_range = graphene.Field(PriceRange, required=True, description="The plan's price range.")
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
    is_core = graphene.Boolean(required=True, description="A core hair-growth supplement.")
    is_booster = graphene.Boolean(required=True, description="A wellness booster.")
    is_scalp = graphene.Boolean(required=True, description="A scalp-care product.")

    @staticmethod
    def resolve_special_price(plan, info):
        return None

    @staticmethod
    def resolve_price_range(plan, info):
        price = Money(value=plan.price, currency=plan.currency)
        return PriceRange(minimum_price=RegularPrice(regular_price=price))


class OptionUiData(graphene.ObjectType):
    """How the plan selector labels an option."""

    title = graphene.String(required=True, description='E.g. "Ships every 30 days".')
    code = graphene.String(required=True, description="one_time, monthly, 3_month or 6_month.")


class AddToCartOption(graphene.ObjectType):
    """One plan as the product page's selector and add-to-cart button use it."""

    id = graphene.ID(required=True, description="The plan's (child product's) id.")
    sku = graphene.String(required=True, description="The plan's SKU.")
    title = graphene.String(required=True, description="The product's name.")
    option_title = graphene.String(required=True, description="E.g. 3-Month Subscription.")
    price = graphene.String(required=True, description='Price per charge, e.g. "224.00".')
    old_price = graphene.String(description="One-time price times the months; null for one-time.")
    new_price = graphene.String(required=True, description="Price per month of supply, 2 decimals.")
    savings = graphene.Int(required=True, description="Whole percent saved against one-time.")
    shipping_price = graphene.String(
        required=True,
        description="What shipping adds to an order of this plan alone: 0.00 for a subscription.",
    )
    ui_data = graphene.Field(OptionUiData, required=True, description="Selector label and code.")
    product_gender = graphene.String(required=True, description="Women or Men.")
    product_gender_new = graphene.String(required=True, description="women or men.")
    billing_interval = graphene.String(
        required=True, description='Months between charges; "" for one-time.'
    )
    shipping_interval = graphene.String(
        required=True, description='Months between shipments; "" for one-time.'
    )
    product_category = graphene.String(required=True, description="The product's category.")
    purchase_type = graphene.String(
        required=True, description="Single Purchase, Growthplan 1 or Growthplan 2."
    )
    core_category = graphene.String(required=True, description="The core line it belongs to.")


class AddToCartData(graphene.ObjectType):
    """What a product page's plan selector and add-to-cart button need."""

    title = graphene.String(required=True, description="The product's name.")
    mainimg = graphene.String(description="The product's primary image URL, or null.")
    coreCategory = graphene.String(  # noqa: N815 - the storefront contract's field name
        required=True,
        description="The core line it belongs to; may be empty.",
        source="core_category",
    )
    purchase_source = graphene.String(
        required=True, description="scalp_pdp on scalp-care pages, else pdp."
    )
    options = graphene.List(
        graphene.NonNull(AddToCartOption),
        required=True,
        description="One-time first, then monthly, 3-month, 6-month.",
    )
