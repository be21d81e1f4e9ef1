"""What the settings tests run in a Python process of its own: settings are read once a process,
so a test of other settings, or of a database that is not there, starts one."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UNREACHABLE_DATABASE = "postgresql://rootwell@127.0.0.1:1/rootwell"

# Production's settings with what they insist on: real secrets and DEBUG off.
SAFE_PRODUCTION = {
    "DJANGO_SETTINGS_MODULE": "config.settings.production",
    "SECRET_KEY": "a-real-secret-for-this-test-long-enough-to-pass",
    "REVALIDATE_SECRET": "another-real-secret",
    "DEBUG": "0",
}


def run_python(code: str, **env) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test", **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


def get_without_a_database(path: str, shown: str) -> subprocess.CompletedProcess:
    """GETs `path` from localhost in a process of its own whose database cannot be reached, which
    prints `shown` (an expression of the `response`)."""
    return run_python(
        "import django; django.setup();"
        "from django.test import Client;"
        f"response = Client(HTTP_HOST='localhost').get({path!r});"
        f"print({shown})",
        DATABASE_URL=UNREACHABLE_DATABASE,
    )
