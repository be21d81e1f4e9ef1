"""order_tracking (by number and email, for guests too) and order_confirmation (by token)."""

import pytest
from django.core import signing

from commerce.basket.tests.factories import signed_in_customer
from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.tests.factories import place_order
from commerce.orders.confirmation import confirmation_token

pytestmark = pytest.mark.django_db

TRACK = """query($number: String!, $email: String) {
  order_tracking(number: $number, email: $email) {
    number status order_date shipping_method
    shipments { number tracking { carrier number title url } } } }"""
CONFIRMATION = """query($token: String!) {
  order_confirmation(token: $token) { number email total { grand_total { value } } } }"""
NOT_FOUND = (
    "We couldn't find an order with that number and email address.",
    "NOT_FOUND",
)


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def test_a_guest_tracks_their_order_by_number_and_email_in_any_case(graphql):
    order = place_order(guest_email="Guest@Example.com", shipment=True)
    shipment = order.shipments.get()

    body = graphql(TRACK, {"number": order.number, "email": " gUEST@example.COM "})

    assert "errors" not in body, body
    assert body["data"]["order_tracking"] == {
        "number": order.number,
        "status": "Processing",
        "order_date": body["data"]["order_tracking"]["order_date"],
        "shipping_method": "Standard Shipping",
        "shipments": [
            {
                "number": shipment.number,
                "tracking": [
                    {
                        "carrier": "ups",
                        "number": shipment.tracking_number,
                        "title": "UPS Ground",
                        "url": f"https://www.ups.com/track?tracknum={shipment.tracking_number}",
                    }
                ],
            }
        ],
    }


def test_a_customers_order_is_tracked_by_the_accounts_email_without_signing_in(graphql):
    order = place_order(CustomerFactory(email="casey@example.com"))

    body = graphql(TRACK, {"number": order.number, "email": "CASEY@example.com"})

    assert body["data"]["order_tracking"]["number"] == order.number


def test_a_signed_in_customer_tracks_their_own_order_without_an_email(graphql):
    customer, bearer = signed_in_customer()
    order = place_order(customer)

    body = graphql(TRACK, {"number": order.number}, **bearer)

    assert body["data"]["order_tracking"]["number"] == order.number


@pytest.mark.parametrize(
    "case", ["wrong email", "no email", "missing order", "another customer", "junk number"]
)
def test_every_mismatch_gets_the_same_answer_as_a_missing_order(graphql, case):
    _, bearer = signed_in_customer(email="me@example.com")
    theirs = place_order(CustomerFactory(email="them@example.com"))
    variables = {
        "wrong email": {"number": theirs.number, "email": "me@example.com"},
        "no email": {"number": theirs.number},
        "missing order": {"number": "999999", "email": "them@example.com"},
        "another customer": {"number": theirs.number, "email": ""},
        "junk number": {"number": "9" * 300 + "\x00", "email": "them@example.com"},
    }[case]

    body = graphql(TRACK, variables, **bearer)

    assert error_of(body) == NOT_FOUND
    assert body["data"] is None


def test_tracking_is_rate_limited_per_client_address(graphql, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "order_tracking": {"ip": "3/h"}}
    order = place_order(guest_email="guest@example.com")
    right = {"number": order.number, "email": "guest@example.com"}
    for _ in range(3):
        graphql(TRACK, {"number": order.number, "email": "guess@example.com"})

    limited = graphql(TRACK, right, REMOTE_ADDR="127.0.0.1")
    elsewhere = graphql(TRACK, right, REMOTE_ADDR="198.51.100.20")

    assert error_of(limited)[1] == "TOO_MANY_REQUESTS"
    assert elsewhere["data"]["order_tracking"]["number"] == order.number


def test_the_confirmation_token_shows_the_order_to_a_guest(graphql):
    order = place_order(guest_email="guest@example.com")

    body = graphql(CONFIRMATION, {"token": confirmation_token(order.number)})

    assert body["data"]["order_confirmation"] == {
        "number": order.number,
        "email": "guest@example.com",
        "total": {"grand_total": {"value": "94.95"}},
    }


def test_a_forged_token_shows_nothing(graphql):
    order = place_order(guest_email="guest@example.com")
    forged = signing.dumps(order.number, salt="another-salt", compress=False)

    for token in (forged, confirmation_token(order.number) + "x", "", "not-a-token"):
        assert graphql(CONFIRMATION, {"token": token}) == {"data": {"order_confirmation": None}}


def test_an_expired_token_shows_nothing(graphql, settings):
    order = place_order(guest_email="guest@example.com")
    token = confirmation_token(order.number)
    settings.ORDER_CONFIRMATION_MAX_AGE_SECONDS = -1

    body = graphql(CONFIRMATION, {"token": token})

    assert body == {"data": {"order_confirmation": None}}
