import smtplib

from celery import shared_task
from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from oscar.core.loading import get_model

from .models import NewsletterSubscriber
from .welcome_offer import WELCOME_DISCOUNT

Voucher = get_model("voucher", "Voucher")


@shared_task(
    autoretry_for=(smtplib.SMTPException, OSError),
    retry_backoff=True,
    max_retries=5,
)
def send_newsletter_welcome(subscriber_id: int) -> None:
    """Emails a new subscriber their welcome code (plain text and HTML)."""
    subscriber = NewsletterSubscriber.objects.get(pk=subscriber_id)
    voucher = Voucher.objects.get(code=subscriber.discount_code)
    context = {
        "code": voucher.code,
        "discount": WELCOME_DISCOUNT,
        "valid_until": voucher.end_datetime,
        "shop_url": settings.FRONTEND_URL,
    }
    message = EmailMultiAlternatives(
        subject=render_to_string(
            "customers/emails/newsletter_welcome_subject.txt", context
        ).strip(),
        body=render_to_string("customers/emails/newsletter_welcome.txt", context),
        to=[subscriber.email],
    )
    message.attach_alternative(
        render_to_string("customers/emails/newsletter_welcome.html", context), "text/html"
    )
    message.send()
