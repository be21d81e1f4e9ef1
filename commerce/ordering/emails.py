"""The order confirmation email, sent by a Celery worker once the order is committed."""

from django.conf import settings
from oscar.core.loading import get_model

from commerce.core.emails import send_templated_email
from commerce.customers.tasks import email_task

from .summary import order_summary

Order = get_model("order", "Order")
TEMPLATES = "ordering/email/order_confirmation"


@email_task
def send_order_confirmation(order_id: int) -> None:
    order = Order.objects.select_related("user", "shipping_address").get(pk=order_id)
    send_templated_email(
        TEMPLATES,
        {"order": order, "summary": order_summary(order), "order_url": order_url(order)},
        order.email,
    )


def confirm_order(order_id: int, **facts) -> None:
    """Listens to ordering.events.order_placed: the confirmation, queued once the order commits."""
    send_order_confirmation.delay(order_id)


def order_url(order) -> str:
    """Where the email's reader sees the order for as long as they keep it (the confirmation
    page's token expires): a customer's account page, or order tracking for a guest, who
    looks it up by its number and their email."""
    if order.user_id:
        return f"{settings.FRONTEND_URL}/account/orders/{order.number}/"
    return f"{settings.FRONTEND_URL}/tracking/"
