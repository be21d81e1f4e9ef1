"""Readiness (/readyz): whether this backend can serve shoppers fully, that is reach its
database, its cache (Redis when REDIS_URL is set) and a Celery worker that runs scheduled work.
/healthz stays a cheap liveness check (this process and its database answer).

Without Redis the shop still serves (config.redis_outage); readiness says 503 all the same, with
a message saying what runs without it, so that the outage is seen and fixed."""

import asyncio
import dataclasses
import logging

from django.conf import settings
from django.http import JsonResponse
from health_check.base import HealthCheck
from health_check.checks import Cache, Database
from health_check.contrib.redis import Redis
from health_check.exceptions import ServiceUnavailable
from health_check.views import HealthCheckView
from redis.asyncio import Redis as RedisClient

from .heartbeat import heartbeat_age

logger = logging.getLogger(__name__)


@dataclasses.dataclass
class CeleryHeartbeat(HealthCheck):
    """Fails when the worker's last heartbeat is missing or older than the bound."""

    max_age_seconds: int = 90

    def run(self) -> None:
        age = heartbeat_age()
        if age is None:
            raise ServiceUnavailable("no heartbeat from a Celery worker yet")
        if age > self.max_age_seconds:
            raise ServiceUnavailable(f"last Celery heartbeat {age:.0f} s ago")


# What a failed check means for shoppers, in the answer (the error itself goes to the log only).
CONSEQUENCES = {
    "database": "The database is unreachable: the shop cannot serve.",
    "cache": "The cache does not keep values: pages and the API read the database instead.",
    "redis": (
        "Redis is unreachable: the shop serves without it (sign-in, carts and payments work; "
        "rate limits count in the database; background tasks are held in the database and sent "
        "once it is back)."
    ),
    "celery": "No Celery worker has run scheduled work lately: emails and renewals wait.",
}


def readiness_checks() -> dict[str, HealthCheck]:
    checks: dict[str, HealthCheck] = {"database": Database(), "cache": Cache()}
    if settings.REDIS_URL:
        checks["redis"] = Redis(
            client_factory=lambda: RedisClient.from_url(
                settings.REDIS_URL,
                socket_connect_timeout=settings.REDIS_CONNECT_TIMEOUT_SECONDS,
                socket_timeout=settings.REDIS_TIMEOUT_SECONDS,
            )
        )
    # Run eagerly (no broker: the embedded default, tests) there is no worker to wait for.
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        checks["celery"] = CeleryHeartbeat(settings.READINESS_HEARTBEAT_MAX_AGE_SECONDS)
    return checks


class ReadinessView(HealthCheckView):
    """200 when every check passes, else 503; JSON either way, never cached."""

    http_method_names = ["get", "head"]

    async def get(self, request, *args, **kwargs):
        checks = readiness_checks()
        with self.get_executor() as executor:
            results = await asyncio.gather(
                *(check.get_result(executor) for check in checks.values())
            )
        failed = {
            name: result.error for name, result in zip(checks, results, strict=True) if result.error
        }
        for name, error in failed.items():
            logger.error("Readiness check: %s failed: %s", name, error)
        # Which dependency failed, not how (hosts and users stay in the log).
        body = {
            "status": "unavailable" if failed else "ok",
            "checks": {name: "unavailable" if name in failed else "ok" for name in checks},
        }
        if failed:
            body["message"] = " ".join(CONSEQUENCES[name] for name in failed)
        return JsonResponse(body, status=503 if failed else 200)


readiness = ReadinessView.as_view()
