"""AddressSnapshot: an address book entry read back, as the API and a quote copy it."""

import pytest

from commerce.address.snapshot import AddressSnapshot

from .factories import UserAddressFactory, us_state

pytestmark = pytest.mark.django_db


def test_a_saved_address_reads_back_as_the_api_shows_it():
    address = UserAddressFactory(company="Rootwell", line2="Apt 4", phone_number="+12125550123")

    shown = AddressSnapshot.from_oscar(address).as_book_address(
        address.pk, default_shipping=True, default_billing=False
    )

    new_york = us_state("NY")
    assert shown == {
        "id": address.pk,
        "firstname": "Casey",
        "lastname": "Rivera",
        "company": "Rootwell",
        "street": [address.line1, "Apt 4"],
        "city": "New York",
        "region": {"region_code": "NY", "region": "New York", "region_id": new_york.pk},
        "region_id": new_york.pk,
        "postcode": "10001",
        "country_code": "US",
        "country_id": "US",
        "telephone": "(212) 555-0123",
        "default_shipping": True,
        "default_billing": False,
    }


@pytest.mark.parametrize(
    ("stored", "shown"),
    [("+12125550123", "(212) 555-0123"), ("+442079460958", "+44 20 7946 0958")],
)
def test_a_number_is_shown_as_written_and_quoted_as_oscar_stores_it(stored, shown):
    snapshot = AddressSnapshot.from_oscar(UserAddressFactory(phone_number=stored))

    assert snapshot.telephone == shown
    assert snapshot.as_quote_address()["telephone"] == stored


def test_an_address_without_a_telephone_keeps_none_anywhere():
    snapshot = AddressSnapshot.from_oscar(UserAddressFactory(phone_number=""))

    assert snapshot.telephone == ""
    assert snapshot.as_quote_address()["telephone"] == ""
    assert snapshot.as_order_address(prefix="", region_id=None)["telephone"] is None
