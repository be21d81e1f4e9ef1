"""Subscription revenue events, from the subscriptions' own signals (sent once each change is
committed; commerce/subscriptions/signals.py)."""

from commerce.subscriptions.models import SubscriptionLog

from . import server_events


def order_completed(order, **facts):
    """Captured in the order's transaction with the visitor's context; stored once it commits."""
    server_events.order_completed(order)


def subscription_started(sender, subscription, order, **kwargs):
    server_events.subscription_started(subscription, order)


def subscription_renewed(sender, subscription, order, **kwargs):
    server_events.subscription_renewed(subscription, order)


def subscription_canceled(sender, subscription, reason="", **kwargs):
    # The cancellation's own log entry tells it from a later one (reactivated, canceled again).
    entry = (
        SubscriptionLog.objects.filter(
            subscription=subscription, action=SubscriptionLog.Action.CANCELED
        )
        .order_by("-pk")
        .values_list("pk", flat=True)
        .first()
    )
    server_events.subscription_canceled(
        subscription, reason, str(entry or subscription.cancel_date)
    )
