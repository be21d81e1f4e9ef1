"""The order confirmation email, sent by a Celery worker once the order is committed."""

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from oscar.core.loading import get_model

from commerce.customers.tasks import email_task

from .summary import order_summary

Order = get_model("order", "Order")
TEMPLATES = "ordering/email/order_confirmation"


@email_task
def send_order_confirmation(order_id: int) -> None:
    order = Order.objects.select_related("user", "shipping_address").get(pk=order_id)
    context = {
        "shop_url": settings.FRONTEND_URL,
        "order": order,
        "summary": order_summary(order),
        "order_url": _order_url(order),
    }
    message = EmailMultiAlternatives(
        subject=render_to_string(f"{TEMPLATES}_subject.txt", context).strip(),
        body=render_to_string(f"{TEMPLATES}.txt", context),
        to=[order.email],
    )
    message.attach_alternative(render_to_string(f"{TEMPLATES}.html", context), "text/html")
    message.send()


def _order_url(order) -> str:
    """Where the email's reader sees the order for as long as they keep it (the confirmation
    page's token expires): a customer's account page, or order tracking for a guest, who
    looks it up by its number and their email."""
    if order.user_id:
        return f"{settings.FRONTEND_URL}/account/orders/{order.number}/"
    return f"{settings.FRONTEND_URL}/tracking/"
