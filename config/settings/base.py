"""Settings for every environment; each value comes from the environment, with a safe default."""

import os
import warnings
from pathlib import Path

import dj_database_url
from oscar.defaults import *  # noqa: F403

BASE_DIR = Path(__file__).resolve().parent.parent.parent
VAR_DIR = Path(os.environ.get("VAR_DIR", BASE_DIR / "var"))


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


# The development key is public on purpose; production.py refuses to start with it.
DEFAULT_SECRET_KEY = "insecure-development-key-do-not-use-in-production"
SECRET_KEY = os.environ.get("SECRET_KEY", DEFAULT_SECRET_KEY)
DEBUG = env_bool("DEBUG", False)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")

BRAND_SLUG = os.environ.get("BRAND_SLUG", "rootwell")
BACKEND_PORT = int(os.environ.get("BACKEND_PORT", "8000"))
FRONTEND_PORT = int(os.environ.get("FRONTEND_PORT", "3000"))
FRONTEND_URL = os.environ.get("FRONTEND_URL", f"http://localhost:{FRONTEND_PORT}").rstrip("/")
# Where this server reaches the storefront for cache refreshes (inside Docker: http://frontend:3000).
FRONTEND_INTERNAL_URL = os.environ.get("FRONTEND_INTERNAL_URL", FRONTEND_URL).rstrip("/")
WAGTAILADMIN_BASE_URL = os.environ.get("BACKEND_URL", f"http://localhost:{BACKEND_PORT}")

INSTALLED_APPS = [
    # Our apps come first so that their templates and commands win.
    "config",
    "commerce.customers",
    "commerce.plans",
    "commerce.graphql",
    "cms.base",
    "cms.home",
    "cms.content",
    "cms.products",
    "cms.promotions",
    "cms.legal",
    "cms.stories",
    "cms.navigation",
    "fixtures",
    # Wagtail
    "wagtail.contrib.forms",
    "wagtail.contrib.redirects",
    "wagtail.contrib.settings",
    "wagtail.embeds",
    "wagtail.sites",
    "wagtail.users",
    "wagtail.snippets",
    "wagtail.documents",
    "wagtail.images",
    "wagtail.search",
    "wagtail.admin",
    "wagtail",
    "modelcluster",
    "taggit",
    "grapple",
    "graphene_django",
    "wagtail_headless_preview",
    # Oscar
    "oscar.config.Shop",
    "oscar.apps.analytics.apps.AnalyticsConfig",
    "oscar.apps.checkout.apps.CheckoutConfig",
    "oscar.apps.address.apps.AddressConfig",
    "oscar.apps.shipping.apps.ShippingConfig",
    "oscar.apps.catalogue.apps.CatalogueConfig",
    "oscar.apps.catalogue.reviews.apps.CatalogueReviewsConfig",
    "oscar.apps.communication.apps.CommunicationConfig",
    "oscar.apps.partner.apps.PartnerConfig",
    "oscar.apps.basket.apps.BasketConfig",
    "oscar.apps.payment.apps.PaymentConfig",
    "oscar.apps.offer.apps.OfferConfig",
    "oscar.apps.order.apps.OrderConfig",
    "oscar.apps.customer.apps.CustomerConfig",
    "oscar.apps.search.apps.SearchConfig",
    "oscar.apps.voucher.apps.VoucherConfig",
    "oscar.apps.wishlists.apps.WishlistsConfig",
    "oscar.apps.dashboard.apps.DashboardConfig",
    "oscar.apps.dashboard.reports.apps.ReportsDashboardConfig",
    "oscar.apps.dashboard.users.apps.UsersDashboardConfig",
    "oscar.apps.dashboard.orders.apps.OrdersDashboardConfig",
    "oscar.apps.dashboard.catalogue.apps.CatalogueDashboardConfig",
    "oscar.apps.dashboard.offers.apps.OffersDashboardConfig",
    "oscar.apps.dashboard.partners.apps.PartnersDashboardConfig",
    "oscar.apps.dashboard.pages.apps.PagesDashboardConfig",
    "oscar.apps.dashboard.ranges.apps.RangesDashboardConfig",
    "oscar.apps.dashboard.reviews.apps.ReviewsDashboardConfig",
    "oscar.apps.dashboard.vouchers.apps.VouchersDashboardConfig",
    "oscar.apps.dashboard.communications.apps.CommunicationsDashboardConfig",
    "oscar.apps.dashboard.shipping.apps.ShippingDashboardConfig",
    "widget_tweaks",
    "haystack",
    "treebeard",
    "sorl.thumbnail",
    "django_tables2",
    # Django
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.sites",
    "django.contrib.flatpages",
    "django.contrib.sitemaps",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "commerce.customers.middleware.CustomerTokenMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "oscar.apps.basket.middleware.BasketMiddleware",
    "django.contrib.flatpages.middleware.FlatpageFallbackMiddleware",
    "wagtail.contrib.redirects.middleware.RedirectMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
SITE_ID = 1

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "config" / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.debug",
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "wagtail.contrib.settings.context_processors.settings",
                "oscar.apps.search.context_processors.search_form",
                "oscar.apps.checkout.context_processors.checkout",
                "oscar.apps.communication.notifications.context_processors.notifications",
                "oscar.core.context_processors.metadata",
            ],
        },
    }
]

