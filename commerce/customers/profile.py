"""A customer editing their own profile (updateCustomerV2): names, telephone, gender, refills."""

import re

from commerce.core.errors import DomainError
from commerce.core.text import clean_text

from .models import User

NAME_MAX_LENGTH = User._meta.get_field("first_name").max_length
TELEPHONE_MAX_LENGTH = User._meta.get_field("telephone").max_length
# Digits, optionally after a leading +, with the separators people type: spaces, dashes, dots and
# parentheses. E.164 allows at most 15 digits; no real number has fewer than 7.
_TELEPHONE = re.compile(r"\+?[0-9 ().\-]+")
TELEPHONE_DIGITS = range(7, 16)
TELEPHONE_INVALID = (
    "Enter a valid phone number: 7 to 15 digits, optionally starting with +; spaces, dashes, "
    "dots and parentheses are allowed."
)
GENDER_INVALID = "Choose a gender: 1 (male), 2 (female) or 3 (not specified)."
REFILL_REQUIRED = "Choose whether to opt in to refill reminders."
NAME_LABELS = {"firstname": ("first_name", "First name"), "lastname": ("last_name", "Last name")}


class ProfileError(DomainError, ValueError):
    """A change refused; the message tells the customer what to fix."""


def update_profile(user: User, changes: dict) -> User:
    """Applies the fields present in `changes`; all are checked before anything is saved.

    `changes` holds only what the customer sent: a key that is absent leaves its field as it is.
    """
    updates = {}
    for key, (field, label) in NAME_LABELS.items():
        if key in changes:
            updates[field] = _name(changes[key], label)
    if "telephone" in changes:
        updates["telephone"] = _telephone(changes["telephone"])
    if "gender" in changes:
        updates["gender"] = _gender(changes["gender"])
    if "refill_opt_in" in changes:
        if changes["refill_opt_in"] is None:
            raise ProfileError(REFILL_REQUIRED)
        updates["refill_opt_in"] = bool(changes["refill_opt_in"])
    for field, value in updates.items():
        setattr(user, field, value)
    if updates:
        user.save(update_fields=list(updates))
    return user


def _name(value, label: str) -> str:
    name = clean_text(value)
    if not name:
        raise ProfileError(f"{label} is required.")
    if len(name) > NAME_MAX_LENGTH:
        raise ProfileError(f"{label} must be at most {NAME_MAX_LENGTH} characters.")
    return name


def _telephone(value) -> str:
    """The number as typed, cleaned; empty (or null) removes it."""
    telephone = clean_text(value)
    if not telephone:
        return ""
    digits = sum(char.isdigit() for char in telephone)
    if (
        len(telephone) > TELEPHONE_MAX_LENGTH
        or not _TELEPHONE.fullmatch(telephone)
        or digits not in TELEPHONE_DIGITS
    ):
        raise ProfileError(TELEPHONE_INVALID)
    return telephone


def _gender(value) -> int | None:
    """Magento's code; null clears it."""
    if value is None:
        return None
    if value not in User.Gender.values:
        raise ProfileError(GENDER_INVALID)
    return value
