"""Sending email: the backend and, for SMTP, the server."""

import os

from config.settings.env import VAR_DIR, env_bool, env_int

EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
# For django.core.mail.backends.filebased.EmailBackend: one file per message (the browser tests
# read password-reset links from there).
EMAIL_FILE_PATH = os.environ.get("EMAIL_FILE_PATH", str(VAR_DIR / "emails"))
# For django.core.mail.backends.smtp.EmailBackend.
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = env_int("EMAIL_PORT", 25)
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
EMAIL_USE_SSL = env_bool("EMAIL_USE_SSL", False)
# A stuck mail server fails the send (and the task retries) instead of holding a worker forever.
EMAIL_TIMEOUT = env_int("EMAIL_TIMEOUT", 10)
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "hello@rootwell.example")
OSCAR_FROM_EMAIL = DEFAULT_FROM_EMAIL
