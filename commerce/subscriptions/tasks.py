"""The subscription jobs Celery runs: renewals (hourly, see CELERY_BEAT_SCHEDULE) and the
renewal emails (registered from emails.py, where the services find them)."""

from datetime import date

from celery import shared_task
from django.utils import timezone

from . import renewals
from .emails import send_payment_failed, send_renewal_receipt, send_renewal_reminder

__all__ = [
    "renew_subscriptions",
    "send_payment_failed",
    "send_renewal_receipt",
    "send_renewal_reminder",
]


@shared_task
def renew_subscriptions(as_of: str | None = None) -> dict[str, int]:
    """Renews what is due on `as_of` (YYYY-MM-DD; the shop's today by default): see
    renewals.renew_due."""
    return renewals.renew_due(date.fromisoformat(as_of) if as_of else timezone.localdate())
