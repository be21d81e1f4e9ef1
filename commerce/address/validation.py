"""Checks and cleans an address as a customer typed it, for the address book and for any other
address the shop stores (a stored card's billing address, for one).

`validate_address_fields(data)` takes Magento's input shape and returns a `CleanedAddress`, or
raises `AddressError` whose message names the field to fix.
"""

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import phonenumbers
import pycountry
from oscar.apps.address.abstract_models import AbstractAddress
from phonenumber_field.phonenumber import PhoneNumber

from commerce.core.errors import DomainError
from commerce.core.text import clean_text

from .models import Country, Region

MAX_STREET_LINES = 3
MAX_LENGTH = 255
US_ZIP = re.compile(r"^\d{5}(-\d{4})?$")

REQUIRED = "{label} is required."
TOO_LONG = "{label} must be at most {max} characters."
TOO_MANY_STREET_LINES = f"Street address can have at most {MAX_STREET_LINES} lines."
NOT_SHIPPED_TO = "We don't ship to {country} yet."
REGION_REQUIRED = "State/Province is required for {country}."
REGION_NOT_IN_COUNTRY = "Choose a State/Province of {country}."
REGION_ID_INVALID = "region_id must be a number."
INVALID_ZIP = "Enter a ZIP code as 12345 or 12345-6789."
INVALID_POSTCODE = "The ZIP/Postal code {postcode} is not valid for {country}."
INVALID_TELEPHONE = "Enter a valid phone number, e.g. 212-555-0123."

LABELS = {
    "firstname": "First name",
    "lastname": "Last name",
    "company": "Company",
    "street": "Street address",
    "city": "City",
    "postcode": "ZIP/Postal code",
    "country": "Country",
    "region": "State/Province",
    "telephone": "Phone number",
}


class AddressError(DomainError, ValueError):
    """An address the shop cannot accept; the message tells the customer what to fix."""


@dataclass(frozen=True)
class CleanedAddress:
    firstname: str
    lastname: str
    company: str
    street: tuple[str, str, str]
    city: str
    postcode: str
    country: Country
    region: Region | None
    # The region's name, or free text for a country without regions (Oscar's `state`).
    state: str
    telephone: PhoneNumber | None

    def apply_to(self, address) -> None:
        """Copies the fields onto an Oscar address (user, shipping, billing...); `company`,
        `region` and `phone_number` only where that model has them."""
        address.first_name = self.firstname
        address.last_name = self.lastname
        address.line1, address.line2, address.line3 = self.street
        address.line4 = self.city
        address.state = self.state
        address.postcode = self.postcode
        address.country = self.country
        for field, value in (
            ("company", self.company),
            ("region", self.region),
            ("phone_number", self.telephone or ""),
        ):
            if hasattr(address, field):
                setattr(address, field, value)


def validate_address_fields(
    data: Mapping[str, Any], *, require_telephone: bool = True
) -> CleanedAddress:
    """Checks an address in Magento's shape: firstname, lastname, company, street (up to 3
    lines), city, region ({region_id} or {region_code} or {region}), postcode, country_code (or
    country_id: an ISO alpha-2 code, or an enum member) and telephone.

    Runs two queries (the country and its regions). Raises AddressError naming the first field
    to fix."""
    firstname = _required(data, "firstname")
    lastname = _required(data, "lastname")
    company = _text(data, "company")
    street = _street(data.get("street"))
    city = _required(data, "city")
    country = _shipping_country(data.get("country_code") or data.get("country_id"))
    region, state = _region(country, data.get("region") or {})
    postcode = _postcode(_required(data, "postcode"), country)
    telephone = _telephone(_text(data, "telephone"), country, require_telephone)
    return CleanedAddress(
        firstname=firstname,
        lastname=lastname,
        company=company,
        street=street,
        city=city,
        postcode=postcode,
        country=country,
        region=region,
        state=state,
        telephone=telephone,
    )


def _text(data: Mapping[str, Any], field: str) -> str:
    value = clean_text(data.get(field))
    if len(value) > MAX_LENGTH:
        raise AddressError(TOO_LONG.format(label=LABELS[field], max=MAX_LENGTH))
    return value


