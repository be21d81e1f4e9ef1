"""Settings for pytest: fast hashing, in-memory email, no outbound calls."""

from config.local_secrets import checkout_secret

from .base import *  # noqa: F403
from .base import REVALIDATE_SECRET, SECRET_KEY

# As in development (dev.py): no secret anyone could read in the code.
SECRET_KEY = SECRET_KEY or checkout_secret("SECRET_KEY")
REVALIDATE_SECRET = REVALIDATE_SECRET or checkout_secret("REVALIDATE_SECRET")

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
RATELIMIT_USE_CACHE = "default"
CELERY_TASK_ALWAYS_EAGER = True
CELERY_BROKER_URL = "memory://"
STORAGES["staticfiles"] = {  # noqa: F405
    "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
}

# A file, not memory, so that `pytest --reuse-db` can skip the migrations on the next run.
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":  # noqa: F405
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / "test.sqlite3")}  # noqa: F405
# A test's data lives in its own uncommitted transaction, which other connections cannot see.
SUBSCRIPTION_RENEWAL_WORKERS = 1
# Tests count rate limits in local memory even when the environment names a Redis (base.py).
SILENCED_SYSTEM_CHECKS = ["django_ratelimit.E003", "django_ratelimit.W001"]
# Scalp photos the tests store (demo data among them) stay out of the checkout's private-media/.
PRIVATE_MEDIA_ROOT = VAR_DIR / "test-private-media"  # noqa: F405
if DATABASES["default"]["ENGINE"].endswith("postgresql"):  # noqa: F405
    # No test needs its commits to survive a crash of the machine: not waiting for the disk on
    # each one speeds up the race tests, which commit for real.
    DATABASES["default"].setdefault("OPTIONS", {})["options"] = "-c synchronous_commit=off"  # noqa: F405
