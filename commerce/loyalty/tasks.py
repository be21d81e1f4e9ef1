"""The loyalty jobs Celery runs: offering campaigns (hourly, see CELERY_BEAT_SCHEDULE)."""

from celery import shared_task

from . import eligibility


@shared_task
def offer_campaigns() -> int:
    """What `eligibility.offer_due_campaigns` does: how many offers it made."""
    return eligibility.offer_due_campaigns()
