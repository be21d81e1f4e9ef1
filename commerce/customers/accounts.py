"""Customers signing up and signing in by email, refused with Magento's messages."""

from dataclasses import dataclass

from django.contrib.auth import authenticate, get_user_model, password_validation
from django.contrib.auth.models import update_last_login
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction

from commerce.core.errors import DomainError
from commerce.core.text import clean_text

from . import tokens
from .profile import NAME_MAX_LENGTH
from .tasks import send_customer_welcome

# One message for every failed sign-in, so that nobody can learn which emails have accounts.
SIGN_IN_FAILED = (
    "The account sign-in was incorrect or your account is disabled temporarily. "
    "Please wait and try again later."
)
EMAIL_TAKEN = "A customer with the same email address already exists in an associated website."


class AccountError(DomainError):
    """A sign-up or sign-in refused, with the message to show."""


@dataclass(frozen=True)
class SignIn:
    token: str
    weak_password: bool


def sign_in(email: str, password: str) -> SignIn:
    """A token for the customer; `weak_password` when the password fails today's rules."""
    user = authenticate(username=(email or "").strip(), password=password or "")
    if user is None or not user.is_active:
        raise AccountError(SIGN_IN_FAILED, "AUTHENTICATION_FAILED")
    # Reset links hash the last sign-in: signing in retires every link sent before.
    update_last_login(None, user)
    return SignIn(token=tokens.issue(user), weak_password=not _passes_rules(password, user))


def sign_out(raw_token: str) -> bool:
    return tokens.revoke(raw_token)


def create_customer(*, firstname: str, lastname: str, email: str, password: str):
    """A new customer account, welcomed by email once saved; refuses a taken email (in any
    case) or a rejected password."""
    email = (email or "").strip()
    firstname, lastname = clean_text(firstname), clean_text(lastname)
    if not firstname or not lastname:
        raise AccountError("Enter your first and last name.")
    if max(len(firstname), len(lastname)) > NAME_MAX_LENGTH:
        raise AccountError(f"Names must be at most {NAME_MAX_LENGTH} characters.")
    try:
        validate_email(email)
    except ValidationError as error:
        raise AccountError("Enter a valid email address.") from error
    User = get_user_model()
    if User.objects.filter(email__iexact=email).exists():
        raise AccountError(EMAIL_TAKEN)
    user = User(email=email.lower(), first_name=firstname, last_name=lastname)
    try:
        password_validation.validate_password(password, user)
    except ValidationError as error:
        raise AccountError(" ".join(error.messages)) from error
    user.set_password(password)
    try:
        with transaction.atomic():
            user.save()
            # A mail server that is down must not undo or fail the sign-up; the task retries.
            transaction.on_commit(lambda: send_customer_welcome.delay(user.pk), robust=True)
    except IntegrityError as error:  # the same address signing up twice at once
        raise AccountError(EMAIL_TAKEN) from error
    return user


def _passes_rules(password: str, user) -> bool:
    try:
        password_validation.validate_password(password, user)
    except ValidationError:
        return False
    return True
