"""A subscription's status and schedule: pause, resume, skip, cancel, reactivate and moving the
next shipment. Each is one transaction on the locked subscription row, checked against
rules.ALLOWED, and written to the subscription's log with who did it. The dates they set follow
next_charge's rules, which the customer is shown before confirming.

A change to whether or when the card is charged is refused while a renewal of the subscription
is being charged (its placement is pending): the renewal reserves its placement with the row
locked, so under the same lock a cancel either comes first (and the renewal finds nothing due)
or sees the charge under way and asks the customer to try again once it is settled. A cancel
that answers OK is never followed by a charge.
"""

from datetime import date, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from commerce.core.text import clean_text
from commerce.ordering.models import OrderPlacement

from . import next_charge, signals
from .models import Subscription, SubscriptionLog
from .next_charge import tomorrow
from .rules import (
    DateOutOfWindow,
    Operation,
    RenewalInFlight,
    SubscriptionError,
    check_allowed,
)
from .schedule import add_months

Status = Subscription.Status
Action = SubscriptionLog.Action
CANCEL_REASON_MAX_LENGTH = Subscription._meta.get_field("cancel_reason").max_length


# What changes whether or when the card is charged: refused while a renewal is being charged.
MOVES_MONEY = frozenset(
    {
        Operation.PAUSE,
        Operation.SKIP,
        Operation.CANCEL,
        Operation.CHANGE_NEXT_RUN,
        Operation.CHANGE_FREQUENCY,
    }
)


def locked(subscription: Subscription, operation: Operation) -> Subscription:
    """The subscription's row, locked until the transaction ends and read afresh, once the
    operation is allowed in its current status (and, when it moves money, with no renewal
    being charged)."""
    row = Subscription.objects.select_for_update().get(pk=subscription.pk)
    check(operation, row)
    return row


def check(operation: Operation, subscription: Subscription) -> None:
    """Refuses the operation on the (locked) subscription when its status does not allow it,
    or when it moves money while a renewal of the subscription is being charged."""
    check_allowed(operation, subscription)
    if operation in MOVES_MONEY and _renewal_in_flight(subscription):
        raise RenewalInFlight()


def _renewal_in_flight(subscription: Subscription) -> bool:
    return OrderPlacement.objects.filter(
        subscription=subscription, status=OrderPlacement.Status.PENDING
    ).exists()


def log(subscription: Subscription, action: str, message: str, actor) -> None:
    SubscriptionLog.objects.create(
        subscription=subscription, action=action, message=message, actor=actor
    )


def announce(subscription: Subscription, change: str, actor=None) -> None:
    """Tells signals.changed's listeners (emails) once the change is committed."""
    next_charge.forget(subscription)
    transaction.on_commit(
        lambda: signals.changed.send(
            Subscription, subscription=subscription, change=change, actor=actor
        ),
        robust=True,
    )


def pause_window() -> tuple[date, date]:
    """The days a pause may last until: tomorrow to a few months ahead."""
    return tomorrow(), add_months(timezone.localdate(), settings.SUBSCRIPTION_PAUSE_MAX_MONTHS)


def next_run_window() -> tuple[date, date]:
    """The days the next shipment may move to: tomorrow to SUBSCRIPTION_NEXT_RUN_MAX_DAYS ahead."""
    latest = timezone.localdate() + timedelta(days=settings.SUBSCRIPTION_NEXT_RUN_MAX_DAYS)
    return tomorrow(), latest


def window(earliest: date, latest: date, chosen: date, what: str) -> date:
    if not earliest <= chosen <= latest:
        raise DateOutOfWindow(f"Choose {what} from {_long(earliest)} to {_long(latest)}.")
    return chosen


def _long(day: date) -> str:
    return f"{day:%B} {day.day}, {day.year}"


@transaction.atomic
def pause(subscription: Subscription, until: date, *, actor) -> Subscription:
    """Stops renewals until `until` (tomorrow at the earliest, a few months ahead at the
    latest). The schedule stays as it was: the next charge is the later of the two
    (next_charge.after_pause), never earlier than it was."""
    subscription = locked(subscription, Operation.PAUSE)
    until = window(*pause_window(), until, "a date to pause until")
    charged_on = next_charge.after_pause(subscription, until)
    subscription.status = Status.PAUSED
    subscription.paused_until = until
    subscription.save(update_fields=["status", "paused_until"])
    message = f"Paused until {until.isoformat()}; next shipment on {charged_on.isoformat()}."
    log(subscription, Action.PAUSED, message, actor)
    announce(subscription, signals.PAUSED, actor)
    return subscription


@transaction.atomic
def resume(subscription: Subscription, *, actor) -> Subscription:
    """Back on its schedule (a skip included), from tomorrow on (next_charge.after_resume)."""
    subscription = locked(subscription, Operation.RESUME)
    subscription.next_run = next_charge.after_resume(subscription)
    subscription.status = Status.ACTIVE
    subscription.paused_until = None
    subscription.save(update_fields=["status", "paused_until", "next_run"])
    message = f"Resumed; next shipment on {subscription.next_run.isoformat()}."
    log(subscription, Action.RESUMED, message, actor)
    announce(subscription, signals.RESUMED, actor)
    return subscription