def _required(data: Mapping[str, Any], field: str) -> str:
    value = _text(data, field)
    if not value:
        raise AddressError(REQUIRED.format(label=LABELS[field]))
    return value


def _street(lines) -> tuple[str, str, str]:
    lines = [clean_text(line) for line in (lines or [])]
    if len(lines) > MAX_STREET_LINES:
        raise AddressError(TOO_MANY_STREET_LINES)
    if not lines or not lines[0]:
        raise AddressError(REQUIRED.format(label=LABELS["street"]))
    if any(len(line) > MAX_LENGTH for line in lines):
        raise AddressError(TOO_LONG.format(label=LABELS["street"], max=MAX_LENGTH))
    # Blank middle lines would print as empty rows on a label, so the others move up.
    filled = [line for line in lines if line]
    return tuple(filled + [""] * (MAX_STREET_LINES - len(filled)))


def _shipping_country(code) -> Country:
    code = clean_text(getattr(code, "value", code)).upper()
    if not code:
        raise AddressError(REQUIRED.format(label=LABELS["country"]))
    country = Country.objects.filter(iso_3166_1_a2=code, is_shipping_country=True).first()
    if country is None:
        raise AddressError(NOT_SHIPPED_TO.format(country=_country_name(code)))
    return country


def _country_name(code: str) -> str:
    country = pycountry.countries.get(alpha_2=code)
    if country is None:
        return code
    return getattr(country, "common_name", country.name)


def _region(country: Country, given: Mapping[str, Any]) -> tuple[Region | None, str]:
    region_id = _region_id(given.get("region_id"))
    code = clean_text(given.get("region_code"))
    name = clean_text(given.get("region"))
    regions = list(Region.objects.filter(country=country))
    if not regions:
        if region_id is not None:
            raise AddressError(REGION_NOT_IN_COUNTRY.format(country=country))
        state = name or code
        if len(state) > MAX_LENGTH:
            raise AddressError(TOO_LONG.format(label=LABELS["region"], max=MAX_LENGTH))
        return None, state
    if region_id is not None:
        matches = [region for region in regions if region.pk == region_id]
    elif code or name:
        # A region's name is accepted for its code too: clients that only know one send it.
        wanted = (code or name).casefold()
        matches = [r for r in regions if wanted in (r.code.casefold(), r.name.casefold())]
    else:
        raise AddressError(REGION_REQUIRED.format(country=country))
    if not matches:
        raise AddressError(REGION_NOT_IN_COUNTRY.format(country=country))
    return matches[0], matches[0].name


def _region_id(value) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError) as error:
        raise AddressError(REGION_ID_INVALID) from error


def _postcode(postcode: str, country: Country) -> str:
    postcode = postcode.upper()
    if country.code == "US":
        if not US_ZIP.match(postcode):
            raise AddressError(INVALID_ZIP)
        return postcode
    pattern = AbstractAddress.POSTCODES_REGEX.get(country.code)
    if pattern and not re.match(pattern, postcode.replace(" ", "")):
        raise AddressError(INVALID_POSTCODE.format(postcode=postcode, country=country))
    return postcode


def _telephone(value: str, country: Country, required: bool) -> PhoneNumber | None:
    if not value:
        if required:
            raise AddressError(REQUIRED.format(label=LABELS["telephone"]))
        return None
    try:
        number = PhoneNumber.from_string(value, region=country.code)
    except phonenumbers.NumberParseException as error:
        raise AddressError(INVALID_TELEPHONE) from error
    if not number.is_valid():
        raise AddressError(INVALID_TELEPHONE)
    return number


def display_telephone(number, country_code: str) -> str:
    """A stored number as the customer would write it: national format at home, international
    (with its +country code) for a number from another country."""
    if not number:
        return ""
    if not number.is_valid():
        return str(number)
    if phonenumbers.region_code_for_number(number) == country_code:
        return number.as_national
    return number.as_international


def e164_telephone(telephone: str, country_code: str) -> str:
    """A number as written (display_telephone) back in E.164, as Oscar stores it; a number
    that is not a valid one stays as written."""
    if not telephone:
        return ""
    try:
        number = PhoneNumber.from_string(telephone, region=country_code)
    except phonenumbers.NumberParseException:
        return telephone
    return number.as_e164 if number.is_valid() else telephone
