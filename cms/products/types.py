"""The GraphQL types of product cards: the listing's and the product cards block's."""

import graphene

from api.catalogue.types import Plan
from api.core.types import Money
from commerce.plans.summary import summarise_plans
from commerce.product_reviews.services import ratings_for

# What the cards tell the cart a quick add came from (the product listing page).
LISTING_PURCHASE_SOURCE = "plp"


def _money(amount, plans) -> Money | None:
    return None if amount is None else Money(value=amount, currency=plans[0].currency)


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
    from_price = graphene.Field(
        Money,
        description="The lowest price of a month of supply among its plans on sale; null when "
        "none is on sale.",
    )
    regular_price = graphene.Field(
        Money, description="A month's supply bought once; null without a one-time plan."
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

    @staticmethod
    def of(plans: list, *, title: str, storefront_path: str, **page_fields) -> "ListedProduct":
        """A card for a product with these plans (its page's fields given where there is one)."""
        summary = summarise_plans(plans)
        card = ListedProduct(
            title=title,
            intro=page_fields.get("intro", ""),
            audience=page_fields.get("audience", ""),
            root_cause=page_fields.get("root_cause") or None,
            root_cause_label=page_fields.get("root_cause_label") or None,
            storefront_path=storefront_path,
            image=plans[0].image if plans else None,
            from_price=_money(summary.from_price, plans),
            regular_price=_money(summary.regular_price, plans),
            savings=summary.best_savings,
            default_sku=summary.default_plan.sku if summary.default_plan else None,
            purchase_source=LISTING_PURCHASE_SOURCE,
            plans=[plan for plan in plans if plan.is_available],
            average_rating=None,
            review_count=0,
        )
        # Not a field: what with_ratings reads the figures by.
        card.product_id = plans[0].product_id if plans else None
        return card

    @staticmethod
    def with_ratings(cards: list["ListedProduct"]) -> list["ListedProduct"]:
        """The cards with their review figures, read in one query for all of them."""
        ratings = ratings_for(card.product_id for card in cards if card.product_id)
        for card in cards:
            card.average_rating, card.review_count = ratings.get(card.product_id, (None, 0))
        return cards


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
