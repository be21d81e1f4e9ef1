"""Marketers mark in the dashboard which shop coupons are good for subscriptions, and for how
many renewals; a customer can then apply it to their subscription."""

from decimal import Decimal

import pytest
from django.test import Client

from commerce.basket.vouchers import money_off_cart_voucher
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StaffFactory
from commerce.subscriptions.coupons import CouponNotForSubscriptions, change_coupon
from commerce.subscriptions.models import SubscriptionCouponTerms

from .factories import plans
from .renewal_factories import subscription

pytestmark = pytest.mark.django_db

LIST = "/dashboard/subscription-coupons/"


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_staff_mark_a_coupon_good_for_subscriptions_for_n_renewals():
    # Given a $10-off code and a subscriber, who cannot apply it yet
    voucher = money_off_cart_voucher("STAY10", Decimal("10.00"))
    started = subscription(plans()[1], quantity=2)
    with pytest.raises(CouponNotForSubscriptions):
        change_coupon(started, "STAY10", actor=started.customer)
    staff = signed_in(StaffFactory())
    assert "Cart code only" in staff.get(LIST).content.decode()

    # When staff mark it good for subscriptions, for three renewals
    response = staff.post(
        f"{LIST}{voucher.pk}/", {"good_for_subscriptions": "on", "renewals": "3"}, follow=True
    )

    # Then the list shows it, and the subscriber's coupon discounts three renewals
    page = response.content.decode()
    assert "STAY10 is good for subscriptions: it discounts 3 renewals." in page
    assert "Good for 3 renewals" in page
    applied = change_coupon(started, "STAY10", actor=started.customer)
    assert (applied.coupon.code, applied.coupon_renewals_left) == ("STAY10", 3)

    # When staff make it a cart code again
    staff.post(f"{LIST}{voucher.pk}/", {"renewals": "3"})

    # Then no one else can apply it
    assert not SubscriptionCouponTerms.objects.exists()


def test_marking_needs_the_renewals_and_staff():
    voucher = money_off_cart_voucher("STAY10", Decimal("10.00"))

    refused = signed_in(StaffFactory()).post(
        f"{LIST}{voucher.pk}/", {"good_for_subscriptions": "on"}
    )
    customer = signed_in(CustomerFactory()).post(
        f"{LIST}{voucher.pk}/", {"good_for_subscriptions": "on", "renewals": "3"}
    )

    assert "Say how many renewals it discounts." in refused.content.decode()
    assert customer.status_code in (302, 403)
    assert not SubscriptionCouponTerms.objects.exists()
