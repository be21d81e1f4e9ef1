"""The subscription jobs Celery runs: renewals (hourly, see CELERY_BEAT_SCHEDULE) and the
subscriber's emails (registered from emails.py, where the services and receivers find them)."""

from datetime import date

from celery import group, shared_task
from django.utils import timezone

from . import lifecycle, reminders, renewals
from .emails import (
    send_payment_failed,
    send_renewal_receipt,
    send_renewal_reminder,
    send_subscription_canceled,
    send_subscription_changed,
)

__all__ = [
    "renew_subscription_share",
    "renew_subscriptions",
    "send_payment_failed",
    "send_renewal_receipt",
    "send_renewal_reminder",
    "send_subscription_canceled",
    "send_subscription_changed",
]


@shared_task
def renew_subscriptions(as_of: str | None = None) -> dict[str, int]:
    """What `renewals.renew_due` does on `as_of` (YYYY-MM-DD; the shop's today by default), with
    the renewals queued a share each for the workers to run side by side (a worker cannot fork
    processes of its own): counts of what it resumed, queued and reminded."""
    day = date.fromisoformat(as_of) if as_of else timezone.localdate()
    resumed = lifecycle.end_pauses(day)
    shares = renewals.due_shares(day)
    group(renew_subscription_share.s(share, day.isoformat()) for share in shares).apply_async()
    return {
        renewals.RESUMED: resumed,
        "queued": sum(len(share) for share in shares),
        "reminded": reminders.send_due(day),
    }


@shared_task
def renew_subscription_share(subscription_ids: list[int], as_of: str) -> dict[str, int]:
    """Renews these subscriptions if due on `as_of`: counts per outcome."""
    return renewals.renew_share(subscription_ids, date.fromisoformat(as_of))
