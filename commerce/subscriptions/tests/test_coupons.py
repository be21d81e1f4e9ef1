"""A shop coupon on a subscription: what its renewals charge and how the coupon is used up."""

from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.basket.vouchers import every_plan_range, money_off_cart_voucher
from commerce.payments.sandbox.models import Charge
from commerce.subscriptions import edits
from commerce.subscriptions.coupons import change_coupon
from commerce.subscriptions.models import SubscriptionLog
from commerce.subscriptions.pricing import renewal_totals
from commerce.subscriptions.renewals import renew_due

from .factories import for_subscriptions, plans
from .renewal_factories import renewal_orders, subscription

pytestmark = pytest.mark.django_db

Benefit = get_model("offer", "Benefit")
Condition = get_model("offer", "Condition")
ConditionalOffer = get_model("offer", "ConditionalOffer")
Voucher = get_model("voucher", "Voucher")

FEB_28, MAR_31 = date(2026, 2, 28), date(2026, 3, 31)


@pytest.fixture
def monthly():
    """Two monthly bottles of Rootwell Core at $79, started on Jan 31, renewing on Feb 28."""
    return subscription(plans()[1], quantity=2)


def with_coupon(started, code):
    return change_coupon(started, code, actor=started.customer)


def refreshed(instance):
    instance.refresh_from_db()
    return instance


def charged(order):
    return (order.basket_total_before_discounts_incl_tax, order.total_incl_tax)


def coupon_logs(started) -> list[str]:
    return [
        log.message
        for log in started.logs.filter(
            action=SubscriptionLog.Action.CHANGED, message__contains="Coupon"
        )
    ]


def test_the_next_renewal_charges_what_its_price_showed_with_the_coupon_off(monthly):
    # Given a $10-off coupon applied to the subscription
    for_subscriptions(money_off_cart_voucher("SAVE10", Decimal("10.00")))
    with_coupon(monthly, " save10 ")
    shown = renewal_totals(refreshed(monthly))

    # When it renews
    renew_due(FEB_28)

    # Then the order charges what its price showed, the coupon's discount on the order
    [order] = renewal_orders(monthly)
    assert (shown.subtotal, shown.discount, shown.grand_total) == (
        Decimal("158.00"),
        Decimal("10.00"),
        Decimal("148.00"),
    )
    assert charged(order) == (Decimal("158.00"), Decimal("148.00"))
    assert Charge.objects.get().amount == Decimal("148.00")
    [discount] = order.discounts.all()
    assert (discount.voucher_code, discount.amount) == ("SAVE10", Decimal("10.00"))
    # And Oscar counted the use; a code many may use stays on for the next renewal
    assert Voucher.objects.get(code="SAVE10").num_orders == 1
    assert refreshed(monthly).coupon.code == "SAVE10"
    assert coupon_logs(monthly) == ["Coupon SAVE10 applied."]


def test_a_single_use_coupon_pays_for_one_renewal_only(monthly):
    for_subscriptions(money_off_cart_voucher("ONCE10", Decimal("10.00"), usage=Voucher.SINGLE_USE))
    with_coupon(monthly, "ONCE10")

    renew_due(FEB_28)
    used_up = refreshed(monthly)
    renew_due(MAR_31)

    first, second = renewal_orders(monthly)
    assert (charged(first), charged(second)) == (
        (Decimal("158.00"), Decimal("148.00")),
        (Decimal("158.00"), Decimal("158.00")),
    )
    assert used_up.coupon is None
    assert renewal_totals(used_up).grand_total == Decimal("158.00")
    assert coupon_logs(monthly) == ["Coupon ONCE10 applied.", "Coupon ONCE10 used up."]


def test_a_coupon_expired_by_renewal_time_leaves_the_renewal_at_full_price(monthly):
    for_subscriptions(money_off_cart_voucher("SAVE10", Decimal("10.00")))
    with_coupon(monthly, "SAVE10")
    Voucher.objects.filter(code="SAVE10").update(end_datetime=timezone.now() - timedelta(days=1))

    assert renew_due(FEB_28)["renewed"] == 1

    [order] = renewal_orders(monthly)
    assert charged(order) == (Decimal("158.00"), Decimal("158.00"))
    assert not order.discounts.exists()
    assert refreshed(monthly).coupon is None
    log = monthly.logs.get(message="Coupon SAVE10 expired; removed.")
    assert log.actor is None


def test_a_coupon_the_subscription_no_longer_qualifies_for_is_dropped_at_renewal(monthly):
    # Given a coupon for two bottles or more, applied while the subscription shipped two
    voucher = for_subscriptions(money_off_cart_voucher("PAIR10", Decimal("10.00")))
    Condition.objects.filter(offers__vouchers=voucher).update(value=2)
    with_coupon(monthly, "PAIR10")

    # When the customer cuts it to one bottle and it renews
    edits.change_products(
        refreshed(monthly), [{"sku": "RW-CORE-W-1M-S01", "qty": 1}], actor=monthly.customer
    )
    renew_due(FEB_28)

    # Then the renewal charges the full price and records no use of the code
    [order] = renewal_orders(monthly)
    assert charged(order) == (Decimal("79.00"), Decimal("79.00"))
    assert Voucher.objects.get(code="PAIR10").num_orders == 0
    assert refreshed(monthly).coupon is None
    assert coupon_logs(monthly)[-1] == (
        "Coupon PAIR10 no longer applies to this subscription; removed."
    )


def test_the_coupon_and_staffs_discount_both_come_off_but_never_below_zero(monthly):
    for_subscriptions(money_off_cart_voucher("SAVE10", Decimal("10.00")))
    with_coupon(monthly, "SAVE10")
    monthly.refresh_from_db()

    monthly.custom_discount = Decimal("20.00")
    assert renewal_totals(monthly).grand_total == Decimal("128.00")
    monthly.custom_discount = Decimal("500.00")
    assert renewal_totals(monthly).grand_total == Decimal("0.00")


def test_the_shops_site_wide_offers_never_apply_to_a_renewal(monthly):
    every_plan = every_plan_range()
    ConditionalOffer.objects.create(
        name="Half off everything",
        offer_type=ConditionalOffer.SITE,
        condition=Condition.objects.create(range=every_plan, type=Condition.COUNT, value=1),
        benefit=Benefit.objects.create(range=every_plan, type=Benefit.PERCENTAGE, value=50),
    )
    for_subscriptions(money_off_cart_voucher("SAVE10", Decimal("10.00")))
    with_coupon(monthly, "SAVE10")

    renew_due(FEB_28)

    [order] = renewal_orders(monthly)
    assert charged(order) == (Decimal("158.00"), Decimal("148.00"))
    assert [discount.voucher_code for discount in order.discounts.all()] == ["SAVE10"]
