"""A subscriber's emails, sent by a Celery worker once what they tell is committed: the receipt
of a renewal, a declined renewal (with the link to update the card), the reminder before a
renewal (with the link to skip or change it), and the confirmation of each change to when or
what it charges (with the next charge's date and price) and of a cancel (no further charges)."""

from django.conf import settings
from oscar.core.loading import get_model

from commerce.core.emails import send_templated_email
from commerce.customers.tasks import email_task
from commerce.ordering.summary import order_summary

from . import pricing
from .models import Subscription
from .next_charge import next_charge
from .terms import DAYS_PER_MONTH

Order = get_model("order", "Order")
TEMPLATES = "subscriptions/email"


def subscription_url(subscription: Subscription) -> str:
    """The subscription's page in the customer's account: skip, change, update the card."""
    return f"{settings.FRONTEND_URL}/account/subscriptions/{subscription.pk}"


@email_task
def send_renewal_receipt(order_id: int) -> None:
    order = Order.objects.select_related("user", "shipping_address", "placement__subscription").get(
        pk=order_id
    )
    subscription = order.placement.subscription
    _send(
        "renewal_receipt",
        {
            "order": order,
            "summary": order_summary(order),
            "subscription": subscription,
            "subscription_url": subscription_url(subscription),
        },
        order.email,
    )


@email_task
def send_payment_failed(subscription_id: int) -> None:
    subscription = Subscription.objects.select_related("customer").get(pk=subscription_id)
    _send(
        "payment_failed",
        {
            "subscription": subscription,
            "totals": next_charge(subscription).totals,
            "subscription_url": subscription_url(subscription),
        },
        subscription.customer.email,
    )


@email_task
def send_renewal_reminder(subscription_id: int) -> None:
    subscription = Subscription.objects.select_related("customer").get(pk=subscription_id)
    _send("renewal_reminder", _next_charge_context(subscription), subscription.customer.email)


@email_task
def send_subscription_changed(subscription_id: int, change: str) -> None:
    """Confirms a change (one of signals.CHANGES) with what the subscription charges next, as
    it stands when the email is written."""
    subscription = Subscription.objects.select_related("customer").get(pk=subscription_id)
    context = {
        **_next_charge_context(subscription),
        "change": change,
        "every_days": subscription.frequency_count * DAYS_PER_MONTH,
    }
    _send("subscription_changed", context, subscription.customer.email)


@email_task
def send_subscription_canceled(subscription_id: int, payment_declined: bool = False) -> None:
    """Confirms a cancel: nothing more is charged or shipped; `payment_declined` when the shop
    canceled it after the last retry of a declined renewal."""
    subscription = Subscription.objects.select_related("customer").get(pk=subscription_id)
    context = {
        "subscription": subscription,
        "payment_declined": payment_declined,
        "subscription_url": subscription_url(subscription),
    }
    _send("subscription_canceled", context, subscription.customer.email)


def _next_charge_context(subscription: Subscription) -> dict:
    """The subscription, what its next renewal ships at which price, and when it charges."""
    charge = next_charge(subscription)
    return {
        "subscription": subscription,
        "charge_on": charge.on,
        "items": [
            {
                "qty": item["qty"],
                "name": item["name"],
                "total": pricing.line_total(item["price"], item["qty"]),
            }
            for item in subscription.quote.get("items", [])
        ],
        "totals": charge.totals,
        "subscription_url": subscription_url(subscription),
    }


def _send(name: str, context: dict, to: str) -> None:
    send_templated_email(f"{TEMPLATES}/{name}", context, to)
