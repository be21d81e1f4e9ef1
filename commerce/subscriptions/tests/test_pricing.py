from decimal import Decimal

import pytest

from commerce.subscriptions.pricing import renewal_totals
from commerce.subscriptions.services import create_for_order

from .factories import paid_order, plans

pytestmark = pytest.mark.django_db


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
