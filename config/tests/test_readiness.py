import time

import pytest
from django.test import override_settings

from config.heartbeat import record_heartbeat
from config.readiness import CONSEQUENCES
from config.settings.cache import redis_caches
from config.tasks import record_heartbeat as heartbeat_task

from .processes import get_without_a_database

WITH_A_BROKER = override_settings(
    CELERY_TASK_ALWAYS_EAGER=False, READINESS_HEARTBEAT_MAX_AGE_SECONDS=90
)
CLOSED_PORT_REDIS = "redis://127.0.0.1:1/0"


@pytest.fixture(autouse=True)
def fresh_cache():
    from django.core.cache import cache

    cache.clear()


@pytest.mark.django_db
def test_ready_without_a_broker_checks_the_database_and_cache_only(client):
    response = client.get("/readyz")

    assert response.status_code == 200
    assert response.json() == {"status": "ok", "checks": {"database": "ok", "cache": "ok"}}
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.django_db
@WITH_A_BROKER
def test_ready_when_the_worker_ran_its_heartbeat(client):
    heartbeat_task.apply()

    response = client.get("/readyz")

    assert response.status_code == 200
    assert response.json()["checks"] == {"database": "ok", "cache": "ok", "celery": "ok"}


@pytest.mark.django_db
@WITH_A_BROKER
def test_unavailable_when_no_worker_ever_beat(client):
    response = client.get("/readyz")

    assert response.status_code == 503
    assert response.json() == {
        "status": "unavailable",
        "checks": {"database": "ok", "cache": "ok", "celery": "unavailable"},
        "message": "No Celery worker has run scheduled work lately: emails and renewals wait.",
    }


@pytest.mark.django_db
@WITH_A_BROKER
def test_unavailable_when_the_heartbeat_is_older_than_the_bound(client):
    record_heartbeat(now=time.time() - 91)

    response = client.get("/readyz")

    assert response.status_code == 503
    assert response.json()["checks"]["celery"] == "unavailable"


@pytest.mark.django_db
def test_unavailable_when_redis_does_not_answer(client):
    with override_settings(REDIS_URL=CLOSED_PORT_REDIS, CACHES=redis_caches(CLOSED_PORT_REDIS)):
        response = client.get("/readyz")

    assert response.status_code == 503
    assert response.json() == {
        "status": "unavailable",
        "checks": {"database": "ok", "cache": "unavailable", "redis": "unavailable"},
        "message": " ".join((CONSEQUENCES["cache"], CONSEQUENCES["redis"])),
    }
    assert "127.0.0.1" not in response.content.decode()


@pytest.mark.django_db
def test_ready_with_redis_as_cache_and_a_fresh_heartbeat(client, private_redis):
    url = private_redis.url
    with override_settings(REDIS_URL=url, CACHES=redis_caches(url)), WITH_A_BROKER:
        heartbeat_task.apply()
        response = client.get("/readyz")

    assert response.status_code == 200
    assert response.json()["checks"] == {
        "database": "ok",
        "cache": "ok",
        "redis": "ok",
        "celery": "ok",
    }


def test_unavailable_when_the_database_is_unreachable():
    result = get_without_a_database(
        "/readyz", "response.status_code, response.json()['checks']['database']"
    )

    assert result.stdout.strip() == "503 unavailable"
    assert "Readiness check: database failed" in result.stderr
