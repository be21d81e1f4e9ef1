"""Reads the plans need beside the plans themselves, each in one query or inside the plans' one."""

from decimal import Decimal

from django.db.models import F, OuterRef, Subquery
from oscar.core.loading import get_model

Product = get_model("catalogue", "Product")
ProductImage = get_model("catalogue", "ProductImage")
StockRecord = get_model("partner", "StockRecord")


def primary_image(product_ref: OuterRef) -> Subquery:
    """The name of the product's primary image (the lowest display order), for annotating."""
    images = ProductImage.objects.filter(product_id=product_ref).order_by("display_order", "id")
    return Subquery(images.values("original")[:1])


def image_url(name: str | None) -> str | None:
    """An image's absolute-path URL, from its stored name."""
    return ProductImage._meta.get_field("original").storage.url(name) if name else None


def plan_prices_by_upc(upcs: set[str]) -> dict[tuple[str, int], Decimal]:
    """The price of every public plan of these products, keyed by (product UPC, billing
    interval)."""
    if not upcs:
        return {}
    rows = (
        StockRecord.objects.filter(
            product__parent__upc__in=upcs,
            product__parent__is_public=True,
            product__is_public=True,
            product__attribute_values__attribute__code="billing_interval",
            price__isnull=False,
        )
        .annotate(
            upc=F("product__parent__upc"),
            interval=F("product__attribute_values__value_integer"),
        )
        .order_by("price")
        .values_list("upc", "interval", "price")
    )
    prices: dict[tuple[str, int], Decimal] = {}
    for upc, interval, price in rows:
        prices.setdefault((upc, interval or 0), price)
    return prices
