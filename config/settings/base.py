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


# Required in production (production.py); development makes its own once per checkout (dev.py).
SECRET_KEY = os.environ.get("SECRET_KEY", "")
DEBUG = env_bool("DEBUG", False)
# True only under config.settings.production: commands that must not touch a live shop (the demo
# data places orders) refuse to run there.
PRODUCTION = False
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

AUTH_USER_MODEL = "customers.User"
AUTHENTICATION_BACKENDS = ["commerce.customers.auth_backends.EmailBackend"]
# How long a customer's sign-in token lasts; the storefront's token cookie lasts as long.
CUSTOMER_TOKEN_DAYS = int(os.environ.get("CUSTOMER_TOKEN_DAYS", "5"))
LOGIN_URL = "/accounts/login/"
# Argon2 first (Django's recommendation; argon2-cffi is a dependency); the others still verify
# older hashes, which are upgraded to Argon2 at the customer's next sign-in.
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2SHA1PasswordHasher",
    "django.contrib.auth.hashers.ScryptPasswordHasher",
]
# How long an emailed password-reset link works, in seconds (a day by default).
PASSWORD_RESET_TIMEOUT = int(os.environ.get("PASSWORD_RESET_TIMEOUT", str(24 * 60 * 60)))
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
    {"NAME": "commerce.customers.password_rules.GuessablePasswordValidator"},
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
# A Redis slower than this to accept a connection or to answer counts as down (config.redis_outage):
# requests then go on without it rather than wait. Once down, it is tried again this often.
REDIS_CONNECT_TIMEOUT_SECONDS = float(os.environ.get("REDIS_CONNECT_TIMEOUT_SECONDS", "0.25"))
REDIS_TIMEOUT_SECONDS = float(os.environ.get("REDIS_TIMEOUT_SECONDS", "0.25"))
REDIS_RETRY_SECONDS = float(os.environ.get("REDIS_RETRY_SECONDS", "5"))


def redis_caches(url: str) -> dict:
    """The cache and the rate-limit counts in the Redis at `url`; while it is unreachable the
    cache misses and the counts are kept in the database (config.cache)."""
    redis = {
        "LOCATION": url,
        "KEY_PREFIX": "rootwell",
        "OPTIONS": {
            "SOCKET_CONNECT_TIMEOUT": REDIS_CONNECT_TIMEOUT_SECONDS,
            "SOCKET_TIMEOUT": REDIS_TIMEOUT_SECONDS,
        },
    }
    return {
        "default": {"BACKEND": "config.cache.RedisWithFallback", **redis},
        "rate_limits": {
            "BACKEND": "config.cache.RedisWithFallback",
            **redis,
            "OPTIONS": {**redis["OPTIONS"], "FALLBACK": "rate_limits_in_database"},
        },
        "rate_limits_in_database": {"BACKEND": "config.cache.DatabaseCounts"},
    }


if REDIS_URL:
    CACHES = redis_caches(REDIS_URL)
    RATELIMIT_USE_CACHE = "rate_limits"
    # django-ratelimit knows django-redis by name only; ours is django-redis behind a breaker,
    # counting with Redis's INCR, and with single UPDATEs in the database while Redis is away.
    SILENCED_SYSTEM_CHECKS = ["django_ratelimit.W001"]
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    RATELIMIT_USE_CACHE = "default"
    # django-ratelimit counts in the cache and warns that local memory is per process. Without
    # Redis the shop is one process (the embedded default, tests), so its counts are whole.
    SILENCED_SYSTEM_CHECKS = ["django_ratelimit.E003", "django_ratelimit.W001"]

