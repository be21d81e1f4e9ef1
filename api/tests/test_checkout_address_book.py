"""A signed-in customer's new shipping address goes into their address book with the order, when
they keep "Save in address book" ticked; never twice, never for a guest, never without an order."""

import pytest
from oscar.core.loading import get_model

from commerce.address.models import UserAddress
from commerce.address.tests.factories import UserAddressFactory
from commerce.basket.tests.factories import CORE_ONE_TIME, core_catalogue
from commerce.ordering.tests.factories import shipping_address
from commerce.payments.tests.factories import INSUFFICIENT_FUNDS, card_nonce

from .checkout_operations import (
    SET_BILLING,
    SET_EMAIL,
    SET_PAYMENT,
    SET_SHIPPING,
    add,
    data_of,
    error_of,
    place,
)

pytestmark = pytest.mark.django_db

Order = get_model("order", "Order")


def check_out(run, shipping: dict, *, nonce=None, guest_email=None):
    """Every step, as the storefront's Place Order sends them; placeOrder's answer."""
    core_catalogue()
    add(run, CORE_ONE_TIME)
    if guest_email:
        data_of(run(SET_EMAIL, {"input": {"email": guest_email}}), "setGuestEmailOnCart")
    data_of(
        run(SET_SHIPPING, {"input": {"shipping_addresses": [shipping]}}),
        "setShippingAddressOnCart",
    )
    data_of(
        run(SET_BILLING, {"input": {"billing_address": {"same_as_shipping": True}}}),
        "setBillingAddressOnCart",
    )
    payment = {"code": "authnetcim", "tokenbase_data": {"nonce": nonce or card_nonce()}}
    data_of(run(SET_PAYMENT, {"input": {"payment_method": payment}}), "setPaymentMethodOnCart")
    return place(run)


def book_of(customer) -> list[tuple]:
    return list(
        UserAddress.objects.filter(user=customer)
        .order_by("pk")
        .values_list("line1", "line4", "postcode", "is_default_for_shipping")
    )


def test_a_new_address_is_saved_in_the_address_book_with_the_order(customer_run):
    answer = check_out(customer_run, {"address": shipping_address(), "save_in_address_book": True})

    number = data_of(answer, "placeOrder")["order"]["order_number"]
    assert Order.objects.filter(number=number, user=customer_run.customer).exists()
    # The customer's first address: the default, as in the account's address book.
    assert book_of(customer_run.customer) == [("12 Grove Street", "New York", "10014", True)]
    [saved] = UserAddress.objects.filter(user=customer_run.customer)
    assert (saved.first_name, saved.company, saved.region.code) == ("Casey", "Rootwell Labs", "NY")


def test_an_address_the_book_already_holds_is_not_saved_twice(customer_run):
    UserAddressFactory(
        user=customer_run.customer,
        first_name="Casey",
        last_name="Rivera",
        line1="12 Grove Street",
        line2="Apt 4",
        line4="New York",
        postcode="10014",
    )
    before = book_of(customer_run.customer)

    answer = check_out(customer_run, {"address": shipping_address(), "save_in_address_book": True})

    data_of(answer, "placeOrder")
    assert book_of(customer_run.customer) == before


def test_a_new_address_is_not_saved_when_the_customer_unticks_the_choice(customer_run):
    answer = check_out(customer_run, {"address": shipping_address(), "save_in_address_book": False})

    data_of(answer, "placeOrder")
    assert book_of(customer_run.customer) == []


def test_nothing_is_saved_when_the_card_is_declined(customer_run):
    answer = check_out(
        customer_run,
        {"address": shipping_address(), "save_in_address_book": True},
        nonce=card_nonce(INSUFFICIENT_FUNDS),
    )

    assert error_of(answer)[0] == "PAYMENT_DECLINED"
    assert book_of(customer_run.customer) == []


def test_a_guest_has_no_address_book_to_save_to(graphql):
    answer = check_out(
        graphql,
        {"address": shipping_address(), "save_in_address_book": True},
        guest_email="guest@example.com",
    )

    data_of(answer, "placeOrder")
    assert not UserAddress.objects.exists()
