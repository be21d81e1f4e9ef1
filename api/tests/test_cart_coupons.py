from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.basket.tests.factories import (
    CORE_MONTHLY,
    CORE_ONE_TIME,
    core_catalogue,
    past_order,
    signed_in_customer,
)
from commerce.basket.vouchers import money_off_cart_voucher
from commerce.customers.newsletter import subscribe

from .test_cart import ADD, APPLY, CART, CART_FIELDS, item

pytestmark = pytest.mark.django_db

Voucher = get_model("voucher", "Voucher")
VoucherApplication = get_model("voucher", "VoucherApplication")

REMOVE_COUPON = f"""
mutation Remove($input: RemoveCouponFromCartInput!) {{
  removeCouponFromCart(input: $input) {{ cart {{ {CART_FIELDS} }} }}
}}
"""


def apply(graphql, code, **headers):
    return graphql(APPLY, {"input": {"coupon_code": code}}, **headers)


def refusal(body):
    [error] = body["errors"]
    assert error["extensions"]["code"] == "BAD_USER_INPUT"
    return error["message"]


def welcome_code():
    return subscribe("jane@example.com").subscriber.discount_code


def test_grow10_takes_10_dollars_off_the_cart(graphql):
    core_catalogue()
    money_off_cart_voucher("GROW10", Decimal("10.00"))
    graphql(ADD, {"items": [item(CORE_ONE_TIME)]})

    cart = apply(graphql, " grow10 ")["data"]["applyCouponToCart"]["cart"]

    assert cart["applied_coupons"] == [{"code": "GROW10"}]
    assert cart["prices"]["discounts"] == [
        {"label": "Discount (GROW10)", "amount": {"value": "10.00"}}
    ]
    assert cart["prices"]["total_discount"] == {"value": "10.00"}
    # 88.00 - 10.00 + 6.95 shipping
    assert cart["prices"]["grand_total"] == {"value": "84.95"}
    assert cart["items"][0]["prices"]["total_item_discount"] == {"value": "10.00"}


def test_removing_the_coupon_restores_the_price(graphql):
    core_catalogue()
    money_off_cart_voucher("GROW10", Decimal("10.00"))
    graphql(ADD, {"items": [item(CORE_ONE_TIME)]})
    apply(graphql, "GROW10")

    cart = graphql(REMOVE_COUPON, {"input": {}})["data"]["removeCouponFromCart"]["cart"]

    assert cart["applied_coupons"] == []
    assert cart["prices"]["grand_total"] == {"value": "94.95"}


def test_an_unknown_code_is_refused(graphql):
    core_catalogue()
    graphql(ADD, {"items": [item(CORE_ONE_TIME)]})

    body = apply(graphql, "NOPE")

    assert refusal(body) == 'The coupon code "NOPE" isn\'t valid. Verify the code and try again.'
    assert graphql(CART)["data"]["cart"]["applied_coupons"] == []


def test_an_expired_code_is_refused(graphql):
    core_catalogue()
    voucher = money_off_cart_voucher("SPRING5", Decimal("5.00"))
    voucher.end_datetime = timezone.now() - timedelta(days=1)
    voucher.save()
    graphql(ADD, {"items": [item(CORE_ONE_TIME)]})

    body = apply(graphql, "SPRING5")

    assert refusal(body) == 'The coupon code "SPRING5" isn\'t valid. Verify the code and try again.'


def test_a_code_for_once_per_customer_is_refused_the_second_time(graphql):
    core_catalogue()
    customer, bearer = signed_in_customer()
    voucher = money_off_cart_voucher("THANKYOU", Decimal("5.00"), usage=Voucher.ONCE_PER_CUSTOMER)
    VoucherApplication.objects.create(
        voucher=voucher, user=customer, order=past_order(customer, CORE_ONE_TIME)
    )
    graphql(ADD, {"items": [item(CORE_ONE_TIME)]}, **bearer)

    body = apply(graphql, "THANKYOU", **bearer)

    assert refusal(body) == (
        'The coupon code "THANKYOU" isn\'t valid. Verify the code and try again. '
        "You have already used this coupon in a previous order."
    )


