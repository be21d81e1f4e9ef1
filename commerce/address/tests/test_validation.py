import pytest

from commerce.address.models import UserAddress
from commerce.address.validation import AddressError, validate_address_fields
from commerce.core.text import clean_text

from .factories import CountryFactory, RegionFactory, address_input, us_state

pytestmark = pytest.mark.django_db


def test_a_valid_us_address_is_cleaned_into_oscars_fields():
    cleaned = validate_address_fields(
        address_input(firstname="  Casey\u200b ", postcode="10014-2233")
    )

    address = UserAddress()
    cleaned.apply_to(address)

    assert (address.first_name, address.last_name) == ("Casey", "Rivera")
    assert (address.line1, address.line2, address.line3) == ("12 Grove Street", "Apt 4", "")
    assert (address.line4, address.postcode, address.country_id) == ("New York", "10014-2233", "US")
    assert (address.region, address.state) == (us_state("NY"), "New York")
    assert address.phone_number.as_e164 == "+12125550199"


@pytest.mark.parametrize(
    ("region", "expected"),
    [
        ({"region_id": "by id"}, "CA"),
        ({"region_code": "ca"}, "CA"),
        ({"region": "California"}, "CA"),
        ({"region_id": "by id", "region_code": "NY"}, "CA"),  # the id wins, as in Magento
    ],
)
def test_the_region_is_found_by_id_code_or_name(region, expected):
    if region.get("region_id") == "by id":
        region = {**region, "region_id": us_state("CA").pk}

    cleaned = validate_address_fields(address_input(region=region))

    assert cleaned.region.code == expected


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"firstname": " "}, "First name is required."),
        ({"lastname": None}, "Last name is required."),
        ({"street": []}, "Street address is required."),
        ({"street": ["", "Suite 3400"]}, "Street address is required."),
        ({"street": ["1", "2", "3", "4"]}, "Street address can have at most 3 lines."),
        ({"city": "\u200b"}, "City is required."),
        ({"postcode": ""}, "ZIP/Postal code is required."),
        ({"country_code": None}, "Country is required."),
        ({"telephone": ""}, "Phone number is required."),
        ({"firstname": "x" * 256}, "First name must be at most 255 characters."),
        ({"street": ["x" * 256]}, "Street address must be at most 255 characters."),
        ({"country_code": "CA"}, "We don't ship to Canada yet."),
        ({"country_code": "ZZ"}, "We don't ship to ZZ yet."),
        ({"region": None}, "State/Province is required for United States."),
        ({"region": {"region_code": "ON"}}, "Choose a State/Province of United States."),
        ({"region": {"region_id": 0}}, "Choose a State/Province of United States."),
        ({"postcode": "1011"}, "Enter a ZIP code as 12345 or 12345-6789."),
        ({"postcode": "10118-01"}, "Enter a ZIP code as 12345 or 12345-6789."),
        ({"postcode": "10118-011000"}, "Enter a ZIP code as 12345 or 12345-6789."),
        ({"telephone": "555-0123"}, "Enter a valid phone number, e.g. 212-555-0123."),
        ({"telephone": "call me"}, "Enter a valid phone number, e.g. 212-555-0123."),
    ],
)
def test_each_rule_names_the_field_to_fix(changes, message):
    with pytest.raises(AddressError) as raised:
        validate_address_fields(address_input(**changes))

    assert str(raised.value) == message


def test_a_region_of_another_country_is_refused():
    ontario = RegionFactory(country=CountryFactory(iso_3166_1_a2="CA"), code="ON", name="Ontario")

    with pytest.raises(AddressError, match="Choose a State/Province of United States."):
        validate_address_fields(address_input(region={"region_id": ontario.pk}))


def test_a_country_without_regions_takes_free_text_and_its_own_postcode_rule():
    CountryFactory(iso_3166_1_a2="GB")
    london = address_input(
        country_code="GB",
        region={"region": "Greater London"},
        postcode="SW1A 1AA",
        telephone="020 7946 0958",
    )

    cleaned = validate_address_fields(london)

    assert (cleaned.region, cleaned.state) == (None, "Greater London")
    assert cleaned.telephone.as_e164 == "+442079460958"
    with pytest.raises(AddressError, match="The ZIP/Postal code 12345 is not valid for"):
        validate_address_fields({**london, "postcode": "12345"})


def test_a_card_billing_address_may_leave_out_the_telephone():
    cleaned = validate_address_fields(
        address_input(telephone=None, country_code=None, country_id="US"), require_telephone=False
    )

    assert cleaned.telephone is None
    assert cleaned.country.code == "US"


def test_text_loses_control_and_zero_width_characters():
    assert clean_text(" Main\u200b St\u200d\u2060\ufeff\r\n Apt\t4\x00 ") == "Main St Apt 4"
    assert clean_text(None) == ""
