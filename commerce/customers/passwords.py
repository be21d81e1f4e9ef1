"""Forgotten and changed passwords (Magento's requestPasswordResetEmail, resetPassword,
changeCustomerPassword and their messages).

Reset tokens are Django's: an HMAC over the account's password hash and the time, so a token
stops working once the password changes (single use) or PASSWORD_RESET_TIMEOUT passes, and
nothing about it is stored.
"""

from django.contrib.auth import get_user_model, password_validation
from django.contrib.auth.tokens import default_token_generator
from django.core.exceptions import ValidationError
from django.db import transaction

from commerce.core.errors import DomainError

from . import tokens
from .newsletter import InvalidEmail, normalise_email
from .tasks import send_password_changed, send_password_reset
from .throttling import lift_email_limit

TOKEN_MISMATCHED = "The password token is mismatched. Reset and try again."
WRONG_PASSWORD = "The password doesn't match this account. Verify the password and try again."


class PasswordError(DomainError, ValueError):
    """A reset or change refused; the message is the one to show."""


def request_reset(email: str) -> None:
    """Emails a reset link when an active account has this address; silent otherwise, so the
    answer never tells who has an account. Raises InvalidEmail for a malformed address."""
    user = _active_customer(normalise_email(email))
    if user is not None:
        # The task makes the token itself, so it never sits in the task queue.
        transaction.on_commit(lambda: send_password_reset.delay(user.pk), robust=True)


@transaction.atomic
def reset(email: str, token: str, new_password: str):
    """Sets a new password with an emailed token and signs the customer out everywhere."""
    try:
        user = _active_customer(normalise_email(email))
    except InvalidEmail:
        user = None
    if user is None or not default_token_generator.check_token(user, token or ""):
        raise PasswordError(TOKEN_MISMATCHED)
    _set_password(user, new_password)
    tokens.revoke_all(user)
    # The owner proved who they are: sign-ins strangers spent on the email no longer count.
    transaction.on_commit(lambda: lift_email_limit("login", user.email))
    return user


@transaction.atomic
def change(user, current_password: str, new_password: str, keep_token: str):
    """A signed-in customer's new password; their other sessions end, this one stays."""
    if not user.check_password(current_password or ""):
        raise PasswordError(WRONG_PASSWORD)
    _set_password(user, new_password)
    tokens.revoke_all(user, except_raw=keep_token)
    return user


def _set_password(user, new_password: str) -> None:
    try:
        password_validation.validate_password(new_password or "", user)
    except ValidationError as error:
        raise PasswordError(" ".join(error.messages)) from error
    user.set_password(new_password)
    user.save(update_fields=["password"])
    transaction.on_commit(lambda: send_password_changed.delay(user.pk), robust=True)


def _active_customer(email: str):
    return get_user_model().objects.filter(email__iexact=email, is_active=True).first()
