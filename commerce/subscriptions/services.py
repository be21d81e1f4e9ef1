"""Starting subscriptions from paid orders and reading a customer's subscriptions."""

from collections import defaultdict

from django.db import transaction
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.core.errors import DomainError
from commerce.plans.attributes import SUBSCRIPTION_SKU_SUFFIX

from . import signals, snapshot
from .models import Subscription, SubscriptionLog
from .schedule import add_months

ProductAttributeValue = get_model("catalogue", "ProductAttributeValue")

MAX_IDS_PER_REQUEST = 50
# The list has no pages (the storefront's query takes none); a bound keeps it a bounded read.
MAX_LISTED = 100


class GuestSubscription(ValueError):
    """Subscriptions belong to an account; checkout refuses a guest's subscription lines."""


class NoBillingInterval(ValueError):
    def __init__(self, sku: str):
        super().__init__(f"The subscription plan {sku} has no billing interval.")


class TooManyIds(DomainError, ValueError):
    def __init__(self, count: int):
        super().__init__(f"Ask for at most {MAX_IDS_PER_REQUEST} subscriptions (got {count}).")


@transaction.atomic
def create_for_order(order, *, card) -> list[Subscription]:
    """One active subscription per subscription plan (SKU ending -S01) of a paid order, in the
    order of its lines. Calling it again for the same order creates nothing and returns the
    subscriptions the first call made."""
    lines_by_sku = defaultdict(list)
    for line in order.lines.order_by("id"):
        if line.upc and line.upc.endswith(SUBSCRIPTION_SKU_SUFFIX):
            lines_by_sku[line.upc].append(line)
    if not lines_by_sku:
        return []
    if order.user_id is None:
        raise GuestSubscription(f"Order {order.number} has subscription lines but no customer.")
    existing = {sub.sku: sub for sub in Subscription.objects.filter(order=order)}
    missing = [sku for sku in lines_by_sku if sku not in existing]
    if missing:
        intervals = _billing_intervals(missing)
        regions = snapshot.regions_of(order)
        for sku in missing:
            position = list(lines_by_sku).index(sku) + 1
            existing[sku] = _start(order, card, lines_by_sku[sku], intervals, regions, position)
    return [existing[sku] for sku in lines_by_sku]


def _start(order, card, lines, intervals, regions, position) -> Subscription:
    sku = lines[0].upc
    months = intervals.get(sku)
    if not months:
        raise NoBillingInterval(sku)
    ordered_on = timezone.localdate(order.date_placed)
    quote = snapshot.quote_for(order, lines, card, regions)
    subscription = Subscription.objects.create(
        number=f"S{order.number}-{position}",
        name=lines[0].title,
        customer_id=order.user_id,
        order=order,
        sku=sku,
        # The order is the subscription's first run; renewals start one interval later.
        last_run=ordered_on,
        next_run=add_months(ordered_on, months),
        journey_start_date=ordered_on,
        status=Subscription.Status.ACTIVE,
        frequency_count=months,
        frequency_unit="month",
        plan_products={
            "child_products": {
                item["sku"]: {
                    "name": item["name"],
                    "qty": item["qty"],
                    "price": item["price"],
                    "billing_interval": months,
                }
                for item in quote["items"]
            }
        },
        ships_to_california=snapshot.ships_to_california(order, regions),
        quote=quote,
        card=card,
    )
    SubscriptionLog.objects.create(
        subscription=subscription, order=order, order_number=order.number
    )
    transaction.on_commit(
        lambda: signals.started.send(Subscription, subscription=subscription, order=order),
        robust=True,
    )
    return subscription


def _billing_intervals(skus: list[str]) -> dict[str, int]:
    """Each plan's billing interval in months, read from the ordered products in one query.

    Not through the published catalogue (commerce.plans): a plan unpublished between payment
    and this call still has a schedule.
    """
    values = ProductAttributeValue.objects.filter(
        product__upc__in=skus, attribute__code="billing_interval"
    ).values_list("product__upc", "value_integer")
    return {sku: months for sku, months in values if months}


def _with_relations(queryset):
    return queryset.select_related("customer", "coupon").prefetch_related("logs")


def subscriptions_of(customer) -> list[Subscription]:
    """The customer's newest subscriptions (at most 100), with their coupons and logs: two
    queries."""
    return list(_with_relations(Subscription.objects.filter(customer=customer))[:MAX_LISTED])


def subscription_of(customer, entity_id: int) -> Subscription | None:
    """The customer's subscription with this id; None for a missing or another customer's."""
    return _with_relations(Subscription.objects.filter(customer=customer, pk=entity_id)).first()


def subscriptions_by_ids(customer, ids: list[int]) -> list[Subscription]:
    """The customer's subscriptions among these ids, in the order asked; others are left out."""
    unique_ids = list(dict.fromkeys(ids))
    if len(unique_ids) > MAX_IDS_PER_REQUEST:
        raise TooManyIds(len(unique_ids))
    owned = Subscription.objects.filter(customer=customer, pk__in=unique_ids)
    found = {sub.pk: sub for sub in _with_relations(owned)}
    return [found[pk] for pk in unique_ids if pk in found]
