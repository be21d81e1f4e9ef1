"""When and how much a subscriber pays next: the one place that decides it. Every page, email,
estimate, forecast and the renewal job read a subscription's next charge here, and every change a
customer confirms is shown its resulting date by the same rules before it is made.

The date rules, as the customer is told them:
- A pause never brings a charge earlier: the next charge is the later of the one scheduled and
  the day the pause ends. The schedule itself (next_run) is left as it was, so a skipped
  shipment stays skipped through a pause and a resume.
- Resuming early brings the schedule back, never before tomorrow.
- A skip moves the next charge one interval on.
- A new frequency keeps the shipment already scheduled; the ones after it follow the new
  interval.
- Reactivating charges on the day the subscription would have renewed, or tomorrow when that day
  has passed.
- A declined renewal is charged again on its retry day; a canceled subscription is charged
  never.
"""

from dataclasses import dataclass
from datetime import date, timedelta

from django.utils import timezone

from .models import Subscription
from .pricing import QuoteTotals, renewal_totals
from .schedule import add_months

Status = Subscription.Status


@dataclass(frozen=True)
class NextCharge:
    """What the subscription's next renewal charges and when; `on` is None when none will."""

    on: date | None
    totals: QuoteTotals


def next_charge(subscription: Subscription) -> NextCharge:
    """The subscription's next charge: its date by the rules above and the price the renewal
    charges then (pricing.renewal_totals: locked prices, rewards, staff discount and coupon).
    Read once per subscription object: a request asking several fields prices it once."""
    cached = getattr(subscription, "_next_charge", None)
    if cached is None:
        cached = NextCharge(charge_date(subscription), renewal_totals(subscription))
        subscription._next_charge = cached
    return cached


def forget(subscription: Subscription) -> None:
    """Drops what next_charge read, once the subscription has changed."""
    subscription.__dict__.pop("_next_charge", None)


def charge_date(subscription: Subscription) -> date | None:
    if subscription.status == Status.CANCELED:
        return None
    if subscription.status == Status.PAYMENT_FAILED:
        return subscription.retry_payment_on
    if subscription.status == Status.PAUSED:
        return after_pause(subscription, subscription.paused_until)
    return subscription.next_run


def tomorrow() -> date:
    return timezone.localdate() + timedelta(days=1)


def after_pause(subscription: Subscription, until: date | None) -> date | None:
    """The next charge of the subscription paused until `until`: never earlier than scheduled."""
    scheduled = subscription.next_run
    if until is None or scheduled is None:
        return scheduled or until
    return max(scheduled, until)


def after_resume(subscription: Subscription) -> date:
    """The next charge once a paused subscription is resumed: its schedule, from tomorrow on."""
    return max(subscription.next_run or tomorrow(), tomorrow())


def after_skip(subscription: Subscription) -> date:
    """The next charge once the one scheduled is skipped: one interval later."""
    return add_months(subscription.next_run or tomorrow(), subscription.frequency_count)


def after_frequency_change(subscription: Subscription) -> date | None:
    """The next charge once the frequency changes: the one already scheduled."""
    return subscription.next_run


def after_reactivation(subscription: Subscription) -> date:
    """The next charge of a canceled subscription once reactivated: when it would have renewed,
    or tomorrow when that day has passed (as a resume)."""
    return after_resume(subscription)
