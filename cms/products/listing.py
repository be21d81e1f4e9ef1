"""The products listing (/products/, /men/products/): product pages grouped into sections."""

from dataclasses import dataclass, field

from django.db import models


class ProductSection(models.TextChoices):
    # The value is also the section's anchor on the page (/products/#scalp).
    SUPPLEMENTS = "supplements", "Hair growth supplements"
    DUOS = "duos", "Root-cause duos"
    SCALP = "scalp", "Scalp care"


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
