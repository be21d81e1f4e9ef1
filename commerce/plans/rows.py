"""The catalogue rows plans are made from, read as plain values.

A listing prices every plan of thirty-odd products per request; building Oscar's models for each
(the stock record, the plan, its product and class, thirteen attribute values with their
attributes) and a strategy's policies around them cost more than the queries themselves.
"""

from dataclasses import dataclass
from decimal import Decimal

from django.db.models import F, OuterRef
from oscar.core.loading import get_model

from . import lookups
from .attributes import PLAN_ATTRIBUTES
from .storefront_pages import product_pages

Product = get_model("catalogue", "Product")
ProductAttributeValue = get_model("catalogue", "ProductAttributeValue")
StockRecord = get_model("partner", "StockRecord")

PLAN_ATTRIBUTE_CODES = [code for code, _, _ in PLAN_ATTRIBUTES]
# Oscar keeps a value in the column of its attribute's type, value_<type>: only the plans' types
# are read (an attribute given another type reads as None).
_VALUE_TYPES = tuple(dict.fromkeys(kind for _, _, kind in PLAN_ATTRIBUTES))
_COLUMN = {kind: index for index, kind in enumerate(_VALUE_TYPES)}
# Oscar's default strategy charges no tax, adding a tax of zero to the price.
_NO_TAX = Decimal("0.00")


@dataclass(frozen=True)
class Purchase:
    """What buying one of a plan costs and whether it can be bought now."""

    price: Decimal
    currency: str
    is_available: bool


def stock_rows(parent_ids) -> list[dict]:
    """The first stock record of each public plan of these public parents (ids or a subquery of
    ids), as Oscar's default strategy picks it, with the plan, its product's primary image and
    main page: one query."""
    rows = (
        StockRecord.objects.filter(
            product__structure=Product.CHILD,
            product__is_public=True,
            product__parent__is_public=True,
            product__parent_id__in=parent_ids,
        )
        .annotate(
            image=lookups.primary_image(OuterRef("product__parent_id")),
            page=product_pages().main_page_url_path(OuterRef("product__parent_id")),
        )
        .order_by("product_id", "id")
        .values(
            "product_id",
            "price",
            "price_currency",
            "num_in_stock",
            "num_allocated",
            "image",
            "page",
            sku=F("product__upc"),
            title=F("product__title"),
            parent_id=F("product__parent_id"),
            parent_title=F("product__parent__title"),
            track_stock=F("product__parent__product_class__track_stock"),
        )
    )
    first, seen = [], set()
    for row in rows:
        if row["product_id"] not in seen:
            seen.add(row["product_id"])
            first.append(row)
    return first


def purchase(row: dict) -> Purchase | None:
    """What Oscar's default strategy (the first stock record, no tax, stock required where the
    product class tracks it) makes of a stock row; None when it has no price."""
    if row["price"] is None:
        return None
    if row["track_stock"]:
        in_stock = row["num_in_stock"] or 0
        available = in_stock - (row["num_allocated"] or 0) >= 1
    else:
        available = True
    return Purchase(
        price=row["price"] + _NO_TAX, currency=row["price_currency"], is_available=available
    )


def plan_attributes(plan_ids: list[int]) -> dict[int, dict]:
    """The plan attributes of each of these plans, by code: one query."""
    columns = [f"value_{kind}" for kind in _VALUE_TYPES]
    values = ProductAttributeValue.objects.filter(
        product_id__in=plan_ids, attribute__code__in=PLAN_ATTRIBUTE_CODES
    ).values_list("product_id", "attribute__code", "attribute__type", *columns)
    attributes: dict[int, dict] = {plan_id: {} for plan_id in plan_ids}
    for plan_id, code, kind, *by_type in values:
        attributes[plan_id][code] = by_type[_COLUMN[kind]] if kind in _COLUMN else None
    return attributes
