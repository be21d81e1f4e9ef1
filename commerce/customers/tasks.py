import smtplib
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import default_token_generator
from django.utils import timezone
from django.utils.timesince import timeuntil
from oscar.core.loading import get_model

from commerce.core.emails import send_templated_email

from .models import NewsletterSubscriber
from .welcome_offer import WELCOME_DISCOUNT

Voucher = get_model("voucher", "Voucher")
RESET_PATH = "/customer/account/createpassword/"

# A mail server that is down or slow is retried later; the request that queued the email is done.
email_task = shared_task(
    autoretry_for=(smtplib.SMTPException, OSError), retry_backoff=True, max_retries=5
)


@email_task
def send_newsletter_welcome(subscriber_id: int) -> None:
    """Emails a new subscriber their welcome code."""
    subscriber = NewsletterSubscriber.objects.get(pk=subscriber_id)
    voucher = Voucher.objects.get(code=subscriber.discount_code)
    context = {
        "code": voucher.code,
        "discount": WELCOME_DISCOUNT,
        "valid_until": voucher.end_datetime,
    }
    send_templated_email("customers/emails/newsletter_welcome", context, subscriber.email)


@email_task
def send_customer_welcome(user_id: int) -> None:
    """Welcomes a new customer and tells them where their account is."""
    user = get_user_model().objects.get(pk=user_id)
    send_templated_email("customers/emails/customer_welcome", {"customer": user}, user.email)


@email_task
def send_password_reset(user_id: int) -> None:
    """Emails a link to set a new password; the token is made here, at sending time."""
    user = get_user_model().objects.get(pk=user_id)
    if not user.is_active:
        return
    token = default_token_generator.make_token(user)
    context = {
        "customer": user,
        "reset_url": f"{settings.FRONTEND_URL}{RESET_PATH}?token={token}",
        "valid_for": _from_now(timedelta(seconds=settings.PASSWORD_RESET_TIMEOUT)),
    }
    send_templated_email("customers/emails/password_reset", context, user.email)


@email_task
def send_password_changed(user_id: int) -> None:
    """Tells the customer their password changed, so a change they did not make is noticed."""
    user = get_user_model().objects.get(pk=user_id)
    send_templated_email("customers/emails/password_changed", {"customer": user}, user.email)


def _from_now(duration: timedelta) -> str:
    """A duration as people read it: "1 day", "2 hours"."""
    now = timezone.now()
    return timeuntil(now + duration, now)
