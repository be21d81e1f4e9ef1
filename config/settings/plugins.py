"""The apps' own settings, gathered into the project's (base.py).

Each app that needs settings declares them in a module of its own (`<app>/settings.py`), read
from the environment with safe defaults. Besides its plain settings, such a module may declare:

- RATE_LIMITS: its scopes, merged into settings.RATE_LIMITS;
- CELERY_BEAT_SCHEDULE: its scheduled jobs, merged into settings.CELERY_BEAT_SCHEDULE;
- DASHBOARD_MENU: its dashboard pages by the Oscar menu they join, that menu named by the url_name
  of one of Oscar's pages in it (e.g. "dashboard:users-index" for Customers); they follow that
  menu's pages in OSCAR_DASHBOARD_NAVIGATION.

These modules are read while the settings load, before any app does: they import only the
standard library and config.settings.env.
"""

import importlib

from config.settings import env

# In this order: each menu lists the pages of the apps below in their order here.
APP_SETTINGS_MODULES = [
    # The platform's own: Redis and the broker, background jobs, email; then the API.
    "config.settings.cache",
    "config.settings.background",
    "config.settings.email",
    "api.settings",
    "cms.base.settings",
    "cms.search.settings",
    "commerce.core.settings",
    "commerce.customers.settings",
    "commerce.address.settings",
    "commerce.plans.settings",
    "commerce.payments.settings",
    "commerce.basket.settings",
    "commerce.ordering.settings",
    "commerce.loyalty.settings",
    "commerce.appointments.settings",
    "commerce.consultations.settings",
    "commerce.fulfilment.settings",
    "commerce.returns.settings",
    "commerce.subscriptions.settings",
    "commerce.recommendations.settings",
    "commerce.quiz.settings",
    "commerce.analytics.settings",
    "commerce.privacy.settings",
    "commerce.product_reviews.settings",
]
MERGED = ("RATE_LIMITS", "CELERY_BEAT_SCHEDULE")
MENU = "DASHBOARD_MENU"


def declared(module) -> dict:
    """The module's own settings: its upper-case names, less those it imports from env."""
    shared = {name for name in vars(env) if name.isupper()}
    return {
        name: value for name, value in vars(module).items() if name.isupper() and name not in shared
    }


def gather(modules: list[str] = APP_SETTINGS_MODULES) -> dict:
    """The settings the apps declare, their rate limits, jobs and dashboard pages merged."""
    gathered: dict = {name: {} for name in MERGED} | {MENU: {}}
    for module_name in modules:
        for name, value in declared(importlib.import_module(module_name)).items():
            if name in MERGED:
                gathered[name].update(value)
            elif name == MENU:
                for first_page, pages in value.items():
                    gathered[MENU].setdefault(first_page, []).extend(pages)
            elif name in gathered:
                raise ValueError(f"{module_name} declares {name}, already declared by another app")
            else:
                gathered[name] = value
    return gathered


def with_pages(navigation: list[dict], pages_by_first_page: dict[str, list[dict]]) -> list[dict]:
    """Oscar's dashboard menus, each followed by the apps' pages declared for it."""
    return [
        {
            **menu,
            "children": [
                *menu.get("children", []),
                *(
                    page
                    for child in menu.get("children", [])
                    for page in pages_by_first_page.get(child.get("url_name"), [])
                ),
            ],
        }
        for menu in navigation
    ]
