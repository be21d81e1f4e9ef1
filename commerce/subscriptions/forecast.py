"""What renewals will bring in over the coming days, as staff plan stock and cash: the renewals
due and their revenue, priced as the renewals charge them (next_charge)."""

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from django.db.models import Q
from django.utils import timezone

from .models import Subscription
from .next_charge import next_charge
from .pricing import ZERO

Status = Subscription.Status
HORIZONS = (7, 30)


@dataclass(frozen=True)
class Forecast:
    days: int
    until: date
    renewals: int
    revenue: Decimal


def forecast(today: date | None = None, horizons=HORIZONS) -> list[Forecast]:
    """Per horizon (in days from today): active subscriptions whose next run falls by then and
    declined ones whose retry does. One that is already overdue counts too: the next renewal
    job charges it. One query, whatever the number of subscriptions, and a few more for each
    one with a coupon (its renewal basket is priced, as the renewal will be)."""
    today = today or timezone.localdate()
    furthest = today + timedelta(days=max(horizons))
    due = Subscription.objects.filter(
        Q(status=Status.ACTIVE, next_run__lte=furthest)
        | Q(status=Status.PAYMENT_FAILED, retry_payment_on__lte=furthest)
    ).only(
        "status",
        "next_run",
        "retry_payment_on",
        "quote",
        "custom_discount",
        "frequency_count",
        "coupon",
    )
    charges = [
        (_due_on(subscription), next_charge(subscription).totals.grand_total)
        for subscription in due
    ]
    forecasts = []
    for days in horizons:
        until = today + timedelta(days=days)
        amounts = [amount for due_on, amount in charges if due_on <= until]
        forecasts.append(Forecast(days, until, len(amounts), sum(amounts, ZERO)))
    return forecasts


def _due_on(subscription: Subscription) -> date:
    if subscription.status == Status.PAYMENT_FAILED:
        return subscription.retry_payment_on
    return subscription.next_run
