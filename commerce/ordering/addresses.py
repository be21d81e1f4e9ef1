"""A cart's shipping and billing addresses: checked by the address book's rules and kept as
snapshots in the API's CartAddress shape, then written onto the order's Oscar addresses."""

from collections.abc import Mapping
from typing import Any

from oscar.core.loading import get_model

from commerce.address.models import UserAddress
from commerce.address.services import AddressNotFound
from commerce.address.snapshot import AddressSnapshot
from commerce.address.validation import validate_address_fields

ShippingAddress = get_model("order", "ShippingAddress")
BillingAddress = get_model("order", "BillingAddress")


def snapshot_of_input(data: Mapping[str, Any], *, require_telephone: bool) -> dict:
    """A typed address (CustomerAddressInput's shape), checked, as a snapshot."""
    cleaned = validate_address_fields(data, require_telephone=require_telephone)
    return AddressSnapshot.from_cleaned(cleaned).as_cart_address(customer_address_id=None)


def snapshot_of_saved(user, address_id) -> dict:
    """A snapshot of one of the signed-in customer's saved addresses. A guest has none, and
    another customer's id fails exactly like one that never existed."""
    address = None
    if user.is_authenticated and str(address_id).isdigit():
        address = UserAddress.objects.filter(user=user, pk=address_id).first()
    if address is None:
        raise AddressNotFound(address_id)
    # Checked again: the shop may have stopped shipping to its country since it was saved.
    saved = AddressSnapshot.from_oscar(address).as_input()
    cleaned = validate_address_fields(saved, require_telephone=False)
    return AddressSnapshot.from_cleaned(cleaned).as_cart_address(customer_address_id=address.pk)


def shipping_address_of(snapshot: dict):
    """The order's (unsaved) Oscar shipping address."""
    return AddressSnapshot.from_cart(snapshot).fill_oscar(ShippingAddress())


def billing_address_of(snapshot: dict):
    """The order's (unsaved) Oscar billing address."""
    return AddressSnapshot.from_cart(snapshot).fill_oscar(BillingAddress())
