"""Reading settings from the environment, shared by base.py and the apps' own settings modules
(`<app>/settings.py`, gathered by config.settings.plugins)."""

import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent.parent
VAR_DIR = Path(os.environ.get("VAR_DIR", BASE_DIR / "var"))


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


def env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, str(default)))


def env_float(name: str, default: float) -> float:
    return float(os.environ.get(name, str(default)))


def database_is_sqlite() -> bool:
    """Whether DATABASE_URL names SQLite, as base.py's DATABASES reads it (empty: SQLite)."""
    url = os.environ.get("DATABASE_URL", "") or "sqlite:///rootwell.sqlite3"
    return dj_database_url.parse(url)["ENGINE"] == "django.db.backends.sqlite3"


def rate_limits(scope: str, per_email: str, per_ip: str, per_email_ip: str = "") -> dict:
    """django-ratelimit rates ("10/15m": 10 in 15 minutes), e.g. RATE_LIMIT_LOGIN_PER_IP."""
    prefix = f"RATE_LIMIT_{scope.upper()}"
    limits = {
        "email": os.environ.get(f"{prefix}_PER_EMAIL", per_email),
        "ip": os.environ.get(f"{prefix}_PER_IP", per_ip),
    }
    if per_email_ip:
        limits["email_ip"] = os.environ.get(f"{prefix}_PER_EMAIL_IP", per_email_ip)
    return limits


def rate_limit_per_ip(scope: str, per_ip: str) -> dict:
    """A limit counted by address alone (no email to count by): RATE_LIMIT_<SCOPE>_PER_IP."""
    return {"ip": os.environ.get(f"RATE_LIMIT_{scope.upper()}_PER_IP", per_ip)}


def frontend_url() -> str:
    """The storefront's public address (FRONTEND_URL; by default on FRONTEND_PORT here)."""
    port = int(os.environ.get("FRONTEND_PORT", "3000"))
    return os.environ.get("FRONTEND_URL", f"http://localhost:{port}").rstrip("/")