# Without a broker, background work runs in the request that asks for it.
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "socket_connect_timeout": REDIS_CONNECT_TIMEOUT_SECONDS,
    "socket_timeout": REDIS_TIMEOUT_SECONDS,
}
# A connection dropped since the last send is tried once more at once; a broker that is down does
# not keep the request waiting: the task is held in the database (config.held_tasks).
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 1,
    "interval_start": 0,
    "interval_step": 0.1,
    "interval_max": 0.1,
}
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TIMEZONE = TIME_ZONE
CELERY_BEAT_SCHEDULE = {
    # Tasks queued while the broker was unreachable (config.held_tasks).
    "send-held-tasks": {"task": "config.tasks.send_held_tasks", "schedule": 60},
    "publish-scheduled-pages": {"task": "cms.base.tasks.publish_scheduled_pages", "schedule": 60},
    "settle-stale-placements": {
        "task": "commerce.ordering.tasks.settle_stale_placements",
        "schedule": 60,
    },
    # Hourly although renewals fall on days: a run renews what is due and not yet renewed, so
    # the next one catches up after a missed run or a worker that was down.
    "renew-subscriptions": {
        "task": "commerce.subscriptions.tasks.renew_subscriptions",
        "schedule": 60 * 60,
    },
    # Hourly: subscriptions become eligible as they renew and customers gain segment keys; a new
    # subscription is offered its campaigns as it starts (commerce.loyalty.receivers).
    "offer-campaigns": {"task": "commerce.loyalty.tasks.offer_campaigns", "schedule": 60 * 60},
    # Hourly: products' popularity from the latest orders, suggestions from the latest searches.
    "refresh-search": {"task": "cms.search.tasks.refresh_search", "schedule": 60 * 60},
    # Hourly: recommendations are aggregates over all orders, so an hour-old set is as good to a
    # shopper as a fresh one, and each run rewrites the whole table.
    "compute-recommendations": {
        "task": "commerce.recommendations.tasks.compute_recommendations",
        "schedule": 60 * 60,
    },
}
# Readiness (/readyz): the worker records a heartbeat every CELERY_HEARTBEAT_SECONDS when beat
# asks; older than READINESS_HEARTBEAT_MAX_AGE_SECONDS, background work counts as stopped (a
# worker or beat that is down, or a queue so backed up that nothing scheduled runs).
CELERY_HEARTBEAT_SECONDS = int(os.environ.get("CELERY_HEARTBEAT_SECONDS", "30"))
READINESS_HEARTBEAT_MAX_AGE_SECONDS = int(
    os.environ.get("READINESS_HEARTBEAT_MAX_AGE_SECONDS", str(3 * CELERY_HEARTBEAT_SECONDS))
)
CELERY_BEAT_SCHEDULE["celery-heartbeat"] = {
    "task": "config.tasks.record_heartbeat",
    "schedule": CELERY_HEARTBEAT_SECONDS,
    # A heartbeat that waited in the queue longer than one interval says nothing new.
    "options": {"expires": CELERY_HEARTBEAT_SECONDS},
}
# trending-items and trending-facets count units ordered in this many days.
RECOMMENDATIONS_TRENDING_DAYS = int(os.environ.get("RECOMMENDATIONS_TRENDING_DAYS", "7"))

# Shared with the storefront, which refuses cache-refresh webhooks not signed with it. Required in
# production; development makes its own once per checkout, which the storefront reads too (dev.py).
REVALIDATE_SECRET = os.environ.get("REVALIDATE_SECRET", "")
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

