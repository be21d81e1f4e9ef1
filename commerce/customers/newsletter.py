"""The footer's newsletter sign-up: one subscriber, one code."""

from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.core.validators import EmailValidator
from django.db import IntegrityError, transaction

from commerce.core.errors import DomainError

from .models import NewsletterSubscriber
from .tasks import send_newsletter_welcome
from .welcome_offer import issue_welcome_voucher

EMAIL_REQUIRED = "Enter your email address."
EMAIL_INVALID = "Enter a valid email address."
# RFC 5321's limit on an address that mail can actually be delivered to.
MAX_EMAIL_LENGTH = 254


class InvalidEmail(DomainError, ValueError):
    """The address is missing or malformed; the message says which, for the shopper."""


@dataclass(frozen=True)
class SignUp:
    subscriber: NewsletterSubscriber
    is_new: bool


def normalise_email(email: str) -> str:
    """The address as stored: trimmed and lower-cased; refuses empty and malformed addresses."""
    address = (email or "").strip().lower()
    if not address:
        raise InvalidEmail(EMAIL_REQUIRED)
    if len(address) > MAX_EMAIL_LENGTH:
        raise InvalidEmail(EMAIL_INVALID)
    try:
        EmailValidator()(address)
    except ValidationError as error:
        raise InvalidEmail(EMAIL_INVALID) from error
    return address


def subscribe(email: str) -> SignUp:
    """Signs an address up and emails it a $10 welcome code once the sign-up is saved.

    Signing up again, in any letter case, changes nothing and sends nothing, but is still a
    success for the shopper: the answer does not reveal whether an address was already listed.
    """
    address = normalise_email(email)
    existing = NewsletterSubscriber.objects.filter(email=address).first()
    if existing:
        return SignUp(existing, is_new=False)
    try:
        with transaction.atomic():
            voucher = issue_welcome_voucher()
            subscriber = NewsletterSubscriber.objects.create(
                email=address, discount_code=voucher.code
            )
            # A mail server that is down must not undo or fail the sign-up; the task retries.
            transaction.on_commit(lambda: send_newsletter_welcome.delay(subscriber.pk), robust=True)
    except IntegrityError:
        # The same address was signed up by a concurrent request, which sends the email.
        return SignUp(NewsletterSubscriber.objects.get(email=address), is_new=False)
    return SignUp(subscriber, is_new=True)
