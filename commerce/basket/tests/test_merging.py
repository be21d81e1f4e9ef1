"""Signing in with a guest cart, and once-per-customer codes that wait for a sign-in."""

import json
from decimal import Decimal
from urllib.parse import unquote

import pytest
from oscar.core.loading import get_model

from commerce.basket.tests.factories import (
    CORE_3_MONTH,
    CORE_ONE_TIME,
    core_catalogue,
    past_order,
    signed_in_customer,
)
from commerce.basket.vouchers import money_off_cart_voucher

pytestmark = pytest.mark.django_db

Voucher = get_model("voucher", "Voucher")
VoucherApplication = get_model("voucher", "VoucherApplication")

DPA_ADD = "/rest/V1/repack/add_to_cart/"
CART = """
query { cart { items { product { sku } quantity }
  applied_coupons { code applies needs sign_in_needed }
  prices { total_discount { value } grand_total { value } } } }
"""
ADD = """
mutation Add($items: [CartItemInput!]!) {
  addProductsToCart(cartItems: $items) { user_errors { message } }
}
"""


def add(graphql, *skus_and_quantities, **headers):
    items = [{"sku": sku, "quantity": quantity} for sku, quantity in skus_and_quantities]
    body = graphql(ADD, {"items": items}, **headers)
    assert body["data"]["addProductsToCart"]["user_errors"] == [], body


def follow_dpa_link(client, skus: str, code: str):
    return client.post(
        DPA_ADD,
        data=json.dumps({"skus": skus, "purchase_source": "promo", "code": code}),
        content_type="application/json",
    )


def quantities(cart) -> list[tuple[str, int]]:
    return [(line["product"]["sku"], line["quantity"]) for line in cart["items"]]


def notices(client) -> list[dict]:
    """The messages the next storefront page shows (the `messages` cookie, URI-encoded JSON)."""
    cookie = client.cookies.get("messages")
    return json.loads(unquote(cookie.value)) if cookie and cookie.value else []


@pytest.fixture
def customer_with_a_3_month_plan(client, graphql):
    core_catalogue()
    customer, bearer = signed_in_customer()
    add(graphql, (CORE_3_MONTH, 1), **bearer)
    client.cookies.clear()
    return customer, bearer


def test_signing_in_keeps_one_of_a_plan_both_carts_hold_and_says_what_was_merged(
    client, graphql, customer_with_a_3_month_plan
):
    _, bearer = customer_with_a_3_month_plan
    # given a guest who put the same 3-month plan and a one-time bottle in the cart
    add(graphql, (CORE_3_MONTH, 1), (CORE_ONE_TIME, 1))

    # when they sign in (the first request carrying the guest cart and the token)
    cart = graphql(CART, **bearer)["data"]["cart"]

    # then the plan is there once and the bottle joined it
    assert quantities(cart) == [(CORE_3_MONTH, 1), (CORE_ONE_TIME, 1)]
    assert cart["prices"]["grand_total"] == {"value": "312.00"}
    # and the next page tells them, politely (an info message is announced as a status)
    assert notices(client) == [
        {
            "type": "info",
            "text": "We added 1 item from your earlier visit. Rootwell Core for Women "
            "3-Month Subscription was already in your cart; we kept one.",
        }
    ]
    assert client.cookies["cart_count"].value == "2"


def test_the_larger_quantity_of_a_line_in_both_carts_is_kept_not_the_sum(
    client, graphql, customer_with_a_3_month_plan
):
    _, bearer = customer_with_a_3_month_plan
    add(graphql, (CORE_3_MONTH, 2))

    cart = graphql(CART, **bearer)["data"]["cart"]

    assert quantities(cart) == [(CORE_3_MONTH, 2)]
    assert notices(client) == [
        {
            "type": "info",
            "text": "Rootwell Core for Women 3-Month Subscription was already in your cart; "
            "we kept 2.",
        }
    ]


def test_a_guest_cart_that_becomes_an_empty_account_cart_needs_no_notice(client, graphql):
    core_catalogue()
    _, bearer = signed_in_customer()
    add(graphql, (CORE_3_MONTH, 1))

    cart = graphql(CART, **bearer)["data"]["cart"]

    assert quantities(cart) == [(CORE_3_MONTH, 1)]
    assert notices(client) == []


