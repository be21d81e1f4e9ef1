"""A declined renewal: the subscription waits for its payment, is charged again on a schedule
(SUBSCRIPTION_RETRY_DAYS after the first decline) and is canceled when the last retry is
declined too. Called with the subscription's row locked, in the transaction that records the
decline."""

from datetime import date, timedelta

from django.conf import settings
from django.db import transaction

from . import lifecycle
from .emails import send_payment_failed
from .models import Subscription, SubscriptionLog

CANCEL_REASON = "The renewal payment was declined after every retry."
DECLINED = "declined"
CANCELED = "canceled"


def record(subscription: Subscription, message: str, today: date, actor=None) -> str:
    """Counts the decline of the period now due; DECLINED (a retry is scheduled and the
    customer emailed a link to update their card) or CANCELED (that was the last retry)."""
    retry_days = settings.SUBSCRIPTION_RETRY_DAYS
    declines = subscription.failed_payments + 1
    subscription.failed_payments = declines
    if declines > len(retry_days):
        _cancel(subscription, message, today, actor)
        return CANCELED
    subscription.status = Subscription.Status.PAYMENT_FAILED
    subscription.retry_payment_on = _retry_date(subscription, declines, today)
    subscription.save(update_fields=["status", "failed_payments", "retry_payment_on"])
    SubscriptionLog.objects.create(
        subscription=subscription,
        action=SubscriptionLog.Action.PAYMENT_FAILED,
        actor=actor,
        message=f"The renewal due {subscription.next_run:%Y-%m-%d} was declined: {message} "
        f"It is charged again on {subscription.retry_payment_on:%Y-%m-%d}.",
    )
    subscription_id = subscription.pk
    transaction.on_commit(lambda: send_payment_failed.delay(subscription_id), robust=True)
    return DECLINED


def log_declined_attempt(subscription: Subscription, message: str, actor=None) -> None:
    """A charge the customer or staff asked for (ship now, a retry at once) was declined: they
    are told there and then; the schedule and its retries stay as they were."""
    SubscriptionLog.objects.create(
        subscription=subscription,
        action=SubscriptionLog.Action.PAYMENT_FAILED,
        actor=actor,
        message=f"A renewal asked for at once was declined: {message}",
    )


def _retry_date(subscription: Subscription, declines: int, today: date) -> date:
    retry_days = settings.SUBSCRIPTION_RETRY_DAYS
    first_decline = today
    if declines > 1 and subscription.retry_payment_on is not None:
        first_decline = subscription.retry_payment_on - timedelta(days=retry_days[declines - 2])
    # A retry run late (or a schedule changed since) still waits a day before the next charge.
    return max(first_decline + timedelta(days=retry_days[declines - 1]), today + timedelta(days=1))


def _cancel(subscription: Subscription, message: str, today: date, actor) -> None:
    message = f"{CANCEL_REASON} The last charge: {message}"
    lifecycle.end(subscription, CANCEL_REASON, message=message, actor=actor, on=today)
