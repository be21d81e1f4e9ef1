"""A cart's shipping and billing addresses: checked by the address book's rules and kept as
snapshots in the API's CartAddress shape, then written onto the order's Oscar addresses."""

from collections.abc import Mapping
from typing import Any

from oscar.core.loading import get_model
from phonenumber_field.phonenumber import PhoneNumber

from commerce.address.models import UserAddress
from commerce.address.services import AddressNotFound
from commerce.address.validation import (
    AddressError,
    CleanedAddress,
    display_telephone,
    validate_address_fields,
)

from .errors import CheckoutError

ShippingAddress = get_model("order", "ShippingAddress")
BillingAddress = get_model("order", "BillingAddress")


def snapshot_of_input(data: Mapping[str, Any], *, require_telephone: bool) -> dict:
    """A typed address (CustomerAddressInput's shape), checked, as a snapshot."""
    try:
        cleaned = validate_address_fields(data, require_telephone=require_telephone)
    except AddressError as error:
        raise CheckoutError(str(error), error.code) from error
    return _snapshot(cleaned, customer_address_id=None)


def snapshot_of_saved(user, address_id) -> dict:
    """A snapshot of one of the signed-in customer's saved addresses. A guest has none, and
    another customer's id fails exactly like one that never existed."""
    address = None
    if user.is_authenticated and str(address_id).isdigit():
        address = UserAddress.objects.filter(user=user, pk=address_id).first()
    if address is None:
        error = AddressNotFound(address_id)
        raise CheckoutError(str(error), error.code)
    try:
        # Checked again: the shop may have stopped shipping to its country since it was saved.
        cleaned = validate_address_fields(_fields_of(address), require_telephone=False)
    except AddressError as error:
        raise CheckoutError(str(error), error.code) from error
    return _snapshot(cleaned, customer_address_id=address.pk)


def _fields_of(address: UserAddress) -> dict:
    return {
        "firstname": address.first_name,
        "lastname": address.last_name,
        "company": address.company,
        "street": [address.line1, address.line2, address.line3],
        "city": address.line4,
        "region": {"region_id": address.region_id}
        if address.region_id
        else {"region": address.state},
        "postcode": address.postcode,
        "country_code": address.country_id,
        "telephone": str(address.phone_number or ""),
    }


def _snapshot(cleaned: CleanedAddress, *, customer_address_id: int | None) -> dict:
    country_code = cleaned.country.iso_3166_1_a2
    if cleaned.region is not None:
        region = {
            "region_code": cleaned.region.code,
            "region": cleaned.region.name,
            "region_id": cleaned.region.pk,
        }
    elif cleaned.state:
        region = {"region_code": None, "region": cleaned.state, "region_id": None}
    else:
        region = None
    return {
        "firstname": cleaned.firstname,
        "lastname": cleaned.lastname,
        "company": cleaned.company,
        "street": [line for line in cleaned.street if line],
        "city": cleaned.city,
        "region": region,
        "postcode": cleaned.postcode,
        "country_code": country_code,
        "telephone": display_telephone(cleaned.telephone, country_code),
        "customer_address_id": customer_address_id,
    }


def shipping_address_of(snapshot: dict):
    """The order's (unsaved) Oscar shipping address."""
    return _fill(ShippingAddress(), snapshot)


def billing_address_of(snapshot: dict):
    """The order's (unsaved) Oscar billing address."""
    return _fill(BillingAddress(), snapshot)


def _fill(address, snapshot: dict):
    street = [*snapshot["street"], "", "", ""][:3]
    address.first_name = snapshot["firstname"]
    address.last_name = snapshot["lastname"]
    address.line1, address.line2, address.line3 = street
    address.line4 = snapshot["city"]
    address.state = (snapshot.get("region") or {}).get("region") or ""
    address.postcode = snapshot["postcode"]
    address.country_id = snapshot["country_code"]
    if hasattr(address, "phone_number"):
        telephone = snapshot.get("telephone") or ""
        address.phone_number = (
            PhoneNumber.from_string(telephone, region=snapshot["country_code"]) if telephone else ""
        )
    return address
