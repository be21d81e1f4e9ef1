from decimal import Decimal

import pytest
from django.contrib.auth.models import AnonymousUser
from oscar.core.loading import get_class, get_model

from commerce.customers.newsletter import subscribe
from commerce.plans.tests.factories import PlanFactory, ProductFactory, subscription_plan

pytestmark = pytest.mark.django_db

Applicator = get_class("offer.applicator", "Applicator")
Basket = get_model("basket", "Basket")
Selector = get_class("partner.strategy", "Selector")
Voucher = get_model("voucher", "Voucher")


def basket_with(*plans, voucher_code: str):
    basket = Basket.objects.create()
    basket.strategy = Selector().strategy()
    for plan in plans:
        basket.add_product(plan)
    basket.vouchers.add(Voucher.objects.get(code=voucher_code))
    # a guest shopper, as Oscar's basket middleware passes one
    Applicator().apply(basket, AnonymousUser())
    return basket


def test_the_welcome_code_takes_10_dollars_off_a_subscription_plan():
    # given a subscriber's code and a basket with a $79 monthly plan
    product = ProductFactory()
    monthly = subscription_plan(product, 1, "79.00")
    code = subscribe("jane@example.com").subscriber.discount_code

    # when the code is applied
    basket = basket_with(monthly, voucher_code=code)

    # then the basket is $10 cheaper
    assert basket.total_discount == Decimal("10.00")
    assert basket.total_incl_tax == Decimal("69.00")


def test_the_welcome_code_does_not_discount_a_one_time_purchase():
    # given a subscriber's code and a basket with only a one-time plan
    one_time = PlanFactory(upc="RW-CORE-W-N01", stockrecord__price=Decimal("88.00"))
    code = subscribe("jane@example.com").subscriber.discount_code

    # when the code is applied
    basket = basket_with(one_time, voucher_code=code)

    # then nothing is taken off
    assert basket.total_discount == Decimal("0.00")
    assert basket.total_incl_tax == Decimal("88.00")


def test_in_a_mixed_basket_only_the_subscription_plan_is_discounted():
    # given a basket with a one-time plan and a subscription plan
    product = ProductFactory(upc="RW-CORE-W")
    one_time = PlanFactory(parent=product, upc="RW-CORE-W-N01")
    monthly = subscription_plan(product, 1, "79.00")
    code = subscribe("jane@example.com").subscriber.discount_code

    # when the code is applied
    basket = basket_with(one_time, monthly, voucher_code=code)

    # then the $10 comes off the subscription line alone
    discounts = {line.product.upc: line.discount_value for line in basket.all_lines()}
    assert discounts == {"RW-CORE-W-N01": Decimal("0.00"), "RW-CORE-W-1M-S01": Decimal("10.00")}


def test_a_plan_added_after_sign_up_is_covered_without_touching_the_offer():
    # given a code issued before the 6-month plan existed
    code = subscribe("jane@example.com").subscriber.discount_code
    six_month = subscription_plan(ProductFactory(), 6, "422.00")

    # when the code is applied to the new plan
    basket = basket_with(six_month, voucher_code=code)

    # then it is discounted all the same
    assert basket.total_discount == Decimal("10.00")


def test_every_subscriber_shares_one_offer_but_gets_their_own_single_use_voucher():
    first = Voucher.objects.get(code=subscribe("jane@example.com").subscriber.discount_code)
    second = Voucher.objects.get(code=subscribe("sam@example.com").subscriber.discount_code)

    assert first.code != second.code
    assert first.usage == second.usage == Voucher.SINGLE_USE
    assert list(first.offers.all()) == list(second.offers.all())
    [offer] = first.offers.all()
    assert offer.is_voucher_offer_type
    assert offer.benefit.value == Decimal("10.00")
