"""The orders a customer reads back: their history page by page, and one order.

Every order comes with all the API shows (lines and their plans, shipments, addresses, payment
sources, discounts) read in a fixed number of queries, however many orders a page holds.
"""

from dataclasses import dataclass

from django.db.models import Prefetch
from oscar.core.loading import get_model

from commerce.address.regions import region_of, regions_of
from commerce.core.errors import DomainError
from commerce.fulfilment.models import Shipment
from commerce.ordering.orders import is_plausible_number
from commerce.plans.services import MAX_SKUS_PER_REQUEST, plans_for_skus
from commerce.returns.models import ReturnLine, ReturnRequest

Line = get_model("order", "Line")
Order = get_model("order", "Order")
Source = get_model("payment", "Source")

MAX_PAGE_SIZE = 250
PAGE_SIZE_MESSAGE = f"pageSize must be between 1 and {MAX_PAGE_SIZE}."
CURRENT_PAGE_MESSAGE = "currentPage value must be greater than 0."

SORT_COLUMNS = {"number": "number", "created_at": "date_placed"}


class InvalidPage(DomainError, ValueError):
    """The page asked for cannot exist (page size out of bounds, page below 1)."""


@dataclass(frozen=True)
class OrderSort:
    field: str = "created_at"  # a key of SORT_COLUMNS
    descending: bool = True

    def order_by(self) -> tuple[str, str]:
        # The primary key breaks ties (orders placed in the same instant) so pages never overlap.
        sign = "-" if self.descending else ""
        return (f"{sign}{SORT_COLUMNS[self.field]}", f"{sign}pk")


def orders_of(customer, page: int | None, page_size: int | None, sort: OrderSort = OrderSort()):
    """One page of the customer's orders with their details, and how many orders they have."""
    # A client may send either as null explicitly, which is no page either.
    if page_size is None or not 1 <= page_size <= MAX_PAGE_SIZE:
        raise InvalidPage(PAGE_SIZE_MESSAGE)
    if page is None or page < 1:
        raise InvalidPage(CURRENT_PAGE_MESSAGE)
    orders = Order.objects.filter(user=customer)
    total_count = orders.count()
    start = (page - 1) * page_size
    if start >= total_count:
        return [], total_count  # past the last page: nothing more to read
    found = list(_with_details(orders.order_by(*sort.order_by()))[start : start + page_size])
    attach_plans_and_regions(found)
    return found, total_count


def order_of(customer, number: str):
    """The customer's own order with this number and its details; None for anyone else's."""
    if not is_plausible_number(number):
        return None
    return order_by_number(number, user=customer)


def order_by_number(number: str, **filters):
    """The order with this number and its details, or None."""
    order = _with_details(Order.objects.filter(number=number, **filters)).first()
    if order is not None:
        attach_plans_and_regions([order])
    return order


def _with_details(orders):
    return orders.select_related(
        "user",
        "shipping_address__country",
        "billing_address__country",
    ).prefetch_related(
        Prefetch("lines", queryset=Line.objects.order_by("pk")),
        Prefetch("shipments", queryset=Shipment.objects.order_by("created_at", "pk")),
        Prefetch("sources", queryset=Source.objects.select_related("source_type").order_by("pk")),
        "discounts",
        # Returns, each with its lines and their order lines' titles: two queries for any page.
        Prefetch(
            "returns",
            queryset=ReturnRequest.objects.order_by("-created_at", "-pk").prefetch_related(
                Prefetch("lines", queryset=ReturnLine.objects.select_related("line"))
            ),
        ),
    )


def attach_plans_and_regions(orders) -> None:
    """Sets `line.plan` (the plan now sold under the line's SKU, None when it is gone) on every
    line, and `address.region_pk` on every address, reading each in one batch for all orders."""
    lines = [line for order in orders for line in order.lines.all()]
    plans = _plans_by_sku({line_sku(line) for line in lines} - {""})
    for line in lines:
        line.plan = plans.get(line_sku(line))
    addresses = [
        address
        for order in orders
        for address in (order.shipping_address, order.billing_address)
        if address is not None
    ]
    regions = regions_of(addresses)
    for address in addresses:
        region = region_of(address, regions)
        address.region_pk = region.pk if region else None


def line_sku(line) -> str:
    """The SKU the line was sold under (the plan's UPC, or the partner's SKU without one)."""
    return line.upc or line.partner_sku or ""


def _plans_by_sku(skus: set[str]) -> dict:
    # The plans service reads at most 100 SKUs at once; a 250-order page may hold more.
    ordered = sorted(skus)
    plans = {}
    for start in range(0, len(ordered), MAX_SKUS_PER_REQUEST):
        for plan in plans_for_skus(ordered[start : start + MAX_SKUS_PER_REQUEST]):
            plans[plan.sku] = plan
    return plans
