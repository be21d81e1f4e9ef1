"""A subscriber is emailed each change to when or what their subscription charges, and its
cancel (connected in apps.ready). The signals are sent once the change is committed, once per
change, so the worker reads the subscription as it was left."""

from . import signals
from .declines import CANCEL_REASON as DECLINED_REASON
from .emails import send_subscription_canceled, send_subscription_changed

# Every change moves the next charge's date or price, which the email restates.
EMAILED_CHANGES = frozenset(signals.CHANGES)


def email_change(sender, subscription, change, **kwargs) -> None:
    if change in EMAILED_CHANGES:
        send_subscription_changed.delay(subscription.pk, change)


def email_cancel(sender, subscription, reason="", **kwargs) -> None:
    send_subscription_canceled.delay(subscription.pk, payment_declined=reason == DECLINED_REASON)
