"""Product cards: a product with its image, prices and quick add, as the listing, the product
cards block and a quiz result's boosters show it (GraphQL: ListedProduct)."""

from dataclasses import dataclass, field
from decimal import Decimal

from commerce.plans.summary import summarise_plans
from commerce.product_reviews.services import ratings_for

# What the cards tell the cart a quick add came from (the product listing page).
LISTING_PURCHASE_SOURCE = "plp"


@dataclass
class ProductCard:
    title: str
    storefront_path: str
    intro: str = ""
    audience: str = ""
    root_cause: str | None = None
    root_cause_label: str | None = None
    image: str | None = None
    # A month's supply at the lowest price on sale, and bought once; in `currency`.
    from_price: Decimal | None = None
    regular_price: Decimal | None = None
    currency: str = ""
    savings: int = 0
    default_sku: str | None = None
    purchase_source: str = LISTING_PURCHASE_SOURCE
    plans: list = field(default_factory=list)
    average_rating: float | None = None
    review_count: int = 0
    # What with_ratings reads the figures by.
    product_id: int | None = None

    @classmethod
    def of(cls, plans: list, *, title: str, storefront_path: str, **page_fields) -> "ProductCard":
        """A card for a product with these plans (its page's fields given where there is one)."""
        summary = summarise_plans(plans)
        return cls(
            title=title,
            storefront_path=storefront_path,
            intro=page_fields.get("intro", ""),
            audience=page_fields.get("audience", ""),
            root_cause=page_fields.get("root_cause") or None,
            root_cause_label=page_fields.get("root_cause_label") or None,
            image=plans[0].image if plans else None,
            from_price=summary.from_price,
            regular_price=summary.regular_price,
            currency=plans[0].currency if plans else "",
            savings=summary.best_savings,
            default_sku=summary.default_plan.sku if summary.default_plan else None,
            plans=[plan for plan in plans if plan.is_available],
            product_id=plans[0].product_id if plans else None,
        )


def with_ratings(cards: list[ProductCard]) -> list[ProductCard]:
    """The cards with their review figures, read in one query for all of them."""
    ratings = ratings_for(card.product_id for card in cards if card.product_id)
    for card in cards:
        card.average_rating, card.review_count = ratings.get(card.product_id, (None, 0))
    return cards


@dataclass
class CardSection:
    """A group of cards on the products listing (GraphQL: ProductListingSection)."""

    anchor: str
    heading: str
    products: list[ProductCard]
