"""The analytics jobs Celery runs: forwarding (queued after events arrive, and every minute by
beat while a destination is configured) and the retention purge (hourly)."""

import logging

from celery import shared_task
from django.conf import settings
from django.core.cache import cache

from . import forwarding

logger = logging.getLogger(__name__)
MAX_BACKOFF_SECONDS = 10 * 60
SCHEDULED_KEY = "analytics:forward-scheduled"


def schedule_forwarding() -> None:
    """Asks for a forwarding run shortly, once however many events arrive meanwhile: the first
    caller in ANALYTICS_FORWARD_DELAY_SECONDS queues it, the others find it queued."""
    if not forwarding.enabled():
        return
    delay = settings.ANALYTICS_FORWARD_DELAY_SECONDS
    if not cache.add(SCHEDULED_KEY, True, timeout=delay):
        return
    forward_events.apply_async(countdown=delay)


@shared_task(bind=True, max_retries=6)
def forward_events(self) -> int:
    """Sends what is pending; on a failure (network, 5xx, 429: not counted against the events;
    or a batch refused whole) retries with exponential backoff (30 s, 1 min, 2 min ... 10 min),
    then leaves it to beat's next run; events older than ANALYTICS_FORWARD_GIVE_UP_HOURS are no
    longer tried. Run in the caller (no broker), it does not retry: the next run will."""
    try:
        return forwarding.forward_pending()
    except forwarding.ForwardFailed as failure:
        if self.request.is_eager:
            logger.warning("Analytics forwarding failed; the next run retries: %s", failure)
            return 0
        countdown = min(MAX_BACKOFF_SECONDS, 30 * 2**self.request.retries)
        logger.warning("Analytics forwarding failed; retrying in %s s: %s", countdown, failure)
        raise self.retry(exc=failure, countdown=countdown) from failure


@shared_task
def purge_events() -> int:
    """Deletes events older than ANALYTICS_RETENTION_DAYS and blanks the raw email and telephone
    of those that will not be forwarded; how many were deleted."""
    forwarding.forget_raw_identity()
    return forwarding.purge_expired()
