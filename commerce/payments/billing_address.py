"""A card's billing address: checked by the same rules as the address book's addresses, then
kept with the card as a snapshot in the shape of the API's TokenBaseCardAddress."""

from collections.abc import Mapping
from typing import Any

from commerce.address.validation import AddressError, display_telephone, validate_address_fields

__all__ = ["AddressError", "clean_billing_address"]


def clean_billing_address(data: Mapping[str, Any]) -> dict:
    """The snapshot of a valid address (a telephone is optional), or AddressError."""
    address = validate_address_fields(data, require_telephone=False)
    country_id = address.country.iso_3166_1_a2
    if address.region is not None:
        region = {
            "region_code": address.region.code,
            "region": address.region.name,
            "region_id": address.region.pk,
        }
    elif address.state:
        region = {"region_code": None, "region": address.state, "region_id": None}
    else:
        region = None
    return {
        "firstname": address.firstname,
        "lastname": address.lastname,
        "company": address.company,
        "street": [line for line in address.street if line],
        "city": address.city,
        "region": region,
        "region_id": region["region_id"] if region else None,
        "postcode": address.postcode,
        "country_id": country_id,
        "telephone": display_telephone(address.telephone, country_id),
    }
