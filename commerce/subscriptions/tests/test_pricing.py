from decimal import Decimal

import pytest
from oscar.core.loading import get_model

from commerce.basket.vouchers import percent_off_voucher
from commerce.plans.tests.factories import PlanFactory
from commerce.subscriptions import pricing
from commerce.subscriptions.pricing import Line, renewal_totals
from commerce.subscriptions.rules import InvalidProducts
from commerce.subscriptions.services import create_for_order

from .factories import booster, paid_order, plans

pytestmark = pytest.mark.django_db

Basket = get_model("basket", "Basket")


def test_a_renewal_charges_the_quotes_locked_prices_and_ships_free():
    # Given a monthly subscription to two bottles at $79
    monthly = plans()[1]
    (subscription,) = create_for_order(paid_order(None, (monthly, 2)), card=None)

    # When the catalogue price rises afterwards
    stockrecord = monthly.stockrecords.first()
    stockrecord.price = Decimal("99.00")
    stockrecord.save()

    # Then the renewal still charges the locked price, without shipping
    totals = renewal_totals(subscription)
    assert (totals.subtotal, totals.discount, totals.grand_total) == (
        Decimal("158.00"),
        Decimal("0.00"),
        Decimal("158.00"),
    )


def test_a_discount_staff_set_comes_off_but_never_below_zero():
    (subscription,) = create_for_order(paid_order(None, (plans()[3], 1)), card=None)

    subscription.custom_discount = Decimal("24.00")
    assert renewal_totals(subscription).grand_total == Decimal("200.00")
    subscription.custom_discount = Decimal("500.00")
    assert renewal_totals(subscription).grand_total == Decimal("0.00")


def test_an_estimate_keeps_locked_prices_prices_new_plans_now_and_takes_the_discount():
    # Given a monthly subscription to Rootwell Core at $79, whose catalogue price rose to $99
    core = plans()
    (subscription,) = create_for_order(paid_order(None, (core[1], 1)), card=None)
    record = core[1].stockrecords.first()
    record.price = Decimal("99.00")
    record.save()
    subscription.custom_discount = Decimal("10.00")

    # When it would also ship two booster bottles
    stress = booster()
    estimate = pricing.estimate(
        subscription, [Line(core[1].upc, 1), Line(stress[1].upc, 2)], frequency_count=1
    )

    # Then the core keeps $79, the booster costs today's $30, and staff's discount comes off
    assert [(line.sku, line.price, line.row_total) for line in estimate.lines] == [
        (core[1].upc, Decimal("79.00"), Decimal("79.00")),
        (stress[1].upc, Decimal("30.00"), Decimal("60.00")),
    ]
    assert (estimate.totals.subtotal, estimate.totals.discount, estimate.totals.grand_total) == (
        Decimal("139.00"),
        Decimal("10.00"),
        Decimal("129.00"),
    )
    assert estimate.frequency_count == 1


def test_an_estimate_with_a_coupon_takes_what_its_offers_take_and_leaves_no_basket_behind():
    # Given a monthly subscription to two bottles at $79 and a 15%-off coupon
    (subscription,) = create_for_order(paid_order(None, (plans()[1], 2)), card=None)
    coupon = percent_off_voucher("AVA15", Decimal("15"))
    baskets = Basket.objects.count()

    # When its renewal is estimated with the coupon
    estimate = pricing.estimate(subscription, pricing.current_lines(subscription), coupon=coupon)

    # Then 15% of $158 comes off, and the renewal basket it was priced on is gone again
    assert (estimate.totals.subtotal, estimate.totals.discount, estimate.totals.grand_total) == (
        Decimal("158.00"),
        Decimal("23.70"),
        Decimal("134.30"),
    )
    assert estimate.coupon_code == "AVA15"
    assert Basket.objects.count() == baskets


def test_an_estimate_refuses_a_plan_that_is_not_a_subscription():
    (subscription,) = create_for_order(paid_order(None, (plans()[1], 1)), card=None)
    one_time = PlanFactory(upc="RW-ONCE-N01")

    with pytest.raises(InvalidProducts):
        pricing.estimate(subscription, [Line(one_time.upc, 1)])
