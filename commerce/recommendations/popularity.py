"""How much of each product was ordered, counted on the parent product: order lines point at
plans (children), and a standalone product is its own parent."""

from datetime import datetime

from django.db.models import F, Sum
from django.db.models.functions import Coalesce
from oscar.core.loading import get_model

Line = get_model("order", "Line")

# A canceled order was never shipped: it says nothing about what customers want.
CANCELED = "Canceled"


def counted_lines(since: datetime | None = None):
    """Order lines that count, each annotated with `parent_id` (its product's parent, or the
    product when it stands alone); lines whose product was deleted are left out."""
    lines = (
        Line.objects.filter(product__isnull=False)
        .exclude(order__status=CANCELED)
        .annotate(parent_id=Coalesce(F("product__parent_id"), F("product_id")))
    )
    if since is not None:
        lines = lines.filter(order__date_placed__gte=since)
    return lines


def units_ordered(since: datetime | None = None) -> dict[int, int]:
    """Units ordered per parent product id, all time or since `since`, in one query."""
    rows = (
        counted_lines(since)
        .values("parent_id")
        .annotate(units=Sum("quantity"))
        .order_by()
        .values_list("parent_id", "units")
    )
    return {parent_id: int(units) for parent_id, units in rows}