def test_the_welcome_code_discounts_only_the_subscription_line(graphql):
    core_catalogue()
    graphql(ADD, {"items": [item(CORE_ONE_TIME), item(CORE_MONTHLY)]})

    cart = apply(graphql, welcome_code())["data"]["applyCouponToCart"]["cart"]

    discounts = {
        line["product"]["sku"]: line["prices"]["total_item_discount"]["value"]
        for line in cart["items"]
    }
    assert discounts == {CORE_ONE_TIME: "0.00", CORE_MONTHLY: "10.00"}
    assert cart["prices"]["grand_total"] == {"value": "157.00"}


def test_the_welcome_code_is_refused_on_one_time_purchases_alone(graphql):
    core_catalogue()
    code = welcome_code()
    graphql(ADD, {"items": [item(CORE_ONE_TIME)]})

    body = apply(graphql, code)

    assert refusal(body) == (
        f'The coupon code "{code}" isn\'t valid. Verify the code and try again. '
        "Add a subscription plan to your cart to use this code."
    )


def test_the_welcome_code_is_refused_after_a_first_subscription_order(graphql):
    core_catalogue()
    customer, bearer = signed_in_customer()
    past_order(customer, CORE_MONTHLY)
    code = welcome_code()
    graphql(ADD, {"items": [item(CORE_MONTHLY)]}, **bearer)

    body = apply(graphql, code, **bearer)

    assert refusal(body) == (
        f'The coupon code "{code}" isn\'t valid. Verify the code and try again. '
        f'The coupon code "{code}" only applies to your first subscription order.'
    )
    assert graphql(CART, **bearer)["data"]["cart"]["prices"]["total_discount"] == {"value": "0.00"}


def test_a_one_time_order_before_does_not_spoil_the_first_subscription(graphql):
    core_catalogue()
    customer, bearer = signed_in_customer()
    past_order(customer, CORE_ONE_TIME)
    graphql(ADD, {"items": [item(CORE_MONTHLY)]}, **bearer)

    cart = apply(graphql, welcome_code(), **bearer)["data"]["applyCouponToCart"]["cart"]

    assert cart["prices"]["total_discount"] == {"value": "10.00"}


def test_a_guest_may_apply_the_welcome_code_and_it_is_checked_again_at_sign_in(graphql):
    core_catalogue()
    customer, bearer = signed_in_customer()
    past_order(customer, CORE_MONTHLY)
    graphql(ADD, {"items": [item(CORE_MONTHLY)]})

    # a guest gets the welcome discount
    guest_cart = apply(graphql, welcome_code())["data"]["applyCouponToCart"]["cart"]
    assert guest_cart["prices"]["total_discount"] == {"value": "10.00"}

    # but once the cart belongs to a customer who ordered a subscription before, it is gone
    cart = graphql(CART, **bearer)["data"]["cart"]
    assert cart["prices"]["total_discount"] == {"value": "0.00"}
    assert cart["prices"]["grand_total"] == {"value": "79.00"}


def test_a_new_code_replaces_the_old_one_but_a_refused_code_keeps_it(graphql):
    core_catalogue()
    money_off_cart_voucher("GROW10", Decimal("10.00"))
    money_off_cart_voucher("GROW5", Decimal("5.00"))
    graphql(ADD, {"items": [item(CORE_ONE_TIME)]})
    apply(graphql, "GROW10")

    assert "errors" in apply(graphql, "NOPE")
    assert graphql(CART)["data"]["cart"]["applied_coupons"] == [{"code": "GROW10"}]

    cart = apply(graphql, "GROW5")["data"]["applyCouponToCart"]["cart"]
    assert cart["applied_coupons"] == [{"code": "GROW5"}]
    assert cart["prices"]["total_discount"] == {"value": "5.00"}


def test_at_sign_in_the_guests_coupon_replaces_the_customers(client, graphql):
    core_catalogue()
    money_off_cart_voucher("GROW10", Decimal("10.00"))
    money_off_cart_voucher("GROW5", Decimal("5.00"))
    _, bearer = signed_in_customer()
    graphql(ADD, {"items": [item(CORE_ONE_TIME)]}, **bearer)
    apply(graphql, "GROW5", **bearer)
    client.cookies.clear()
    graphql(ADD, {"items": [item(CORE_MONTHLY)]})
    apply(graphql, "GROW10")

    cart = graphql(CART, **bearer)["data"]["cart"]

    assert cart["applied_coupons"] == [{"code": "GROW10"}]
    assert cart["prices"]["total_discount"] == {"value": "10.00"}
