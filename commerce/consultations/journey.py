"""The customer's hair journey: it starts with their first subscription."""

from datetime import date

from django.utils import timezone

from commerce.subscriptions.models import Subscription


def first_subscription(customer) -> Subscription | None:
    return (
        Subscription.objects.filter(customer=customer)
        .select_related("order")
        .order_by("created_at", "id")
        .first()
    )


def journey_start(customer) -> date | None:
    """Day 0 of the journey: the later of the first subscription's journey_start_date and the day
    its order was placed; None without a subscription."""
    subscription = first_subscription(customer)
    if subscription is None:
        return None
    placed = timezone.localdate(subscription.order.date_placed)
    # The customer edits journey_start_date freely (updateSubscription), so on its own it would
    # let them backdate their journey and open the guarantee's claim window at once. The first
    # order's placement date is the shop's own record: the journey never starts before it.
    if subscription.journey_start_date is None:
        return placed
    return max(subscription.journey_start_date, placed)