DATABASE_URL = os.environ.get("DATABASE_URL", "")
if not DATABASE_URL:
    VAR_DIR.mkdir(parents=True, exist_ok=True)
DATABASES = {
    "default": dj_database_url.parse(
        DATABASE_URL or f"sqlite:///{VAR_DIR / 'rootwell.sqlite3'}",
        conn_max_age=int(os.environ.get("DATABASE_CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_USER_MODEL = "customers.User"
AUTHENTICATION_BACKENDS = ["oscar.apps.customer.auth_backends.EmailBackend"]
# How long a customer's sign-in token lasts (spec storefront §9: the token cookie, 5 days).
CUSTOMER_TOKEN_DAYS = int(os.environ.get("CUSTOMER_TOKEN_DAYS", "5"))
LOGIN_URL = "/accounts/login/"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "America/New_York"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT", VAR_DIR / "media"))
# Django serves uploads itself only outside production (dev.py); production puts them elsewhere.
SERVE_MEDIA = False
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "rootwell",
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# Without a broker, background work runs in the request that asks for it.
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TIMEZONE = TIME_ZONE
CELERY_BEAT_SCHEDULE = {
    "publish-scheduled-pages": {"task": "cms.base.tasks.publish_scheduled_pages", "schedule": 60},
}

# Shared with the storefront, which refuses cache-refresh webhooks not signed with it.
DEFAULT_REVALIDATE_SECRET = "insecure-development-revalidate-secret"
REVALIDATE_SECRET = os.environ.get("REVALIDATE_SECRET") or DEFAULT_REVALIDATE_SECRET
REVALIDATE_TIMEOUT_SECONDS = float(os.environ.get("REVALIDATE_TIMEOUT_SECONDS", "3"))

# Wagtail
WAGTAIL_SITE_NAME = "Rootwell"
WAGTAILSEARCH_BACKENDS = {"default": {"BACKEND": "wagtail.search.backends.database"}}
WAGTAILDOCS_EXTENSIONS = ["csv", "docx", "key", "odt", "pdf", "pptx", "rtf", "txt", "xlsx", "zip"]
WAGTAIL_HEADLESS_PREVIEW = {
    "CLIENT_URLS": {"default": f"{FRONTEND_URL}/preview/"},
    "SERVE_BASE_URL": FRONTEND_URL,
    # The CMS preview panel then shows the storefront page itself, not a frame around it.
    "REDIRECT_ON_PREVIEW": True,
}
PREVIEW_TOKEN_MAX_AGE_SECONDS = int(os.environ.get("PREVIEW_TOKEN_MAX_AGE_SECONDS", "3600"))

# One GraphQL schema: grapple builds it; commerce adds its roots through Wagtail hooks.
GRAPHENE = {"SCHEMA": "grapple.schema.schema"}
GRAPPLE = {
    "APPS": {
        "home": "",
        "content": "",
        "products": "",
        "promotions": "",
        "legal": "",
        "stories": "",
    },
    "AUTO_CAMELCASE": False,
    "PAGE_SIZE": 20,
    "MAX_PAGE_SIZE": 100,
    # The sizes the storefront asks for; any other rendition is refused, so nobody can make the
    # server resize images to arbitrary sizes.
    "ALLOWED_IMAGE_FILTERS": [
        f"width-{width}|format-webp" for width in (320, 480, 640, 800, 960, 1200, 1600)
    ],
}

GRAPHQL_INTROSPECTION = env_bool("GRAPHQL_INTROSPECTION", DEBUG)
GRAPHQL_MAX_DEPTH = int(os.environ.get("GRAPHQL_MAX_DEPTH", "12"))

# Oscar
OSCAR_SHOP_NAME = "Rootwell"
OSCAR_DEFAULT_CURRENCY = "USD"
OSCAR_HOMEPAGE = "/dashboard/"
OSCAR_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "hello@rootwell.example")
# Product search runs through Wagtail; Oscar's haystack index is never updated.
warnings.filterwarnings("ignore", "update is not implemented in this backend", UserWarning)
HAYSTACK_CONNECTIONS = {"default": {"ENGINE": "haystack.backends.simple_backend.SimpleEngine"}}

EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
DEFAULT_FROM_EMAIL = OSCAR_FROM_EMAIL

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        # Library chatter (every background task, every stock alert) drowns what matters.
        name: {"level": "WARNING"}
        for name in ("django.db.backends", "django_tasks", "wagtail", "oscar", "modelsearch")
    },
}