def test_the_notice_follows_messages_already_waiting_for_the_next_page(
    client, graphql, customer_with_a_3_month_plan
):
    _, bearer = customer_with_a_3_month_plan
    add(graphql, (CORE_ONE_TIME, 1))
    client.cookies["messages"] = "%5B%7B%22type%22%3A%22warning%22%2C%22text%22%3A%22Hi%22%7D%5D"

    graphql(CART, **bearer)

    assert notices(client) == [
        {"type": "warning", "text": "Hi"},
        {"type": "info", "text": "We added 1 item from your earlier visit."},
    ]


@pytest.fixture
def once_per_customer_code():
    return money_off_cart_voucher("WELCOME5", Decimal("5.00"), usage=Voucher.ONCE_PER_CUSTOMER)


def test_a_guest_following_a_once_per_customer_code_link_gets_the_products_and_a_waiting_code(
    client, graphql, once_per_customer_code
):
    core_catalogue()

    response = follow_dpa_link(client, CORE_3_MONTH, "welcome5")

    # no error and no empty cart: the plan is in, the code waits for a sign-in
    assert response.status_code == 200, response.content
    assert response.json()["0"]["coupon_code"] == "WELCOME5"
    cart = graphql(CART)["data"]["cart"]
    assert quantities(cart) == [(CORE_3_MONTH, 1)]
    assert cart["applied_coupons"] == [
        {
            "code": "WELCOME5",
            "applies": False,
            "needs": "Sign in or create an account to use WELCOME5",
            "sign_in_needed": True,
        }
    ]
    assert cart["prices"]["total_discount"] == {"value": "0.00"}


def test_a_guest_entering_a_once_per_customer_code_is_asked_to_sign_in_too(
    graphql, once_per_customer_code
):
    core_catalogue()
    add(graphql, (CORE_ONE_TIME, 1))

    body = graphql(
        'mutation { applyCouponToCart(input: {coupon_code: "WELCOME5"}) '
        "{ cart { applied_coupons { code sign_in_needed } } } }"
    )

    assert "errors" not in body, body
    assert body["data"]["applyCouponToCart"]["cart"]["applied_coupons"] == [
        {"code": "WELCOME5", "sign_in_needed": True}
    ]


def test_the_waiting_code_is_applied_once_the_guest_signs_in(
    client, graphql, once_per_customer_code
):
    core_catalogue()
    _, bearer = signed_in_customer()
    follow_dpa_link(client, CORE_3_MONTH, "WELCOME5")

    cart = graphql(CART, **bearer)["data"]["cart"]

    assert cart["applied_coupons"] == [
        {"code": "WELCOME5", "applies": True, "needs": "", "sign_in_needed": False}
    ]
    assert cart["prices"]["total_discount"] == {"value": "5.00"}
    assert cart["prices"]["grand_total"] == {"value": "219.00"}


def test_the_waiting_code_is_refused_with_the_usual_message_for_an_account_that_used_it(
    client, graphql, once_per_customer_code, customer_with_a_3_month_plan
):
    customer, bearer = customer_with_a_3_month_plan
    VoucherApplication.objects.create(
        voucher=once_per_customer_code, user=customer, order=past_order(customer, CORE_ONE_TIME)
    )
    follow_dpa_link(client, CORE_ONE_TIME, "WELCOME5")

    cart = graphql(CART, **bearer)["data"]["cart"]

    assert cart["applied_coupons"] == []
    assert quantities(cart) == [(CORE_3_MONTH, 1), (CORE_ONE_TIME, 1)]
    assert notices(client)[-1] == {
        "type": "error",
        "text": 'The coupon code "WELCOME5" isn\'t valid. Verify the code and try again. '
        "You have already used this coupon in a previous order.",
    }


def test_the_storefronts_sign_in_merges_through_the_rest_cart_and_gets_the_notice(
    client, graphql, customer_with_a_3_month_plan
):
    _, bearer = customer_with_a_3_month_plan
    add(graphql, (CORE_3_MONTH, 1))

    # the sign-in action asks for the cart as the customer, with the guest cart's cookie
    response = client.get("/rest/V1/rootwell-carts/", **bearer)

    assert response.json()["cartNum"] == 1
    assert response.cookies["cart_id"].value == ""
    assert notices(client) == [
        {
            "type": "info",
            "text": "Rootwell Core for Women 3-Month Subscription was already in your cart; "
            "we kept one.",
        }
    ]
