"""The products listing (/products/, /men/products/): product pages grouped into sections, each
shown as a card with its image, prices and the plan a quick add puts in the cart."""

from dataclasses import dataclass, field

from django.db import models

from commerce.plans.services import MAX_SKUS_PER_REQUEST, Plan, plans_by_product


class ProductSection(models.TextChoices):
    # The value is also the section's anchor on the page (/products/#scalp).
    SUPPLEMENTS = "supplements", "Hair growth supplements"
    DUOS = "duos", "Root-cause duos"
    SCALP = "scalp", "Scalp care"
    BOOSTERS = "boosters", "Wellness boosters"
    MEN = "men", "For men"


class RootCause(models.TextChoices):
    # The hair categories of the shop (spec §3), each with its own colour on the storefront.
    STRESS = "stress", "Stress"
    HORMONES = "hormones", "Hormones"
    NUTRITION = "nutrition", "Nutrition"
    METABOLISM = "metabolism", "Metabolism"
    ENVIRONMENT = "environment", "Environment"


@dataclass
class ListingCard:
    """A product page with its live plans, as a card of the listing."""

    page: object
    plans: list[Plan]


@dataclass
class ListingSection:
    anchor: str
    heading: str
    products: list = field(default_factory=list)


def listing_sections(chosen_entries, child_pages) -> list[ListingSection]:
    """Every section, in a fixed order, holding the editors' chosen product pages in their
    order and then any product page beneath the listing they did not choose (as supplements),
    unless its product is shown already: /products/vegan/ is another address of Women's Vegan."""
    sections = {
        section.value: ListingSection(anchor=section.value, heading=section.label)
        for section in ProductSection
    }
    chosen_ids = set()
    shown_products = set()
    for entry in chosen_entries:
        if entry.page.live and entry.page.pk not in chosen_ids:
            sections[entry.section].products.append(entry.page)
            chosen_ids.add(entry.page.pk)
            shown_products.add(entry.page.product_id)
    for page in child_pages:
        if page.pk not in chosen_ids and page.product_id not in shown_products:
            sections[ProductSection.SUPPLEMENTS].products.append(page)
            shown_products.add(page.product_id)
    return list(sections.values())


def with_cards(sections: list[ListingSection]) -> list[ListingSection]:
    """The sections with each page turned into a card; the plans of every product on the
    listing are read in one set of queries, whatever their number."""
    product_ids = list(
        dict.fromkeys(page.product_id for section in sections for page in section.products)
    )
    plans = plans_by_product(product_ids[:MAX_SKUS_PER_REQUEST])
    for section in sections:
        section.products = [
            ListingCard(page=page, plans=plans.get(page.product_id, []))
            for page in section.products
        ]
    return sections
