"""A subscriber's renewal emails, sent by a Celery worker once what they tell is committed: the
receipt of a renewal, a declined renewal (with the link to update the card) and the reminder
before a renewal (with the link to skip or change it)."""

from django.conf import settings
from oscar.core.loading import get_model

from commerce.core.emails import send_templated_email
from commerce.customers.tasks import email_task
from commerce.ordering.summary import order_summary

from . import pricing
from .models import Subscription

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
            "totals": pricing.renewal_totals(subscription),
            "subscription_url": subscription_url(subscription),
        },
        subscription.customer.email,
    )


@email_task
def send_renewal_reminder(subscription_id: int) -> None:
    subscription = Subscription.objects.select_related("customer").get(pk=subscription_id)
    _send(
        "renewal_reminder",
        {
            "subscription": subscription,
            "items": [
                {
                    "qty": item["qty"],
                    "name": item["name"],
                    "total": pricing.line_total(item["price"], item["qty"]),
                }
                for item in subscription.quote.get("items", [])
            ],
            "totals": pricing.renewal_totals(subscription),
            "subscription_url": subscription_url(subscription),
        },
        subscription.customer.email,
    )


def _send(name: str, context: dict, to: str) -> None:
    send_templated_email(f"{TEMPLATES}/{name}", context, to)
