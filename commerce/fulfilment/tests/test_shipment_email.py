import pytest
from django.core import mail

from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.shipments import add_shipment

from .factories import place_order

pytestmark = pytest.mark.django_db

VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">'


def html_of(message) -> str:
    [(html, mimetype)] = message.alternatives
    assert mimetype == "text/html"
    return html


def test_a_recorded_parcel_emails_its_tracking_link_once_committed(
    settings, django_capture_on_commit_callbacks
):
    settings.FRONTEND_URL = "https://shop.example"
    customer = CustomerFactory()
    order = place_order(customer)

    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        add_shipment(order, "ups", "1Z999AA10123456784", "UPS Ground")
    assert mail.outbox == []  # nothing is told before the parcel is committed
    for callback in callbacks:
        callback()

    [message] = mail.outbox
    assert message.to == [customer.email]
    assert message.subject == f"Your Rootwell order {order.number} has shipped"
    tracking = "https://www.ups.com/track?tracknum=1Z999AA10123456784"
    assert "Shipped with UPS Ground. Tracking number: 1Z999AA10123456784" in message.body
    assert f"Track your parcel: {tracking}" in message.body
    assert f"See your order: https://shop.example/account/orders/{order.number}/" in message.body
    assert "1 Main Street" in message.body
    html = html_of(message)
    assert f'<a href="{tracking}"' in html
    assert VIEWPORT in html


def test_each_parcel_of_a_split_order_is_emailed_once(django_capture_on_commit_callbacks):
    order = place_order(CustomerFactory())

    with django_capture_on_commit_callbacks(execute=True):
        add_shipment(order, "ups", "1Z1", "UPS Ground")
    with django_capture_on_commit_callbacks(execute=True):
        add_shipment(order, "fedex", "7712", "FedEx Home")

    assert [("1Z1" in m.body, "7712" in m.body) for m in mail.outbox] == [
        (True, False),
        (False, True),
    ]


def test_a_guest_is_sent_the_number_and_the_tracking_page_without_a_carrier_link(
    settings, django_capture_on_commit_callbacks
):
    settings.FRONTEND_URL = "https://shop.example"
    order = place_order(guest_email="guest@example.com")

    with django_capture_on_commit_callbacks(execute=True):
        add_shipment(order, "other", "LOCAL-42", "Local courier")

    [message] = mail.outbox
    assert message.to == ["guest@example.com"]
    assert "Tracking number: LOCAL-42" in message.body
    assert "Track your parcel" not in message.body
    assert (
        f"Track your order with its number, {order.number}, and this email address: "
        "https://shop.example/tracking/"
    ) in message.body


def test_a_refused_parcel_emails_nothing(django_capture_on_commit_callbacks):
    order = place_order(CustomerFactory())
    order.set_status("Canceled")

    with django_capture_on_commit_callbacks(execute=True), pytest.raises(ValueError):
        add_shipment(order, "ups", "1Z1", "UPS Ground")

    assert mail.outbox == []
