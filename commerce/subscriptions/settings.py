"""Subscriptions: changes customers may make, renewals, retries and reminders."""

import os

from config.settings.env import database_is_sqlite, env_int, env_list

# How far ahead a customer may move the next shipment, and pause.
SUBSCRIPTION_NEXT_RUN_MAX_DAYS = env_int("SUBSCRIPTION_NEXT_RUN_MAX_DAYS", 90)
SUBSCRIPTION_PAUSE_MAX_MONTHS = env_int("SUBSCRIPTION_PAUSE_MAX_MONTHS", 3)
# A declined renewal is charged again these many days after its first decline; when the last
# retry is declined too, the subscription is canceled.
SUBSCRIPTION_RETRY_DAYS = [int(days) for days in env_list("SUBSCRIPTION_RETRY_DAYS", "1,3,7")]
# Customers are emailed this many days before each renewal (to skip or change it in time).
SUBSCRIPTION_REMINDER_DAYS = env_int("SUBSCRIPTION_REMINDER_DAYS", 3)
# Renewals run in this many processes (each its own database connection); by default two per
# core, as a renewal spends part of its time waiting for the database. SQLite takes one writer
# at a time: one process.
SUBSCRIPTION_RENEWAL_WORKERS = env_int(
    "SUBSCRIPTION_RENEWAL_WORKERS", 1 if database_is_sqlite() else 2 * os.cpu_count()
)

CELERY_BEAT_SCHEDULE = {
    # Hourly although renewals fall on days: a run renews what is due and not yet renewed, so
    # the next one catches up after a missed run or a worker that was down.
    "renew-subscriptions": {
        "task": "commerce.subscriptions.tasks.renew_subscriptions",
        "schedule": 60 * 60,
    },
}

DASHBOARD_MENU = {
    # Subscriptions renew into orders: staff find them where they work the orders.
    "dashboard:order-list": [
        {"label": "Subscriptions", "url_name": "subscriptions-dashboard:subscription-list"},
        {"label": "Renewal forecast", "url_name": "subscriptions-dashboard:subscription-forecast"},
    ],
    "dashboard:offer-list": [
        {"label": "Subscription coupons", "url_name": "subscriptions-dashboard:coupon-terms-list"},
    ],
}
