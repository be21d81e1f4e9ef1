"""Keeps the product search entries in step with the catalogue, the product pages and orders.

An entry exists for each public parent product that has a priced plan and a live main page:
search never offers a product a shopper could not open."""

from django.apps import apps
from django.db import transaction
from django.utils.html import strip_tags
from oscar.core.loading import get_model

from commerce.plans.services import MAX_SKUS_PER_REQUEST, plans_by_product
from commerce.recommendations.popularity import units_ordered

from .models import ProductSearchEntry
from .spelling import vocabulary_changed

Product = get_model("catalogue", "Product")
ProductImage = get_model("catalogue", "ProductImage")


def refresh_product_entries(product_ids: set[int] | None = None) -> int:
    """Rebuilds the entries of these parent products (all of them when None) and drops those of
    products no longer sellable. Returns how many entries there are now for them."""
    parents = Product.objects.filter(structure=Product.PARENT)
    if product_ids is not None:
        parents = parents.filter(pk__in=product_ids)
    parent_rows = {row["pk"]: row for row in parents.values("pk", "upc", "title", "description")}
    entries = []
    ids = list(parent_rows)
    quantities = units_ordered()
    for start in range(0, len(ids), MAX_SKUS_PER_REQUEST):
        chunk = ids[start : start + MAX_SKUS_PER_REQUEST]
        pages = _main_pages(chunk)
        images = _primary_image_ids(chunk)
        for product_id, plans in plans_by_product(chunk).items():
            page = pages.get(product_id)
            entry = _entry(parent_rows[product_id], plans, page, images.get(product_id))
            if entry is not None:
                entry.order_qty = quantities.get(product_id, 0)
                entries.append(entry)
    with transaction.atomic():
        stale = ProductSearchEntry.objects.exclude(pk__in=[entry.pk for entry in entries])
        if product_ids is not None:
            stale = stale.filter(pk__in=product_ids)
        for entry in stale:
            # One by one so the search index forgets each (bulk deletes send no signals).
            entry.delete()
        for entry in entries:
            entry.save()
    transaction.on_commit(vocabulary_changed)
    return len(entries)


def _entry(parent: dict, plans, page, image_id) -> ProductSearchEntry | None:
    priced = [plan for plan in plans if plan.url_key]
    if not priced or page is None:
        return None
    plan = priced[0]
    return ProductSearchEntry(
        product_id=parent["pk"],
        sku=parent["upc"] or plan.sku,
        title=parent["title"] or plan.name,
        sub_title=page["audience"] or plan.product_category,
        short_description=page["intro"] or _first_sentence(parent["description"]),
        category=plan.product_category,
        gender=plan.product_gender,
        url_path=plan.url_key,
        image_url=plan.image or "",
        image_id=image_id,
        is_core=plan.is_core,
        is_booster=plan.is_booster,
        is_scalp=plan.is_scalp,
    )


def _main_pages(product_ids: list[int]) -> dict[int, dict]:
    """The audience and intro of each product's main live page, in one query."""
    ProductPage = apps.get_model("products", "ProductPage")
    rows = (
        ProductPage.objects.live()
        .filter(product_id__in=product_ids)
        .order_by("product_id", "-preselected_interval", "path")
        .values("product_id", "audience", "intro", "preselected_interval")
    )
    pages: dict[int, dict] = {}
    for row in rows:
        # The main page preselects no plan; any other live page stands in for it.
        if row["product_id"] not in pages or row["preselected_interval"] is None:
            pages[row["product_id"]] = row
    return pages


def _primary_image_ids(product_ids: list[int]) -> dict[int, int]:
    rows = (
        ProductImage.objects.filter(product_id__in=product_ids)
        .order_by("product_id", "-display_order", "-id")
        .values_list("product_id", "id")
    )
    return dict(rows)


def _first_sentence(text: str) -> str:
    plain = " ".join(strip_tags(text or "").split())
    end = plain.find(". ")
    return plain if end < 0 else plain[: end + 1]
