"""Products as search finds them: matches ranked with an exact name first, and the popular
products of some categories for the overlay's default view."""

from .matching import matching
from .models import ProductSearchEntry

MAX_PRODUCT_MATCHES = 40
PRODUCTS_PER_CATEGORY = 4


def matching_products(query: str, gender: str | None = None) -> list[ProductSearchEntry]:
    """The entries matching `query` as typed (the last word may be unfinished), best first;
    with a gender, that line's products (and those for everyone) before the other line's."""
    found = matching(query, ProductSearchEntry.objects.all(), MAX_PRODUCT_MATCHES)
    return ranked(query, found, gender)


def ranked(query: str, entries: list[ProductSearchEntry], gender: str | None = None):
    """The backend's relevance order, but a product named exactly as searched leads, then the
    names starting with it (a shopper typing a product's name wants that product), then the
    site's own line."""
    wanted = query.casefold().strip()

    def closeness(indexed):
        position, entry = indexed
        title = entry.title.casefold()
        other_line = bool(gender) and entry.gender not in (gender, "")
        return (title != wanted, not title.startswith(wanted), other_line, position)

    return [entry for _, entry in sorted(enumerate(entries), key=closeness)]


def popular_products(categories: list[str], gender: str | None) -> list[ProductSearchEntry]:
    """Up to PRODUCTS_PER_CATEGORY of the most ordered products of each category, in the
    categories' order (one query each); a gendered line's products and those for everyone."""
    entries = ProductSearchEntry.objects.order_by("-order_qty", "title")
    if gender:
        entries = entries.filter(gender__in=[gender, ""])
    return [
        entry
        for category in categories
        for entry in entries.filter(category=category)[:PRODUCTS_PER_CATEGORY]
    ]


def grouped(entries: list[ProductSearchEntry]) -> list[ProductSearchEntry]:
    """At most PRODUCTS_PER_CATEGORY entries of each category, keeping their order."""
    taken: dict[str, int] = {}
    kept = []
    for entry in entries:
        if taken.get(entry.category, 0) < PRODUCTS_PER_CATEGORY:
            taken[entry.category] = taken.get(entry.category, 0) + 1
            kept.append(entry)
    return kept
