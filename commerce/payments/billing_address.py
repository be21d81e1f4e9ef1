"""A card's billing address: checked by the same rules as the address book's addresses, then
kept with the card as a snapshot in the shape of the API's TokenBaseCardAddress."""

from collections.abc import Mapping
from typing import Any

from commerce.address.snapshot import AddressSnapshot
from commerce.address.validation import AddressError, validate_address_fields

__all__ = ["AddressError", "clean_billing_address"]


def clean_billing_address(data: Mapping[str, Any]) -> dict:
    """The snapshot of a valid address (a telephone is optional), or AddressError."""
    cleaned = validate_address_fields(data, require_telephone=False)
    return AddressSnapshot.from_cleaned(cleaned).as_card_address()
