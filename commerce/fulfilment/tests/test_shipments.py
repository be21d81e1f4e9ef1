import pytest

from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.carriers import tracking_url
from commerce.fulfilment.shipments import ShipmentRefused, add_shipment

from .factories import place_order

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("carrier", "expected"),
    [
        ("ups", "https://www.ups.com/track?tracknum=1Z%2F9%26x%3D1%20"),
        ("usps", "https://tools.usps.com/go/TrackConfirmAction?tLabels=1Z%2F9%26x%3D1%20"),
        ("fedex", "https://www.fedex.com/fedextrack/?trknbr=1Z%2F9%26x%3D1%20"),
        ("dhl", "https://www.dhl.com/us-en/home/tracking.html?tracking-id=1Z%2F9%26x%3D1%20"),
        ("other", None),
    ],
)
def test_each_carrier_links_its_tracking_page_with_the_number_encoded(carrier, expected):
    assert tracking_url(carrier, "1Z/9&x=1 ") == expected


def test_a_shipment_moves_a_processing_order_and_its_lines_to_shipped_with_history():
    order = place_order(CustomerFactory(), plans=None)
    staff = CustomerFactory(is_staff=True)

    shipment = add_shipment(order, "usps", " 9400 1000 ", " USPS Priority ", by=staff)

    order.refresh_from_db()
    assert (shipment.number, shipment.tracking_number, shipment.title) == (
        f"{order.number}-1",
        "9400 1000",
        "USPS Priority",
    )
    assert order.status == "Shipped"
    assert {line.status for line in order.lines.all()} == {"Shipped"}
    change = order.status_changes.get()
    assert (change.old_status, change.new_status) == ("Processing", "Shipped")
    note = order.notes.get()
    assert note.user == staff and shipment.number in note.message


def test_a_second_parcel_keeps_a_shipped_order_shipped_and_is_numbered_next():
    order = place_order(CustomerFactory())
    add_shipment(order, "ups", "1Z1", "UPS Ground")

    second = add_shipment(order, "fedex", "7712", "FedEx Home")

    order.refresh_from_db()
    assert second.number == f"{order.number}-2"
    assert order.status == "Shipped"
    assert order.status_changes.count() == 1


def test_a_canceled_order_takes_no_shipment():
    order = place_order(CustomerFactory())
    order.set_status("Canceled")

    with pytest.raises(ShipmentRefused):
        add_shipment(order, "ups", "1Z1", "UPS Ground")

    assert not order.shipments.exists()
