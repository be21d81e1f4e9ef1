from decimal import Decimal

import pytest

from commerce.plans.pricing import old_price, price_per_month, savings_percent


@pytest.mark.parametrize(
    ("price", "months", "old", "savings"),
    [
        ("88.00", 0, None, 0),
        ("79.00", 1, "88.00", 10),
        ("224.00", 3, "264.00", 15),
        ("422.00", 6, "528.00", 20),
    ],
)
def test_core_plans_save_10_15_and_20_percent_against_buying_once(price, months, old, savings):
    derived = old_price(Decimal("88.00"), months)

    assert derived == (Decimal(old) if old else None)
    assert savings_percent(Decimal(price), derived) == savings


def test_a_subscription_without_a_one_time_plan_has_no_old_price_and_saves_nothing():
    assert old_price(None, 3) is None
    assert savings_percent(Decimal("224.00"), None) == 0


def test_price_per_month_is_rounded_to_the_cent():
    assert price_per_month(Decimal("224.00"), 3) == Decimal("74.67")
    assert price_per_month(Decimal("88.00"), 0) == Decimal("88.00")
