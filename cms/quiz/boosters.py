"""The boosters a result recommends, as product cards: their product pages, read together."""

from cms.base.paths import storefront_path
from cms.products.cards import ProductCard, with_ratings
from commerce.plans.services import MAX_SKUS_PER_REQUEST, plans_by_product

# What the cart records a booster added from a quiz result as coming from (as the plan is).
QUIZ_PURCHASE_SOURCE = "quiz"


def booster_cards(skus, context) -> list[ProductCard]:
    """A card per booster SKU that has a live product page with plans on sale, in the rule's
    order: one query for the pages and one set for all their plans, however many boosters. A
    product with several pages shows its main one (the page without a preselected plan)."""
    from cms.products.models import ProductPage

    skus = list(dict.fromkeys(skus))[:MAX_SKUS_PER_REQUEST]
    if not skus:
        return []
    pages = (
        ProductPage.objects.live()
        .public()
        .filter(product__upc__in=skus)
        .select_related("product")
        .order_by("path")
    )
    by_sku: dict = {}
    for page in pages:
        current = by_sku.get(page.product.upc)
        if current is None or (
            current.preselected_interval is not None and page.preselected_interval is None
        ):
            by_sku[page.product.upc] = page
    plans = plans_by_product([page.product_id for page in by_sku.values()])
    cards = []
    for sku in skus:
        page = by_sku.get(sku)
        if page is None or not plans.get(page.product_id):
            continue
        card = ProductCard.of(
            plans[page.product_id],
            title=page.title,
            intro=page.intro,
            audience=page.audience,
            root_cause=page.root_cause,
            root_cause_label=page.get_root_cause_display(),
            storefront_path=storefront_path(page, context) or page.url_path,
        )
        card.purchase_source = QUIZ_PURCHASE_SOURCE
        cards.append(card)
    return with_ratings(cards)
