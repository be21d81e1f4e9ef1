"""Whatever a cart holds, its money adds up to the cent."""

from decimal import Decimal

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import RequestFactory
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from commerce.basket import coupons, services, totals
from commerce.basket.vouchers import money_off_cart_voucher
from commerce.customers.newsletter import subscribe
from commerce.plans.tests.factories import core_product_with_four_plans

pytestmark = pytest.mark.django_db

SKUS = [
    f"RW-{line}-{plan}"
    for line in ("CORE-W", "CORE-M", "SERUM")
    for plan in ("N01", "1M-S01", "3M-S01", "6M-S01")
]


@pytest.fixture
def catalogue():
    for upc in ("RW-CORE-W", "RW-CORE-M", "RW-SERUM"):
        core_product_with_four_plans(title=upc, upc=upc)
    money_off_cart_voucher("GROW10", Decimal("10.00"))
    return {"GROW10": "GROW10", "welcome": subscribe("jane@example.com").subscriber.discount_code}


def guest_request():
    request = RequestFactory().post("/graphql/")
    request.user = AnonymousUser()
    return request


carts = st.dictionaries(
    st.sampled_from(SKUS), st.integers(min_value=1, max_value=10), min_size=1, max_size=12
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(lines=carts, coupon=st.sampled_from([None, "GROW10", "welcome"]))
def test_the_cart_adds_up_exactly(catalogue, lines, coupon):
    # given a guest cart of random plans and quantities, with or without a coupon
    request = guest_request()
    items = [services.ItemRequest(sku, quantity) for sku, quantity in lines.items()]
    basket, problems = services.add_items(request, items)
    assert problems == []
    if coupon:
        try:
            basket = coupons.apply_coupon(request, catalogue[coupon], basket.masked_id)
        except services.CartError:
            assert coupon == "welcome" and not any(sku.endswith("-S01") for sku in lines)

    cart = totals.summarize(basket)

    # then every line is its price times its quantity, and the totals are the lines' sums
    for line in cart.lines:
        assert line.row_total == line.price * line.quantity
        assert Decimal("0.00") <= line.discount <= line.row_total
    assert cart.total_quantity == sum(lines.values())
    assert cart.subtotal == sum(line.row_total for line in cart.lines)
    assert cart.total_discount == sum(line.discount for line in cart.lines)
    assert cart.total_discount == sum(discount.amount for discount in cart.discounts)
    assert cart.grand_total == cart.subtotal - cart.total_discount + cart.shipping + cart.taxes
    # and Oscar, pricing the same basket on its own, charges the same before shipping
    assert cart.grand_total - cart.shipping == basket.total_incl_tax
    # and shipping is free exactly when a subscription is in the cart; nothing is taxed
    has_subscription = any(sku.endswith("-S01") for sku in lines)
    assert cart.shipping == (Decimal("0.00") if has_subscription else Decimal("6.95"))
    assert cart.taxes == Decimal("0.00")
    # and a coupon takes off its $10 at most once, never more than the cart is worth
    assert cart.total_discount == (Decimal("10.00") if cart.coupon_codes else Decimal("0.00"))
    assert cart.grand_total >= cart.shipping
    for amount in (cart.subtotal, cart.total_discount, cart.grand_total):
        assert amount == amount.quantize(Decimal("0.01"))
