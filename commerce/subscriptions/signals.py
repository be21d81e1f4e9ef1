"""Revenue events of subscriptions, sent once their change is committed, exactly once each:
whatever forwards revenue (analytics, a data warehouse) connects here, never the browser."""

from django.dispatch import Signal

# sender=Subscription, subscription=..., order=...: a paid order started it.
started = Signal()
# sender=Subscription, subscription=..., order=...: a renewal's order was placed and paid.
renewed = Signal()
# sender=Subscription, subscription=..., reason=...: the customer, staff, or the shop (a renewal
# left unpaid) canceled it.
canceled = Signal()
