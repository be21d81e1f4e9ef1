"""The Celery heartbeat: a timestamp the worker keeps fresh in the shared cache, which the
backend's readiness check reads to know that background work still runs."""

import time

from django.core.cache import cache

HEARTBEAT_KEY = "celery-heartbeat"


def record_heartbeat(now: float | None = None) -> None:
    # No expiry: a missing heartbeat would read as "never", a stale one says when it stopped.
    cache.set(HEARTBEAT_KEY, time.time() if now is None else now, timeout=None)


def heartbeat_age() -> float | None:
    """Seconds since the last heartbeat, or None when none was ever recorded."""
    beat = cache.get(HEARTBEAT_KEY)
    return None if beat is None else max(0.0, time.time() - float(beat))
