import os
import subprocess
import sys

import pytest

from .processes import (
    ROOT,
    SAFE_PRODUCTION,
    UNREACHABLE_DATABASE,
    get_without_a_database,
    run_python,
)


@pytest.mark.django_db
def test_healthz_answers_ok_after_a_database_round_trip(client):
    response = client.get("/healthz")

    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok"}
    assert "no-cache" in response["Cache-Control"]


def test_healthz_says_503_with_a_reason_when_the_database_is_unreachable():
    result = get_without_a_database("/healthz", "response.status_code, response.json()['database']")

    assert result.stdout.strip() == "503 unreachable"
    assert "the database is unreachable" in result.stderr


def test_check_database_fails_with_one_clear_line_when_the_database_is_unreachable():
    result = subprocess.run(
        [sys.executable, "manage.py", "check_database"],
        cwd=ROOT,
        env={**os.environ, "DATABASE_URL": UNREACHABLE_DATABASE},
        capture_output=True,
        text=True,
        timeout=60,
    )

    assert result.returncode == 1
    assert "CommandError: The database (postgresql: rootwell) is unreachable:" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"DEBUG": "1", "SECRET_KEY": "s" * 40}, "DEBUG must be off in production"),
        ({"SECRET_KEY": "too-short"}, "at least 32 characters"),
        (
            {"SECRET_KEY": "s" * 40, "REVALIDATE_SECRET": ""},
            "REVALIDATE_SECRET must be set",
        ),
        ({"SECRET_KEY": ""}, "SECRET_KEY must be set to a secret value of at least 32 characters"),
        (
            {"SECRET_KEY": "insecure-development-key-do-not-use-in-production"},
            "SECRET_KEY must be set to a secret value of at least 32 characters",
        ),
        (
            {"SECRET_KEY": "s" * 40, "REVALIDATE_SECRET": "insecure-development-revalidate-secret"},
            "REVALIDATE_SECRET must be set",
        ),
    ],
)
def test_production_refuses_to_start_when_unsafe(env, message):
    result = run_python(
        "import django; django.setup()",
        **{"DJANGO_SETTINGS_MODULE": "config.settings.production", "DEBUG": "", **env},
    )

    assert result.returncode != 0
    assert message in result.stderr


def test_production_starts_with_a_secret_and_debug_off():
    result = run_python(
        "import django; django.setup(); from django.conf import settings; print(settings.DEBUG)",
        **SAFE_PRODUCTION,
    )

    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
