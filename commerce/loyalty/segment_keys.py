"""Segment keys: named markers on a customer, added and removed by the storefront."""

import re

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


def segment_keys_of(customer) -> list[CustomerSegmentKey]:
    """The customer's keys, oldest first."""
    return list(CustomerSegmentKey.objects.filter(customer=customer).order_by("id"))


def add_segment_key(customer, name: str) -> list[CustomerSegmentKey]:
    """Adds the key unless the customer has it already; returns all their keys."""
    name = _valid_name(name)
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
    """Removes the key if the customer has it; returns the keys they still have."""
    name = _valid_name(name)
    CustomerSegmentKey.objects.filter(customer=customer, name=name).delete()
    return segment_keys_of(customer)


def _valid_name(name: str) -> str:
    name = name.strip()
    if len(name) > SEGMENT_KEY_MAX_LENGTH or not re.match(SEGMENT_KEY_PATTERN, name):
        raise InvalidSegmentKey(INVALID_SEGMENT_KEY)
    return name
