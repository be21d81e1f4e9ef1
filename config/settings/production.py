"""Production: refuses to start unless it is configured safely."""

from django.core.exceptions import ImproperlyConfigured

from config.local_secrets import PUBLISHED_SECRETS

from .base import *  # noqa: F403
from .base import REVALIDATE_SECRET, SECRET_KEY, env_bool

if env_bool("DEBUG", False):
    raise ImproperlyConfigured("DEBUG must be off in production (unset DEBUG or set it to 0).")
if SECRET_KEY in PUBLISHED_SECRETS or len(SECRET_KEY) < 32:
    raise ImproperlyConfigured(
        "SECRET_KEY must be set to a secret value of at least 32 characters in production."
    )

if not REVALIDATE_SECRET or REVALIDATE_SECRET in PUBLISHED_SECRETS:
    raise ImproperlyConfigured(
        "REVALIDATE_SECRET must be set (the same value as the storefront's)."
    )

DEBUG = False
PRODUCTION = True
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
CART_COOKIE_SECURE = env_bool("CART_COOKIE_SECURE", True)
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", FRONTEND_URL)  # noqa: F405
# TLS ends at the ingress, which redirects plain HTTP; the storefront calls us inside the network.
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000"))  # noqa: F405
# Off by default: the brand's other hosts (the skin site) are not ours to pin to HTTPS.
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)

GRAPHQL_TRUSTED_DOCUMENTS_ONLY = env_bool("GRAPHQL_TRUSTED_DOCUMENTS_ONLY", True)
if GRAPHQL_TRUSTED_DOCUMENTS_ONLY and not GRAPHQL_TRUSTED_DOCUMENTS.is_file():  # noqa: F405
    raise ImproperlyConfigured(
        f"GRAPHQL_TRUSTED_DOCUMENTS: no manifest at {GRAPHQL_TRUSTED_DOCUMENTS}; the API would "  # noqa: F405
        "refuse every operation of the storefront."
    )
