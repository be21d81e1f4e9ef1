"""Checkout and orders: statuses, confirmation links, stale placements."""

from config.settings.env import env_int, rate_limit_per_ip

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

# How long the confirmation page link that placing an order returns keeps working.
ORDER_CONFIRMATION_MAX_AGE_SECONDS = env_int("ORDER_CONFIRMATION_MAX_AGE_SECONDS", 24 * 60 * 60)
# A placement still charging after this long lost its request (a crash, a timeout): the next
# placeOrder with its key, or else the settle_placements job (every minute), settles it,
# replaying the charge under the same key.
ORDER_PLACEMENT_RESUME_AFTER_SECONDS = env_int("ORDER_PLACEMENT_RESUME_AFTER_SECONDS", 120)

RATE_LIMITS = {
    # Tracking takes an order number and an email; its limit stops guessing either.
    "order_tracking": rate_limit_per_ip("order_tracking", "30/h"),
    # Placing orders: generous for shoppers retrying a declined card, tight for card testing.
    "place_order": rate_limit_per_ip("place_order", "30/15m"),
}

CELERY_BEAT_SCHEDULE = {
    "settle-stale-placements": {
        "task": "commerce.ordering.tasks.settle_stale_placements",
        "schedule": 60,
    },
}
