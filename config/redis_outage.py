"""Knowing that Redis is down without asking it on every request.

Redis holds the cache, the rate-limit counts and Celery's queue. When it stops answering, the
first command that fails opens this process's breaker for that Redis: for REDIS_RETRY_SECONDS
every caller is told at once that Redis is away (and serves without it: config.cache,
config.held_tasks), then one caller tries Redis again. The outage is logged once when it starts
and once when it ends, never per request.
"""

import logging
import threading
from time import monotonic
from urllib.parse import urlsplit

from django.conf import settings
from kombu.exceptions import OperationalError
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

# What a Redis that is down, restarting, full or unreachable raises: redis-py's own errors (django
# -redis passes them on), socket errors and kombu's wrapper of either.
OUTAGE_ERRORS = (RedisError, OSError, OperationalError)


class Breaker:
    def __init__(self, url: str):
        parts = urlsplit(url)
        # Host and port only: a URL may carry a password.
        self.name = f"{parts.hostname or 'localhost'}:{parts.port or 6379}"
        self._lock = threading.Lock()
        self._down_since: float | None = None
        self._retry_at = 0.0

    @property
    def down(self) -> bool:
        return self._down_since is not None

    def allows(self) -> bool:
        """Whether to try Redis now: always while it works; while it is down, one caller each
        REDIS_RETRY_SECONDS (the others are told no until that caller's attempt says more)."""
        if self._down_since is None:
            return True
        with self._lock:
            now = monotonic()
            if now < self._retry_at:
                return False
            self._retry_at = now + settings.REDIS_RETRY_SECONDS
            return True

    def failed(self, error: Exception) -> None:
        with self._lock:
            self._retry_at = monotonic() + settings.REDIS_RETRY_SECONDS
            if self._down_since is not None:
                return
            self._down_since = monotonic()
        logger.warning(
            "Redis at %s is unreachable (%s: %s). Serving without it: cached reads go to the "
            "database, rate limits count in the database, background tasks are held in the "
            "database until it is back; trying it again every %s s.",
            self.name,
            type(error).__name__,
            error,
            settings.REDIS_RETRY_SECONDS,
        )

    def succeeded(self) -> None:
        if self._down_since is None:
            return
        with self._lock:
            if self._down_since is None:
                return
            lasted = monotonic() - self._down_since
            self._down_since = None
        logger.info("Redis at %s is back after %.0f s.", self.name, lasted)


_breakers: dict[str, Breaker] = {}
_breakers_lock = threading.Lock()


def breaker_for(url: str) -> Breaker:
    """The one breaker of this process for the Redis at `url` (the cache and Celery's broker
    share one when they share the server)."""
    key = _server_of(url)
    breaker = _breakers.get(key)
    if breaker is None:
        with _breakers_lock:
            breaker = _breakers.setdefault(key, Breaker(url))
    return breaker


def _server_of(url: str) -> str:
    # The cache and the broker may use different database numbers of one server: one breaker.
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.hostname}:{parts.port}"
