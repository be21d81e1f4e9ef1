"""The caches in Redis, and what stands in for them while Redis is unreachable.

RedisWithFallback is django-redis's cache behind this process's breaker for that Redis
(config.redis_outage). While Redis is away it answers from its FALLBACK cache when it has one
(the rate-limit counts: a limit that stopped counting would let password guessing and card
testing through), else as an empty cache that keeps nothing: reads miss, so callers read the
database, and nothing fails. Writes made meanwhile are lost; what is cached carries a timeout
(CATALOGUE_CACHE_SECONDS and the like), which bounds how long Redis may serve an entry that one of
them would have replaced.

DatabaseCounts is that fallback for counts: integers in a table every backend process shares, so
a limit stays one limit across processes; add and incr are single statements, so concurrent
attempts are all counted.
"""

import contextlib
import time
from datetime import UTC, datetime

from django.core.cache import caches
from django.core.cache.backends.base import DEFAULT_TIMEOUT, BaseCache
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone
from django_redis.cache import RedisCache

from .redis_outage import OUTAGE_ERRORS, breaker_for


class _Missing:
    """What a cache answers without Redis or a fallback: nothing is there, nothing is kept."""

    @staticmethod
    def get(key, default=None, version=None):
        return default

    @staticmethod
    def get_many(keys, version=None):
        return {}

    @staticmethod
    def has_key(key, version=None):
        return False

    @staticmethod
    def set(key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return False

    @staticmethod
    def add(key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return False

    @staticmethod
    def touch(key, timeout=DEFAULT_TIMEOUT, version=None):
        return False

    @staticmethod
    def delete(key, version=None):
        return False

    @staticmethod
    def set_many(data, timeout=DEFAULT_TIMEOUT, version=None):
        return list(data)

    @staticmethod
    def delete_many(keys, version=None):
        return None

    @staticmethod
    def clear():
        return None

    @staticmethod
    def incr(key, delta=1, version=None):
        raise ValueError(f"Key '{key}' not found")

    decr = incr
    incr_version = incr


class RedisWithFallback(BaseCache):
    """django-redis's RedisCache (same LOCATION and OPTIONS), with OPTIONS["FALLBACK"] naming the
    cache alias that answers while Redis is away (none: an empty cache)."""

    def __init__(self, location, params):
        options = dict(params.get("OPTIONS") or {})
        self._fallback = options.pop("FALLBACK", None)
        super().__init__({**params, "OPTIONS": {}})
        self._redis = RedisCache(location, {**params, "OPTIONS": options})
        self._breaker = breaker_for(location)

    def _call(self, method: str, *args, **kwargs):
        if self._breaker.allows():
            try:
                result = getattr(self._redis, method)(*args, **kwargs)
            except OUTAGE_ERRORS as error:
                self._breaker.failed(error)
            else:
                self._breaker.succeeded()
                return result
        standin = caches[self._fallback] if self._fallback else _Missing
        return getattr(standin, method)(*args, **kwargs)

    def get(self, key, default=None, version=None):
        return self._call("get", key, default, version=version)

    def get_many(self, keys, version=None):
        return self._call("get_many", keys, version=version)

    def has_key(self, key, version=None):
        return self._call("has_key", key, version=version)

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("set", key, value, timeout=timeout, version=version)

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("add", key, value, timeout=timeout, version=version)

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("touch", key, timeout=timeout, version=version)

    def delete(self, key, version=None):
        return self._call("delete", key, version=version)

    def set_many(self, data, timeout=DEFAULT_TIMEOUT, version=None):
        return self._call("set_many", data, timeout=timeout, version=version)

    def delete_many(self, keys, version=None):
        return self._call("delete_many", keys, version=version)

    def clear(self):
        return self._call("clear")

    def incr(self, key, delta=1, version=None):
        return self._call("incr", key, delta=delta, version=version)

    def decr(self, key, delta=1, version=None):
        return self._call("decr", key, delta=delta, version=version)

    def incr_version(self, key, delta=1, version=None):
        return self._call("incr_version", key, delta=delta, version=version)

    def close(self, **kwargs):
        with contextlib.suppress(OUTAGE_ERRORS):
            self._redis.close(**kwargs)


# Expired counts are deleted at most this often per process (a new window's count is a new key).
CULL_EVERY_SECONDS = 60
_last_cull = 0.0
NEVER = datetime(9999, 1, 1, tzinfo=UTC)


class DatabaseCounts(BaseCache):
    """Integer counts in config.models.RateLimitCount. Counted in a transaction that is rolled back,
    a count is rolled back too: the rate limits count before their callers' transactions."""

    def __init__(self, location, params):
        super().__init__(params)

    def _expiry(self, timeout):
        expires = self.get_backend_timeout(timeout)
        return NEVER if expires is None else datetime.fromtimestamp(expires, tz=UTC)

    @staticmethod
    def _counts():
        from .models import RateLimitCount

        return RateLimitCount.objects

    def _live(self, key, version):
        return self._counts().filter(
            key=self.make_and_validate_key(key, version), expires_at__gt=timezone.now()
        )

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        key = self.make_and_validate_key(key, version)
        expires_at = self._expiry(timeout)
        self._cull()
        # An expired count gives way to the new one; a live one stays.
        expired = self._counts().filter(key=key, expires_at__lte=timezone.now())
        if expired.update(value=int(value), expires_at=expires_at):
            return True
        try:
            with transaction.atomic():
                self._counts().create(key=key, value=int(value), expires_at=expires_at)
        except IntegrityError:
            return False
        return True

    def get(self, key, default=None, version=None):
        value = self._live(key, version).values_list("value", flat=True).first()
        return default if value is None else value

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        key = self.make_and_validate_key(key, version)
        self._counts().update_or_create(
            key=key, defaults={"value": int(value), "expires_at": self._expiry(timeout)}
        )

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        return bool(self._live(key, version).update(expires_at=self._expiry(timeout)))

    def incr(self, key, delta=1, version=None):
        live = self._live(key, version)
        if not live.update(value=F("value") + delta):
            raise ValueError(f"Key '{key}' not found")
        return live.values_list("value", flat=True).first()

    def delete(self, key, version=None):
        deleted, _ = self._counts().filter(key=self.make_and_validate_key(key, version)).delete()
        return bool(deleted)

    def clear(self):
        self._counts().all().delete()

    def _cull(self):
        global _last_cull
        now = time.monotonic()
        if now - _last_cull < CULL_EVERY_SECONDS:
            return
        _last_cull = now
        self._counts().filter(expires_at__lte=timezone.now()).delete()
