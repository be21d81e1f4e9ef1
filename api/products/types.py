"""The GraphQL types of product cards (cms.products.cards): the listing's, the product cards
block's and a quiz result's boosters."""

import graphene

from ..catalogue.types import Plan
from ..core.fields import money_field


# Resolved from a cms.products.cards.ProductCard.
class ListedProduct(graphene.ObjectType):
    """A product page as the listing shows it: a card with its image, prices and quick add."""

    title = graphene.String(required=True, description="The product page's title.")
    intro = graphene.String(required=True, description="The product page's introduction.")
    audience = graphene.String(required=True, description="Who it is for; may be empty.")
    root_cause = graphene.String(
        description="stress, hormones, nutrition, metabolism or environment; null for formulas "
        "that address them all."
    )
    root_cause_label = graphene.String(description="The root cause as shoppers read it.")
    storefront_path = graphene.String(required=True, description="Where the card links.")
    image = graphene.String(
        description="Absolute-path URL of the product's primary image; null when it has none."
    )
    from_price = money_field(
        "The lowest price of a month of supply among its plans on sale; null when none is on sale.",
        at="from_price",
        required=False,
    )
    regular_price = money_field(
        "A month's supply bought once; null without a one-time plan.",
        at="regular_price",
        required=False,
    )
    savings = graphene.Int(
        required=True, description="The largest whole percent a plan saves; 0 for none."
    )
    default_sku = graphene.String(
        description="The plan a quick add puts in the cart (the monthly subscription where there "
        "is one); null when nothing is on sale."
    )
    purchase_source = graphene.String(
        required=True, description="What the cart records a quick add as coming from."
    )
    plans = graphene.List(
        graphene.NonNull(Plan),
        required=True,
        description="The plans on sale, one-time first, for choosing one before adding.",
    )
    average_rating = graphene.Float(
        description="The mean stars of its approved reviews, one decimal; null without any."
    )
    review_count = graphene.Int(required=True, description="How many approved reviews it has.")

    class Meta:
        name = "ListedProduct"


class ListingSectionType(graphene.ObjectType):
    """A group of products on the products listing; its anchor is the section's id on the page."""

    anchor = graphene.String(
        required=True, description="supplements, duos, scalp, boosters or men."
    )
    heading = graphene.String(required=True, description="The section's heading.")
    products = graphene.List(
        graphene.NonNull(ListedProduct),
        required=True,
        description="The section's product pages, in display order; may be empty.",
    )

    class Meta:
        name = "ProductListingSection"
