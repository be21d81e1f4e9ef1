"""Each app declares its own settings, rate limits, jobs and dashboard pages
(config.settings.plugins); base.py keeps only what is global. The snapshots below were taken
from the single base.py these declarations came out of: the running settings still say the same.
"""

import importlib
import importlib.util
from pathlib import Path

from django.conf import settings

from config.settings.plugins import APP_SETTINGS_MODULES, declared

from .processes import run_python

BASE_SETTINGS = Path(__file__).resolve().parent.parent / "settings" / "base.py"

SCHEDULED_JOBS = {
    "celery-heartbeat",
    "compute-recommendations",
    "offer-campaigns",
    "publish-scheduled-pages",
    "purge-analytics-events",
    "refresh-search",
    "renew-subscriptions",
    "send-held-tasks",
    "settle-stale-placements",
}
RATE_LIMITED_SCOPES = {
    "analytics_events",
    "apply_coupon",
    "card_tokenise",
    "consultation_intake",
    "create_account",
    "login",
    "new_password",
    "newsletter",
    "order_tracking",
    "password_reset",
    "place_order",
    "privacy_request",
    "product_review",
    "product_review_vote",
    "record_search",
    "submit_quiz",
}
DASHBOARD_MENUS = {
    "Dashboard": [],
    "Catalog": [
        "Products",
        "Product Types",
        "Categories",
        "Ranges",
        "Low stock alerts",
        "Options",
        "Attribute Option Groups",
    ],
    "Fulfilment": [
        "Orders",
        "Statistics",
        "Partners",
        "Shipments",
        "Returns",
        "Subscriptions",
        "Renewal forecast",
    ],
    "Customers": [
        "Customers",
        "Stock alert requests",
        "Store credit",
        "Appointments",
        "Doctors",
        "Consultation slots",
        "Intakes and photos",
        "Guarantee claims",
        "Privacy requests",
    ],
    "Offers": ["Offers", "Coupons", "Voucher Sets", "Loyalty campaigns", "Subscription coupons"],
    "Content": ["Pages", "Email templates", "Reviews"],
    "Reports": [],
}


def test_base_settings_keep_to_what_is_global():
    lines = BASE_SETTINGS.read_text().count("\n")

    assert lines <= 300, f"config/settings/base.py has {lines} lines; apps declare their own"


def test_every_app_setting_is_in_the_running_settings():
    for module_name in APP_SETTINGS_MODULES:
        # Given what an app declares
        for name, value in declared(importlib.import_module(module_name)).items():
            # Then the running settings have it (the test settings may override some values)
            if name == "DASHBOARD_MENU":
                continue
            assert hasattr(settings, name), f"{module_name}.{name} missing from settings"
            if name in ("RATE_LIMITS", "CELERY_BEAT_SCHEDULE"):
                assert value.items() <= getattr(settings, name).items(), module_name


def test_every_installed_app_with_a_settings_module_is_gathered():
    for app in settings.INSTALLED_APPS:
        # Given an app of ours (an AppConfig path names its package first)
        package = app.split(".apps.")[0]
        if not package.startswith(("commerce.", "cms.")):
            continue
        # Then its settings module, if it has one, is read
        if importlib.util.find_spec(f"{package}.settings"):
            assert f"{package}.settings" in APP_SETTINGS_MODULES


def test_scheduled_jobs_and_rate_limits_are_those_of_before():
    assert set(settings.CELERY_BEAT_SCHEDULE) == SCHEDULED_JOBS
    assert set(settings.RATE_LIMITS) == RATE_LIMITED_SCOPES


def test_dashboard_menus_list_the_apps_pages_as_before():
    menus = {
        str(menu["label"]): [str(page["label"]) for page in menu.get("children", [])]
        for menu in settings.OSCAR_DASHBOARD_NAVIGATION
    }

    assert menus == DASHBOARD_MENUS


def test_every_declared_dashboard_page_is_in_a_menu():
    url_names = {
        page.get("url_name")
        for menu in settings.OSCAR_DASHBOARD_NAVIGATION
        for page in menu.get("children", [])
    }
    for module_name in APP_SETTINGS_MODULES:
        menu = declared(importlib.import_module(module_name)).get("DASHBOARD_MENU", {})
        for pages in menu.values():
            assert {page["url_name"] for page in pages} <= url_names, module_name


def test_store_credit_is_in_the_shop_currency():
    assert settings.STORE_CREDIT_CURRENCY == settings.OSCAR_DEFAULT_CURRENCY


def test_the_apps_settings_still_come_from_the_same_environment_variables():
    # Given a few of the variables the apps' own settings modules read
    environment = {
        "RATE_LIMIT_LOGIN_PER_EMAIL_IP": "1/m",
        "RATE_LIMIT_PLACE_ORDER_PER_IP": "2/m",
        "ANALYTICS_FORWARD_URL": "https://analytics.example/v1/batch",
        "SUBSCRIPTION_RETRY_DAYS": "2,4",
        "CELERY_HEARTBEAT_SECONDS": "10",
        "DEFAULT_FROM_EMAIL": "shop@rootwell.example",
    }

    # When the settings load
    loaded = run_python(
        "from config.settings import base as s; print(s.RATE_LIMITS['login']['email_ip'],"
        " s.RATE_LIMITS['place_order']['ip'], 'forward-analytics-events' in"
        " s.CELERY_BEAT_SCHEDULE, s.SUBSCRIPTION_RETRY_DAYS, s.READINESS_HEARTBEAT_MAX_AGE_SECONDS,"
        " s.OSCAR_FROM_EMAIL)",
        **environment,
    )

    # Then each app's setting follows its variable
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.split() == [
        "1/m",
        "2/m",
        "True",
        "[2,",
        "4]",
        "30",
        "shop@rootwell.example",
    ]
