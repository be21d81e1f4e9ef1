"""Settings for every environment; each value comes from the environment, with a safe default."""

import os
from pathlib import Path

import dj_database_url
from oscar.defaults import *  # noqa: F403

from config.settings.env import BASE_DIR, VAR_DIR, env_bool, env_list, frontend_url
from config.settings.plugins import gather, with_pages

# Required in production (production.py); development makes its own once per checkout (dev.py).
SECRET_KEY = os.environ.get("SECRET_KEY", "")
DEBUG = env_bool("DEBUG", False)
# True only under config.settings.production: commands that must not touch a live shop (the demo
# data places orders) refuse to run there.
PRODUCTION = False
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")

BRAND_SLUG = os.environ.get("BRAND_SLUG", "rootwell")
FRONTEND_URL = frontend_url()
# Where this server reaches the storefront for cache refreshes (inside Docker: http://frontend:3000).
FRONTEND_INTERNAL_URL = os.environ.get("FRONTEND_INTERNAL_URL", FRONTEND_URL).rstrip("/")

INSTALLED_APPS = [
    # Our apps come first so that their templates and commands win.
    "config",
    "commerce.core",
    "commerce.customers",
    "commerce.plans",
    "api",
    # Oscar's dashboard, forked (its offer wizard's dates, its jQuery from this site).
    "commerce.dashboard.apps.DashboardConfig",
    "cms.base",
    "cms.home",
    "cms.content",
    "cms.products",
    "cms.promotions",
    "cms.legal",
    "cms.stories",
    "cms.help",
    "cms.navigation",
    "cms.assurances",
    "cms.search",
    "cms.quiz",
    "cms.experiments",
    "fixtures",
    # Wagtail
    "wagtail.contrib.forms",
    "wagtail.contrib.redirects",
    "wagtail.contrib.search_promotions",
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
    "commerce.address.apps.AddressConfig",
    "commerce.shipping.apps.ShippingConfig",
    "oscar.apps.catalogue.apps.CatalogueConfig",
    "oscar.apps.catalogue.reviews.apps.CatalogueReviewsConfig",
    "oscar.apps.communication.apps.CommunicationConfig",
    "oscar.apps.partner.apps.PartnerConfig",
    "commerce.basket.apps.BasketConfig",
    "oscar.apps.payment.apps.PaymentConfig",
    "oscar.apps.offer.apps.OfferConfig",
    "oscar.apps.order.apps.OrderConfig",
    "oscar.apps.customer.apps.CustomerConfig",
    "oscar.apps.search.apps.SearchConfig",
    "oscar.apps.voucher.apps.VoucherConfig",
    "oscar.apps.wishlists.apps.WishlistsConfig",
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
    "django_ratelimit",
    # Django
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.sites",
    "django.contrib.flatpages",
    "django.contrib.sitemaps",
    # Our own apps whose templates override nothing of Oscar's or Wagtail's: store credit,
    # segment keys and appointments with their dashboard pages; stored cards and the sandbox
    # payment gateway; checkout, shipments and subscriptions.
    "commerce.loyalty",
    "commerce.loyalty.dashboard.apps.LoyaltyDashboardConfig",
    "commerce.appointments",
    "commerce.appointments.dashboard.apps.AppointmentsDashboardConfig",
    "commerce.payments",
    "commerce.payments.sandbox",
    "commerce.ordering",
    "commerce.fulfilment",
    "commerce.fulfilment.dashboard.apps.FulfilmentDashboardConfig",
    "commerce.subscriptions",
    "commerce.subscriptions.dashboard.apps.SubscriptionsDashboardConfig",
    "commerce.returns",
    "commerce.returns.dashboard.apps.ReturnsDashboardConfig",
    "commerce.recommendations",
    "commerce.consultations",
    "commerce.consultations.dashboard.apps.ConsultationsDashboardConfig",
    "commerce.quiz",
    "commerce.analytics",
    "commerce.privacy",
    "commerce.privacy.dashboard.apps.PrivacyDashboardConfig",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Before XFrameOptionsMiddleware: it reads the X-Frame-Options that one sets.
    "config.middleware.SecurityHeadersMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "commerce.customers.middleware.CustomerTokenMiddleware",
    "commerce.basket.middleware.CartCookieMiddleware",
    # The visitor's analytics cookies, for the revenue events a request emits.
    "commerce.analytics.middleware.AnalyticsContextMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "oscar.apps.basket.middleware.BasketMiddleware",
    "django.contrib.flatpages.middleware.FlatpageFallbackMiddleware",
    "wagtail.contrib.redirects.middleware.RedirectMiddleware",
    # Last: see its note.
    "config.middleware.AtomicDashboardMiddleware",
]

# Security headers (SecurityMiddleware; HSTS in production.py). Nothing frames the backend but the
# CMS's own preview panel (Wagtail marks those views SAMEORIGIN).
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = os.environ.get("SECURE_REFERRER_POLICY", "strict-origin-when-cross-origin")
X_FRAME_OPTIONS = "DENY"

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
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # SQLite's default (deferred) transactions fail at once with "database is locked" when two
    # requests write together (a cart change beside a page render); immediate ones queue instead.
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        # Write-ahead logging: readers never wait for a writer, and a commit appends to the log
        # instead of rewriting a journal (~2 ms instead of ~20 for the analytics endpoint's
        # insert); NORMAL syncs at checkpoints, which WAL keeps consistent after a crash.
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

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

CELERY_TIMEZONE = TIME_ZONE
# Shared with the storefront, which refuses cache-refresh webhooks not signed with it. Required in
# production; development makes its own once per checkout, which the storefront reads too (dev.py).
REVALIDATE_SECRET = os.environ.get("REVALIDATE_SECRET", "")
REVALIDATE_TIMEOUT_SECONDS = float(os.environ.get("REVALIDATE_TIMEOUT_SECONDS", "3"))

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

# What each app declares in its own settings module (config.settings.plugins): its settings,
# rate limits (RATE_LIMITS), scheduled jobs (CELERY_BEAT_SCHEDULE) and dashboard pages.
_declared_by_apps = gather()
OSCAR_DASHBOARD_NAVIGATION = with_pages(
    OSCAR_DASHBOARD_NAVIGATION,  # noqa: F405
    _declared_by_apps.pop("DASHBOARD_MENU"),
)
globals().update(_declared_by_apps)
