"""The reminder a subscriber gets SUBSCRIPTION_REMINDER_DAYS before each renewal, once per
renewal date, to skip or change it in time."""

from datetime import date, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F

from .emails import send_renewal_reminder
from .models import Subscription


def send_due(as_of: date) -> int:
    """Reminds every active subscription renewing after `as_of` and within the reminder window
    that was not reminded of that renewal yet (a missed run catches up); how many were."""
    window_end = as_of + timedelta(days=settings.SUBSCRIPTION_REMINDER_DAYS)
    upcoming = (
        Subscription.objects.filter(
            status=Subscription.Status.ACTIVE, next_run__gt=as_of, next_run__lte=window_end
        )
        .exclude(reminded_for=F("next_run"))
        .order_by("pk")
        .values_list("pk", "next_run")
    )
    return sum(_remind(subscription_id, renews_on) for subscription_id, renews_on in upcoming)


def _remind(subscription_id: int, renews_on: date) -> bool:
    with transaction.atomic():
        # Claimed by one conditional update: of two runs at once, one sends the email.
        claimed = (
            Subscription.objects.filter(
                pk=subscription_id, status=Subscription.Status.ACTIVE, next_run=renews_on
            )
            .exclude(reminded_for=renews_on)
            .update(reminded_for=renews_on)
        )
        if claimed:
            transaction.on_commit(lambda: send_renewal_reminder.delay(subscription_id), robust=True)
    return bool(claimed)
