"""Segment keys: named markers on a customer. Staff and the shop's own jobs set any key (a
campaign may require one: commerce.loyalty.eligibility); a customer, through the storefront, only
adds or removes the keys the shop declares self-service (settings.SELF_SERVICE_SEGMENT_KEYS).
Anything else would let a customer qualify themselves for a campaign meant for others, or shed a
key staff gave them."""

import re

from django.conf import settings
from django.db import IntegrityError, transaction

from commerce.core.errors import DomainError

from .models import (
    INVALID_SEGMENT_KEY,
    SEGMENT_KEY_MAX_LENGTH,
    SEGMENT_KEY_PATTERN,
    CustomerSegmentKey,
)

# Keys come from the storefront, so a bound keeps one customer from growing the table forever
# (and keeps every list of keys short).
MAX_KEYS_PER_CUSTOMER = 100
TOO_MANY_KEYS = f"A customer can have at most {MAX_KEYS_PER_CUSTOMER} segment keys."


class InvalidSegmentKey(DomainError, ValueError):
    pass


class SegmentKeyNotAllowed(DomainError):
    """A key customers may not set themselves. Unknown and staff-only keys get the same answer,
    so the refusal tells nobody which staff keys exist."""

    code = "SEGMENT_KEY_NOT_ALLOWED"


def segment_keys_of(customer) -> list[CustomerSegmentKey]:
    """The customer's keys, oldest first."""
    return list(CustomerSegmentKey.objects.filter(customer=customer).order_by("id"))


def add_segment_key(customer, name: str) -> list[CustomerSegmentKey]:
    """The customer adds a self-service key to themselves, unless they have it already; returns
    all their keys."""
    name = _self_service(_valid_name(name), "add")
    keys = segment_keys_of(customer)
    if any(key.name == name for key in keys):
        return keys
    if len(keys) >= MAX_KEYS_PER_CUSTOMER:
        raise InvalidSegmentKey(TOO_MANY_KEYS)
    try:
        with transaction.atomic():
            CustomerSegmentKey.objects.create(customer=customer, name=name)
    except IntegrityError:
        pass  # the same key added by a concurrent request: the outcome is the same
    return segment_keys_of(customer)


def remove_segment_key(customer, name: str) -> list[CustomerSegmentKey]:
    """The customer removes a self-service key if they have it; returns the keys they still
    have."""
    name = _self_service(_valid_name(name), "remove")
    CustomerSegmentKey.objects.filter(customer=customer, name=name).delete()
    return segment_keys_of(customer)


def _valid_name(name: str) -> str:
    name = name.strip()
    if len(name) > SEGMENT_KEY_MAX_LENGTH or not re.match(SEGMENT_KEY_PATTERN, name):
        raise InvalidSegmentKey(INVALID_SEGMENT_KEY)
    return name


def _self_service(name: str, action: str) -> str:
    if name not in settings.SELF_SERVICE_SEGMENT_KEYS:
        raise SegmentKeyNotAllowed(f'You can\'t {action} the segment key "{name}" yourself.')
    return name
