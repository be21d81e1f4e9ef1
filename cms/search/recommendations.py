"""Recommended products as search entries (what the `recommendations` query and a product
page's "You might also be interested in" show). Products without a live page are left out:
nothing recommended leads nowhere."""

from cms.products.models import ALSO_INTERESTING, picked_product_ids
from commerce.product_reviews.services import ratings_for
from commerce.recommendations.services import recommend

from .models import ProductSearchEntry


def bought_with(product_id: int) -> list[ProductSearchEntry]:
    """What shoppers buy with a product, filled from its line's popular products: a product
    page's "You might also be interested in"."""
    gender = (
        ProductSearchEntry.objects.filter(pk=product_id).values_list("gender", flat=True).first()
    )
    result = recommend(
        "bought-together",
        object_id=product_id,
        max_results=ALSO_INTERESTING,
        fallback={"gender": gender} if gender else None,
    )
    return hits(result.product_ids)


def also_interesting(page) -> list[ProductSearchEntry]:
    """A product page's "You might also be interested in": the products editors picked, or else
    what shoppers buy with its product (cms.products.related asks this)."""
    picked = hits(picked_product_ids(page))
    return with_ratings(list(picked or bought_with(page.product_id)))


def hits(product_ids: list[int]) -> list[ProductSearchEntry]:
    entries = ProductSearchEntry.objects.in_bulk(product_ids)
    return [entries[pk] for pk in product_ids if pk in entries]


def with_ratings(entries: list[ProductSearchEntry]) -> list[ProductSearchEntry]:
    """The entries with their review figures (`rating`: mean, count), read for all of them in
    one query; an entry not given them here reads its own when asked."""
    ratings = ratings_for(entry.product_id for entry in entries)
    for entry in entries:
        entry.rating = ratings.get(entry.product_id, (None, 0))
    return entries