@transaction.atomic
def skip_next(subscription: Subscription, *, actor) -> Subscription:
    """The next shipment is skipped: the one after it is one interval later."""
    subscription = locked(subscription, Operation.SKIP)
    skipped = subscription.next_run or tomorrow()
    subscription.next_run = next_charge.after_skip(subscription)
    subscription.save(update_fields=["next_run"])
    message = (
        f"Skipped the shipment of {skipped.isoformat()}; "
        f"next shipment on {subscription.next_run.isoformat()}."
    )
    log(subscription, Action.SKIPPED, message, actor)
    announce(subscription, signals.SKIPPED, actor)
    return subscription


@transaction.atomic
def cancel(subscription: Subscription, reason: str = "", *, actor) -> Subscription:
    subscription = locked(subscription, Operation.CANCEL)
    reason = clean_text(reason)
    if len(reason) > CANCEL_REASON_MAX_LENGTH:
        raise SubscriptionError(
            f"Keep the reason to at most {CANCEL_REASON_MAX_LENGTH} characters."
        )
    message = f"Canceled: {reason}" if reason else "Canceled."
    return end(subscription, reason, message=message, actor=actor)


def end(
    subscription: Subscription, reason: str, *, message: str, actor, on: date | None = None
) -> Subscription:
    """Cancels the subscription whose row the caller holds locked: a customer's cancel, or the
    renewal settling its last shipment or its last declined charge (whose own placement is the
    one in flight)."""
    subscription.status = Status.CANCELED
    subscription.cancel_date = on or timezone.localdate()
    subscription.cancel_reason = reason
    subscription.paused_until = None
    subscription.retry_payment_on = None
    subscription.save(
        update_fields=[
            "status",
            "failed_payments",
            "cancel_date",
            "cancel_reason",
            "paused_until",
            "retry_payment_on",
        ]
    )
    log(subscription, Action.CANCELED, message, actor)
    next_charge.forget(subscription)
    transaction.on_commit(
        lambda: signals.canceled.send(Subscription, subscription=subscription, reason=reason),
        robust=True,
    )
    return subscription


@transaction.atomic
def reactivate(subscription: Subscription, *, actor) -> Subscription:
    """A canceled subscription renews again (next_charge.after_reactivation). Its declined
    payments are forgotten: the next renewal charges afresh."""
    subscription = locked(subscription, Operation.REACTIVATE)
    subscription.next_run = next_charge.after_reactivation(subscription)
    subscription.status = Status.ACTIVE
    subscription.cancel_date = None
    subscription.cancel_reason = ""
    subscription.failed_payments = 0
    subscription.retry_payment_on = None
    subscription.save(
        update_fields=[
            "status",
            "cancel_date",
            "cancel_reason",
            "failed_payments",
            "retry_payment_on",
            "next_run",
        ]
    )
    message = f"Reactivated; next shipment on {subscription.next_run.isoformat()}."
    log(subscription, Action.REACTIVATED, message, actor)
    announce(subscription, signals.REACTIVATED, actor)
    return subscription


@transaction.atomic
def change_next_run(subscription: Subscription, next_run: date, *, actor) -> Subscription:
    """Moves the next shipment (tomorrow at the earliest, SUBSCRIPTION_NEXT_RUN_MAX_DAYS ahead
    at the latest); the ones after it follow from the new date."""
    subscription = locked(subscription, Operation.CHANGE_NEXT_RUN)
    next_run = window(*next_run_window(), next_run, "the next shipment date")
    before = subscription.next_run
    subscription.next_run = next_run
    subscription.save(update_fields=["next_run"])
    moved = f"from {before.isoformat()} " if before else ""
    log(subscription, Action.CHANGED, f"Next shipment moved {moved}to {next_run}.", actor)
    announce(subscription, signals.DATE_CHANGED, actor)
    return subscription


def end_pauses(today: date | None = None) -> int:
    """Paused subscriptions whose pause has ended renew again, from the day it ended (their
    next_run since they were paused); returns how many."""
    today = today or timezone.localdate()
    due = Subscription.objects.filter(status=Status.PAUSED, paused_until__lte=today)
    return sum(_end_pause(pk, today) for pk in due.values_list("pk", flat=True))


@transaction.atomic
def _end_pause(pk: int, today: date) -> bool:
    subscription = Subscription.objects.select_for_update().get(pk=pk)
    # Read again under the lock: the customer may have resumed or canceled meanwhile.
    if subscription.status != Status.PAUSED or subscription.paused_until > today:
        return False
    # A shipment that fell inside the pause comes on the day it ends.
    subscription.next_run = next_charge.after_pause(subscription, subscription.paused_until)
    subscription.status = Status.ACTIVE
    subscription.paused_until = None
    subscription.save(update_fields=["status", "paused_until", "next_run"])
    message = f"The pause ended; next shipment on {subscription.next_run.isoformat()}."
    log(subscription, Action.RESUMED, message, None)
    return True
