"""Products and order histories for recommendation tests.

core = product("RW-CORE-W", product_category="Hair Growth Supplements")
order(customer, core, booster)                  # one unit of each product's plan, placed now
order(customer, (core, 3), placed=days_ago(10)) # three units, ten days ago
"""

from datetime import timedelta
from decimal import Decimal

from django.utils import timezone
from oscar.core.loading import get_model

from commerce.plans.tests.factories import PlanFactory, ProductFactory
from commerce.subscriptions.tests.factories import paid_order

Product = get_model("catalogue", "Product")


def product(upc: str, title: str | None = None, *, price="88.00", **attributes):
    """A sellable parent with one one-time plan `<upc>-N01` carrying `attributes` (on top of
    the women's Core defaults); price=None leaves the plan unpriced, so not sellable."""
    parent = ProductFactory(upc=upc, title=title or upc.title())
    PlanFactory(
        parent=parent,
        upc=f"{upc}-N01",
        plan_attributes=attributes,
        stockrecord__price=None if price is None else Decimal(price),
    )
    return parent


def plan_of(parent):
    return parent.children.order_by("pk").first()


def days_ago(days: float):
    return timezone.now() - timedelta(days=days)


def order(customer=None, *items, placed=None, **fields):
    """An order holding each item: a product (its first plan, one unit), a plan, or
    (product or plan, quantity)."""
    lines = []
    for item in items:
        thing, quantity = item if isinstance(item, tuple) else (item, 1)
        if thing.structure == Product.PARENT:
            thing = plan_of(thing)
        lines.append((thing, quantity))
    return paid_order(customer, *lines, placed=placed or timezone.now(), **fields)
