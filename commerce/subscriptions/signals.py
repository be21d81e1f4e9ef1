"""What happens to subscriptions, sent once each change is committed, exactly once each: whatever
forwards revenue (analytics, a data warehouse) or tells the customer (emails) connects here."""

from django.dispatch import Signal

from commerce.core.events import Event

# sender=Subscription, subscription=..., order=...: a paid order started it.
started = Signal()
# sender=Subscription, subscription=..., order=...: a renewal's order was placed and paid.
renewed = Signal()
# sender=Subscription, subscription=..., reason=...: the customer, staff, or the shop (a renewal
# left unpaid) canceled it.
canceled = Signal()
# sender=Subscription, subscription=..., change=one of CHANGES, actor=...: the customer, staff
# or the shop changed when or what it charges (cancel has its own signal above).
changed = Signal()
PAUSED = "paused"
RESUMED = "resumed"
SKIPPED = "skipped"
REACTIVATED = "reactivated"
DATE_CHANGED = "date_changed"
FREQUENCY_CHANGED = "frequency_changed"
PRODUCTS_CHANGED = "products_changed"
PRICE_CHANGED = "price_changed"
CHANGES = (
    PAUSED,
    RESUMED,
    SKIPPED,
    REACTIVATED,
    DATE_CHANGED,
    FREQUENCY_CHANGED,
    PRODUCTS_CHANGED,
    PRICE_CHANGED,
)

# Not after the commit but in the renewal's transaction (commerce.core.events; listeners connect
# with after_commit=False): offer_ids=[...], order=...: the rewards a renewal shipped, whose offers
# are marked used with its order, or not at all.
rewards_shipped = Event("rewards shipped")
