"""The next charge a change would bring, shown to the customer before they confirm it: its date by
next_charge's rules and its price as the renewal would charge it. Nothing is changed.

A change the subscription's status does not allow is refused exactly as confirming it would be,
so the account never shows a date for something the shop will not do.
"""

from datetime import date
from enum import StrEnum

from . import lifecycle, next_charge, updates
from .next_charge import NextCharge
from .rules import Operation, SubscriptionError, check_allowed


class Change(StrEnum):
    PAUSE = "pause"
    RESUME = "resume"
    SKIP = "skip"
    CHANGE_FREQUENCY = "change_frequency"
    REACTIVATE = "reactivate"


_OPERATIONS = {
    Change.PAUSE: Operation.PAUSE,
    Change.RESUME: Operation.RESUME,
    Change.SKIP: Operation.SKIP,
    Change.CHANGE_FREQUENCY: Operation.CHANGE_FREQUENCY,
    Change.REACTIVATE: Operation.REACTIVATE,
}


def next_charge_after(
    subscription,
    change: Change,
    *,
    pause_until: date | None = None,
    months: int | None = None,
) -> NextCharge:
    """The subscription's next charge once `change` is made: for a pause, until `pause_until`
    (within the days a pause may last); for a new frequency, every `months` months, priced as
    the estimate prices it (the products move to that interval's plans)."""
    check_allowed(_OPERATIONS[change], subscription)
    if change is Change.CHANGE_FREQUENCY:
        return _after_frequency_change(subscription, months)
    totals = next_charge.next_charge(subscription).totals
    if change is Change.PAUSE:
        if pause_until is None:
            raise SubscriptionError("Choose a date to pause until.")
        until = lifecycle.window(*lifecycle.pause_window(), pause_until, "a date to pause until")
        return NextCharge(next_charge.after_pause(subscription, until), totals)
    if change is Change.RESUME:
        return NextCharge(next_charge.after_resume(subscription), totals)
    if change is Change.SKIP:
        return NextCharge(next_charge.after_skip(subscription), totals)
    return NextCharge(next_charge.after_reactivation(subscription), totals)


def _after_frequency_change(subscription, months: int | None) -> NextCharge:
    if months is None:
        raise SubscriptionError("Choose how often it should ship.")
    products = [{"sku": item["sku"], "qty": item["qty"]} for item in subscription.quote["items"]]
    estimate = updates.estimate_change(
        subscription.customer, subscription.pk, products, months=months
    )
    return NextCharge(next_charge.after_frequency_change(subscription), estimate.totals)
