"""Redis: the cache, the rate-limit counts and Celery's broker, each able to go on without it."""

import os

from config.settings.env import env_bool, env_float

REDIS_URL = os.environ.get("REDIS_URL", "")
# A Redis slower than this to accept a connection or to answer counts as down (config.redis_outage):
# requests then go on without it rather than wait. Once down, it is tried again this often.
REDIS_CONNECT_TIMEOUT_SECONDS = env_float("REDIS_CONNECT_TIMEOUT_SECONDS", 0.25)
REDIS_TIMEOUT_SECONDS = env_float("REDIS_TIMEOUT_SECONDS", 0.25)
REDIS_RETRY_SECONDS = env_float("REDIS_RETRY_SECONDS", 5)


def redis_caches(url: str) -> dict:
    """The cache and the rate-limit counts in the Redis at `url`; while it is unreachable the
    cache misses and the counts are kept in the database (config.cache)."""
    redis = {
        "LOCATION": url,
        "KEY_PREFIX": "rootwell",
        "OPTIONS": {
            "SOCKET_CONNECT_TIMEOUT": REDIS_CONNECT_TIMEOUT_SECONDS,
            "SOCKET_TIMEOUT": REDIS_TIMEOUT_SECONDS,
        },
    }
    return {
        "default": {"BACKEND": "config.cache.RedisWithFallback", **redis},
        "rate_limits": {
            "BACKEND": "config.cache.RedisWithFallback",
            **redis,
            "OPTIONS": {**redis["OPTIONS"], "FALLBACK": "rate_limits_in_database"},
        },
        "rate_limits_in_database": {"BACKEND": "config.cache.DatabaseCounts"},
    }


if REDIS_URL:
    CACHES = redis_caches(REDIS_URL)
    RATELIMIT_USE_CACHE = "rate_limits"
    # django-ratelimit knows django-redis by name only; ours is django-redis behind a breaker,
    # counting with Redis's INCR, and with single UPDATEs in the database while Redis is away.
    SILENCED_SYSTEM_CHECKS = ["django_ratelimit.W001"]
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    RATELIMIT_USE_CACHE = "default"
    # django-ratelimit counts in the cache and warns that local memory is per process. Without
    # Redis the shop is one process (the embedded default, tests), so its counts are whole.
    SILENCED_SYSTEM_CHECKS = ["django_ratelimit.E003", "django_ratelimit.W001"]

# Without a broker, background work runs in the request that asks for it.
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "socket_connect_timeout": REDIS_CONNECT_TIMEOUT_SECONDS,
    "socket_timeout": REDIS_TIMEOUT_SECONDS,
}
# A connection dropped since the last send is tried once more at once; a broker that is down does
# not keep the request waiting: the task is held in the database (config.held_tasks).
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 1,
    "interval_start": 0,
    "interval_step": 0.1,
    "interval_max": 0.1,
}
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