# One GraphQL schema: grapple builds it; api/ adds its roots through Wagtail hooks.
GRAPHENE = {
    "SCHEMA": "grapple.schema.schema",
    # The last wraps the others: it sees their refusals too.
    "MIDDLEWARE": [
        "api.core.recaptcha.RecaptchaMiddleware",
        "api.core.search.SearchQueryMiddleware",
        "api.core.cms_arguments.CmsArgumentsMiddleware",
        "api.core.mutation_order.StopAfterFailedMutation",
    ],
}
GRAPPLE = {
    "APPS": {
        "home": "",
        "content": "",
        "products": "",
        "promotions": "",
        "legal": "",
        "stories": "",
        "help": "",
        "quiz": "",
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
# What one operation may ask for (api/core/limits.py says how each is measured); the
# storefront's own operations stay under half of each (a test checks). A cost unit is about one
# field resolved in memory: the cost limit is about a second of work on the development machine.
GRAPHQL_MAX_COST = int(os.environ.get("GRAPHQL_MAX_COST", "70000"))
GRAPHQL_MAX_ALIASES = int(os.environ.get("GRAPHQL_MAX_ALIASES", "30"))
GRAPHQL_MAX_ROOT_FIELDS = int(os.environ.get("GRAPHQL_MAX_ROOT_FIELDS", "20"))
GRAPHQL_MAX_REQUEST_BYTES = int(os.environ.get("GRAPHQL_MAX_REQUEST_BYTES", "32768"))
GRAPHQL_MAX_TOKENS = int(os.environ.get("GRAPHQL_MAX_TOKENS", "2000"))
# Trusted documents (api/core/trusted_documents.py): the storefront's operations, as
# its codegen registers them; with TRUSTED_DOCUMENTS_ONLY (production's default) the API runs
# only those, unless staff send another.
GRAPHQL_TRUSTED_DOCUMENTS = Path(
    os.environ.get(
        "GRAPHQL_TRUSTED_DOCUMENTS", BASE_DIR / "frontend/lib/graphql/trusted-documents.json"
    )
)
GRAPHQL_TRUSTED_DOCUMENTS_ONLY = env_bool("GRAPHQL_TRUSTED_DOCUMENTS_ONLY", False)

# Oscar
OSCAR_SHOP_NAME = "Rootwell"
OSCAR_DEFAULT_CURRENCY = "USD"
OSCAR_HOMEPAGE = "/dashboard/"
OSCAR_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "hello@rootwell.example")
# Product search runs through Wagtail; Oscar's haystack index is never updated.
warnings.filterwarnings("ignore", "update is not implemented in this backend", UserWarning)
HAYSTACK_CONNECTIONS = {"default": {"ENGINE": "haystack.backends.simple_backend.SimpleEngine"}}
# Oscar's default (the realtime processor) hands every model save in the shop to haystack, which
# has no index to update: every order written paid for a dozen of those calls.
HAYSTACK_SIGNAL_PROCESSOR = "haystack.signals.BaseSignalProcessor"

EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
# For django.core.mail.backends.filebased.EmailBackend: one file per message (the browser tests
# read password-reset links from there).
EMAIL_FILE_PATH = os.environ.get("EMAIL_FILE_PATH", str(VAR_DIR / "emails"))
# For django.core.mail.backends.smtp.EmailBackend.
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
EMAIL_USE_SSL = env_bool("EMAIL_USE_SSL", False)
# A stuck mail server fails the send (and the task retries) instead of holding a worker forever.
EMAIL_TIMEOUT = int(os.environ.get("EMAIL_TIMEOUT", "10"))
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

# Addresses
# A telephone typed without a +country code is read as a number of the address's country; where
# Oscar itself parses one (its forms, the dashboard), as a US number.
PHONENUMBER_DEFAULT_REGION = "US"

# Store credit, segment keys and appointments (their apps are in INSTALLED_APPS).
# Off hides the balance from shoppers (`enabled: false`); the ledger keeps working for staff.
STORE_CREDIT_ENABLED = env_bool("STORE_CREDIT_ENABLED", True)
STORE_CREDIT_CURRENCY = OSCAR_DEFAULT_CURRENCY
# The most one staff grant may add, so a typo cannot hand out a fortune.
STORE_CREDIT_MAX_GRANT = "1000.00"
# The segment keys customers may add to and remove from themselves (addCustomerSegmentKey,
# removeCustomerSegmentKey), comma-separated; none by default. Any other key is staff's to set:
# campaigns can require one (commerce.loyalty.segment_keys).
SELF_SERVICE_SEGMENT_KEYS = frozenset(env_list("SELF_SERVICE_SEGMENT_KEYS", ""))
# How long catalogue reads many pages repeat (every booster plan) stay cached at most; a saved
# product, stock record or attribute value replaces them at once (commerce.plans.cache).
CATALOGUE_CACHE_SECONDS = int(os.environ.get("CATALOGUE_CACHE_SECONDS", "300"))
LOYALTY_CUSTOMER_PAGES = [
    {"label": "Store credit", "url_name": "loyalty-dashboard:store-credit"},
    {"label": "Appointments", "url_name": "appointments-dashboard:appointment-list"},
    {"label": "Doctors", "url_name": "appointments-dashboard:doctor-list"},
    {"label": "Consultation slots", "url_name": "consultations-dashboard:slot-list"},
    {"label": "Intakes and photos", "url_name": "consultations-dashboard:intake-list"},
    {"label": "Guarantee claims", "url_name": "consultations-dashboard:claim-list"},
]
# Our pages join the Oscar menu whose first page is the key: customers' and marketers' menus.
DASHBOARD_PAGES_BY_MENU = {
    "dashboard:users-index": LOYALTY_CUSTOMER_PAGES,
    "dashboard:offer-list": [
        {"label": "Loyalty campaigns", "url_name": "loyalty-dashboard:campaign-list"},
        {"label": "Subscription coupons", "url_name": "subscriptions-dashboard:coupon-terms-list"},
    ],
}
OSCAR_DASHBOARD_NAVIGATION = [
    {
        **menu,
        "children": [
            *menu.get("children", []),
            *(
                extra
                for page in menu.get("children", [])
                for extra in DASHBOARD_PAGES_BY_MENU.get(page.get("url_name"), [])
            ),
        ],
    }
    for menu in OSCAR_DASHBOARD_NAVIGATION  # noqa: F405
]

# Customer accounts: rate limits and reCAPTCHA
# Proxies whose X-Forwarded-For is believed when finding the shopper's address for rate limits:
# the storefront's server calls from here. Addresses or CIDR ranges (e.g. a container network).
TRUSTED_PROXY_IPS = env_list("TRUSTED_PROXY_IPS", "127.0.0.1,::1")
RATELIMIT_IP_META_KEY = "commerce.customers.throttling.client_ip"


def _rate_limits(scope: str, per_email: str, per_ip: str, per_email_ip: str = "") -> dict:
    """django-ratelimit rates ("10/15m": 10 in 15 minutes), e.g. RATE_LIMIT_LOGIN_PER_IP."""
    prefix = f"RATE_LIMIT_{scope.upper()}"
    limits = {
        "email": os.environ.get(f"{prefix}_PER_EMAIL", per_email),
        "ip": os.environ.get(f"{prefix}_PER_IP", per_ip),
    }
    if per_email_ip:
        limits["email_ip"] = os.environ.get(f"{prefix}_PER_EMAIL_IP", per_email_ip)
    return limits


# Per address, generous enough for a household or an office behind one address; per email,
# tight enough to stop guessing one account's password.
RATE_LIMITS = {
    # Sign-in: one address may try one account 10 times in 15 minutes, so a stranger guessing
    # a password is stopped without keeping its owner (on their own address) out. Per email,
    # 100 an hour bounds guessing spread over many addresses; should strangers use that up, the
    # owner's emailed password reset lifts it (customers.passwords.reset).
    "login": _rate_limits("login", per_email="100/h", per_ip="50/15m", per_email_ip="10/15m"),
    "create_account": _rate_limits("create_account", per_email="5/h", per_ip="30/h"),
    "password_reset": _rate_limits("password_reset", per_email="5/h", per_ip="30/h"),
    # Setting a new password with an emailed token (resetPassword).
    "new_password": _rate_limits("new_password", per_email="10/h", per_ip="30/h"),
    "newsletter": _rate_limits("newsletter", per_email="5/h", per_ip="30/h"),
    # Card tokenising has no email to count by; its limit stops card testing from one address.
    "card_tokenise": {"ip": os.environ.get("RATE_LIMIT_CARD_TOKENISE_PER_IP", "20/h")},
    # Tracking takes an order number and an email; its limit stops guessing either.
    "order_tracking": {"ip": os.environ.get("RATE_LIMIT_ORDER_TRACKING_PER_IP", "30/h")},
    # Coupon codes: enough for a shopper's typos, too few to find codes by guessing.
    "apply_coupon": {"ip": os.environ.get("RATE_LIMIT_APPLY_COUPON_PER_IP", "20/h")},
    # Placing orders: generous for shoppers retrying a declined card, tight for card testing.
    "place_order": {"ip": os.environ.get("RATE_LIMIT_PLACE_ORDER_PER_IP", "30/15m")},
}

# reCAPTCHA v3: on only when both keys are set.
RECAPTCHA_V3_PUBLIC_KEY = os.environ.get("RECAPTCHA_V3_PUBLIC_KEY", "")
RECAPTCHA_V3_PRIVATE_KEY = os.environ.get("RECAPTCHA_V3_PRIVATE_KEY", "")
RECAPTCHA_V3_MUTATIONS = env_list(
    "RECAPTCHA_V3_MUTATIONS",
    "createCustomer,generateCustomerToken,requestPasswordResetEmail,resetPassword,"
    "subscribeForNewsletters",
)
RECAPTCHA_V3_MIN_SCORE = float(os.environ.get("RECAPTCHA_V3_MIN_SCORE", "0.5"))
RECAPTCHA_V3_TIMEOUT_SECONDS = float(os.environ.get("RECAPTCHA_V3_TIMEOUT_SECONDS", "5"))

# Stored cards and the payment gateway: cards live at the gateway; the shop keeps its ids. The
# default sandbox gateway tokenises cards at /sandbox-gateway/tokens/ as a hosted one would.
PAYMENT_GATEWAY = os.environ.get(
    "PAYMENT_GATEWAY", "commerce.payments.sandbox.gateway.SandboxGateway"
)
# Public values the browser sends to the gateway (Authorize.net's Accept.js names them so); the
# sandbox accepts only this client key.
AUTHNET_CLIENT_KEY = os.environ.get("AUTHNET_CLIENT_KEY", "rootwell-sandbox-public-client-key")
AUTHNET_API_LOGIN_ID = os.environ.get("AUTHNET_API_LOGIN_ID", "rootwell-sandbox")
STORED_CARDS_PER_CUSTOMER = 20

# Subscriptions: how far ahead a customer may move the next shipment, and pause.
SUBSCRIPTION_NEXT_RUN_MAX_DAYS = int(os.environ.get("SUBSCRIPTION_NEXT_RUN_MAX_DAYS", "90"))
SUBSCRIPTION_PAUSE_MAX_MONTHS = int(os.environ.get("SUBSCRIPTION_PAUSE_MAX_MONTHS", "3"))

# Cart: Oscar baskets found by the customer or, for guests, by the masked id in the `cart_id`
# cookie; the cookies are written by commerce.basket.middleware.
CART_MAX_LINE_QUANTITY = int(os.environ.get("CART_MAX_LINE_QUANTITY", "10"))
CART_MAX_LINES = int(os.environ.get("CART_MAX_LINES", "20"))
CART_COOKIE_DAYS = int(os.environ.get("CART_COOKIE_DAYS", "30"))
# Browsers keep Secure cookies from https origins only (and http://localhost).
CART_COOKIE_SECURE = env_bool("CART_COOKIE_SECURE", False)
# The flat rate of an order without a subscription line; subscriptions ship free.
CART_STANDARD_SHIPPING = os.environ.get("CART_STANDARD_SHIPPING", "6.95")

# Checkout, orders, shipments and subscriptions.
# An order's statuses as staff move it along in the dashboard, and as customers see them.
OSCAR_INITIAL_ORDER_STATUS = "Processing"
OSCAR_INITIAL_LINE_STATUS = "Processing"
OSCAR_ORDER_STATUS_PIPELINE = {
    "Processing": ("Shipped", "Canceled"),
    "Shipped": ("Complete",),
    "Complete": (),
    "Canceled": (),
}
OSCAR_LINE_STATUS_PIPELINE = OSCAR_ORDER_STATUS_PIPELINE
# A line follows its order (customers see each item's status): shipping the order, whether by
# adding a shipment or in the dashboard, ships its lines.
OSCAR_ORDER_STATUS_CASCADE = {status: status for status in ("Shipped", "Complete", "Canceled")}
# The shipments page sits in the dashboard's Fulfilment menu, with the orders.
FULFILMENT_PAGES = [
    {"label": "Shipments", "url_name": "fulfilment-dashboard:shipments"},
    {"label": "Returns", "url_name": "returns-dashboard:return-list"},
    # Subscriptions renew into orders: staff find them where they work the orders.
    {"label": "Subscriptions", "url_name": "subscriptions-dashboard:subscription-list"},
    {"label": "Renewal forecast", "url_name": "subscriptions-dashboard:subscription-forecast"},
]
OSCAR_DASHBOARD_NAVIGATION = [
    {**menu, "children": [*menu["children"], *FULFILMENT_PAGES]}
    if any(page.get("url_name") == "dashboard:order-list" for page in menu.get("children", []))
    else menu
    for menu in OSCAR_DASHBOARD_NAVIGATION
]
# How long the confirmation page link that placing an order returns keeps working.
ORDER_CONFIRMATION_MAX_AGE_SECONDS = int(
    os.environ.get("ORDER_CONFIRMATION_MAX_AGE_SECONDS", str(24 * 60 * 60))
)
# A placement still charging after this long lost its request (a crash, a timeout): the next
# placeOrder with its key, or else the settle_placements job (every minute), settles it,
# replaying the charge under the same key.
ORDER_PLACEMENT_RESUME_AFTER_SECONDS = int(
    os.environ.get("ORDER_PLACEMENT_RESUME_AFTER_SECONDS", "120")
)
# A declined renewal is charged again these many days after its first decline; when the last
# retry is declined too, the subscription is canceled.
SUBSCRIPTION_RETRY_DAYS = [int(days) for days in env_list("SUBSCRIPTION_RETRY_DAYS", "1,3,7")]
# Customers are emailed this many days before each renewal (to skip or change it in time).
SUBSCRIPTION_REMINDER_DAYS = int(os.environ.get("SUBSCRIPTION_REMINDER_DAYS", "3"))
# Renewals run in this many processes (each its own database connection); by default two per
# core, as a renewal spends part of its time waiting for the database. SQLite takes one writer
# at a time: one process.
SUBSCRIPTION_RENEWAL_WORKERS = int(
    os.environ.get(
        "SUBSCRIPTION_RENEWAL_WORKERS",
        "1"
        if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3"
        else 2 * os.cpu_count(),
    )
)

# Consultations: the intake, private scalp photos and the money-back guarantee
# (commerce.consultations). Scalp photos are stored here, never under MEDIA_ROOT: only the
# access-checked view reads them (owner or staff).
PRIVATE_MEDIA_ROOT = Path(os.environ.get("PRIVATE_MEDIA_ROOT", BASE_DIR / "private-media"))
SCALP_PHOTO_MAX_BYTES = int(os.environ.get("SCALP_PHOTO_MAX_BYTES", str(10 * 1024 * 1024)))
# How far ahead customers see free consultation slots.
CONSULTATION_SLOTS_DAYS_AHEAD = int(os.environ.get("CONSULTATION_SLOTS_DAYS_AHEAD", "30"))
# Returns (commerce.returns): how many days after dispatch a customer may start a return, as the
# /returns/ page says. The shop records dispatch, not delivery (see commerce/returns/services.py).
RETURNS_WINDOW_DAYS = int(os.environ.get("RETURNS_WINDOW_DAYS", "30"))
# Hair quiz (cms.quiz, commerce.quiz): results are stored for visitors too, so one address may
# submit a quiz a few times a minute (retakes, a household) but cannot fill the database.
RATE_LIMITS["submit_quiz"] = {"ip": os.environ.get("RATE_LIMIT_SUBMIT_QUIZ_PER_IP", "60/15m")}
# Search suggestions (cms.search.suggestions) grow from searches shoppers record: one address
# may record a search each time results stay on screen while a shopper refines what they type,
# but cannot flood the table; and a search becomes a suggestion only once this many visitors
# (client addresses) made it, so no one visitor can put a phrase in front of everyone.
RATE_LIMITS["record_search"] = {"ip": os.environ.get("RATE_LIMIT_RECORD_SEARCH_PER_IP", "60/15m")}
SEARCH_SUGGESTION_MIN_VISITORS = int(os.environ.get("SEARCH_SUGGESTION_MIN_VISITORS", "2"))
# Consultation intake (commerce.consultations): each attempt books a doctor's slot, so one
# customer or address may try a few times (a slot just taken, a typo) but cannot sweep the calendar.
RATE_LIMITS["consultation_intake"] = _rate_limits(
    "consultation_intake", per_email="10/h", per_ip="30/h"
)

# First-party analytics (commerce.analytics). Collection: generous per address (a browser sends a
# batch every few seconds at most), tight enough that one address cannot fill the table.
RATE_LIMITS["analytics_events"] = {
    "ip": os.environ.get("RATE_LIMIT_ANALYTICS_EVENTS_PER_IP", "300/m")
}
# Forwarding to a destination speaking Segment's HTTP tracking API: the batch endpoint's URL
# (e.g. Segment's /v1/batch) and the write key; empty, nothing is forwarded or scheduled.
ANALYTICS_FORWARD_URL = os.environ.get("ANALYTICS_FORWARD_URL", "")
ANALYTICS_WRITE_KEY = os.environ.get("ANALYTICS_WRITE_KEY", "")
ANALYTICS_FORWARD_BATCH_SIZE = int(os.environ.get("ANALYTICS_FORWARD_BATCH_SIZE", "100"))
ANALYTICS_FORWARD_TIMEOUT_SECONDS = float(os.environ.get("ANALYTICS_FORWARD_TIMEOUT_SECONDS", "10"))
# A forwarding run is queued this long after events arrive, once for all that arrive meanwhile.
ANALYTICS_FORWARD_DELAY_SECONDS = int(os.environ.get("ANALYTICS_FORWARD_DELAY_SECONDS", "5"))
# An event the destination refused (a 4xx answer other than 429) this many times is kept but no
# longer sent. Network errors, 5xx and 429 are not counted: the run backs off and tries again.
ANALYTICS_FORWARD_MAX_ATTEMPTS = int(os.environ.get("ANALYTICS_FORWARD_MAX_ATTEMPTS", "10"))
# Events received longer ago than this are no longer sent (left unsent, kept until the purge).
ANALYTICS_FORWARD_GIVE_UP_HOURS = int(os.environ.get("ANALYTICS_FORWARD_GIVE_UP_HOURS", "72"))
# How long a worker's claim on a batch lasts; a worker that died mid-send leaves it to others
# after this. Longer than every POST a batch may take (with the splitting of a refused one).
ANALYTICS_FORWARD_CLAIM_SECONDS = int(os.environ.get("ANALYTICS_FORWARD_CLAIM_SECONDS", "600"))
# Destinations (Segment integration names) turned off for events whose advertising consent is
# refused: the ad pixels and conversion APIs.
ANALYTICS_ADVERTISING_DESTINATIONS = env_list(
    "ANALYTICS_ADVERTISING_DESTINATIONS",
    "Facebook Pixel,Facebook Conversions API (Actions),Google Ads Conversions,"
    "TikTok Conversions,Pinterest Conversions API,Snap Conversions Api",
)
# Stored events older than this many days are deleted. The same hourly run blanks the raw email
# and telephone of events that will not be forwarded (given up on after
# ANALYTICS_FORWARD_GIVE_UP_HOURS); only their hashes stay (commerce.analytics.identity).
ANALYTICS_RETENTION_DAYS = int(os.environ.get("ANALYTICS_RETENTION_DAYS", "30"))
CELERY_BEAT_SCHEDULE["purge-analytics-events"] = {
    "task": "commerce.analytics.tasks.purge_events",
    "schedule": 60 * 60,
}
if ANALYTICS_FORWARD_URL:
    # Besides the run queued as events arrive: catches up after failures and restarts.
    CELERY_BEAT_SCHEDULE["forward-analytics-events"] = {
        "task": "commerce.analytics.tasks.forward_events",
        "schedule": 60,
    }

# Privacy requests (commerce.privacy): how long the emailed confirmation link works, and how
# many requests one address or email may submit (each sends an email).
PRIVACY_REQUEST_CONFIRM_SECONDS = int(
    os.environ.get("PRIVACY_REQUEST_CONFIRM_SECONDS", str(48 * 60 * 60))
)
RATE_LIMITS["privacy_request"] = _rate_limits("privacy_request", per_email="5/h", per_ip="20/h")
# Staff find them in the dashboard's Customers menu.
PRIVACY_REQUEST_PAGES = [
    {"label": "Privacy requests", "url_name": "privacy-dashboard:request-list"},
]
OSCAR_DASHBOARD_NAVIGATION = [
    {**menu, "children": [*menu["children"], *PRIVACY_REQUEST_PAGES]}
    if any(page.get("url_name") == "dashboard:users-index" for page in menu.get("children", []))
    else menu
    for menu in OSCAR_DASHBOARD_NAVIGATION
]

# Product reviews (Oscar's reviews app, rules in commerce.product_reviews): new reviews wait for
# staff (Dashboard > Content > Reviews). Each review or vote is a write one customer repeats
# rarely: enough for a household's orders, too few to flood the moderation queue.
OSCAR_MODERATE_REVIEWS = True
RATE_LIMITS["product_review"] = _rate_limits("product_review", per_email="10/h", per_ip="30/h")
RATE_LIMITS["product_review_vote"] = _rate_limits(
    "product_review_vote", per_email="60/h", per_ip="200/h"
)
