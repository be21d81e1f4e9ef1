from decimal import Decimal

import pytest

from commerce.plans.services import (
    MAX_SKUS_PER_REQUEST,
    TooManySkus,
    core_subscription_plans,
    plans_for_product,
    plans_for_skus,
)

from .factories import PlanFactory, ProductFactory, core_product_with_four_plans

pytestmark = pytest.mark.django_db


def test_plans_for_skus_are_cheapest_first_and_skip_unknown_skus():
    # given a core product with four plans
    core_product_with_four_plans()

    # when a client asks for three SKUs, one of which does not exist
    plans = plans_for_skus(["RW-CORE-W-6M-S01", "RW-CORE-W-N01", "NO-SUCH-SKU"])

    # then it gets the two real plans, cheapest first, with exact decimal prices
    assert [(plan.sku, plan.price) for plan in plans] == [
        ("RW-CORE-W-N01", Decimal("88.00")),
        ("RW-CORE-W-6M-S01", Decimal("422.00")),
    ]
    assert plans[1].option_title == "6-Month Subscription"
    assert plans[1].billing_interval == 6
    assert plans[1].is_subscription


def test_unpublished_products_are_not_sold():
    hidden = ProductFactory(is_public=False)
    PlanFactory(parent=hidden, upc="HIDDEN-N01")
    PlanFactory(upc="HIDDEN-CHILD-N01", is_public=False)

    assert plans_for_skus(["HIDDEN-N01", "HIDDEN-CHILD-N01"]) == []


def test_a_plan_out_of_stock_is_listed_as_unavailable():
    PlanFactory(upc="SOLD-OUT-N01", stockrecord__num_in_stock=0)

    [plan] = plans_for_skus(["SOLD-OUT-N01"])

    assert plan.is_available is False


def test_asking_for_too_many_skus_is_refused():
    with pytest.raises(TooManySkus):
        plans_for_skus([f"SKU-{n}" for n in range(MAX_SKUS_PER_REQUEST + 1)])


def test_a_product_page_lists_one_time_first_then_by_interval():
    product = core_product_with_four_plans()

    titles = [plan.option_title for plan in plans_for_product(product.pk)]

    assert titles == [
        "One-Time Purchase",
        "Monthly Subscription",
        "3-Month Subscription",
        "6-Month Subscription",
    ]


def test_core_subscription_plans_leave_out_one_time_and_non_core_plans():
    core_product_with_four_plans()
    core_product_with_four_plans(title="Rootwell Scalp Serum", upc="RW-SERUM", is_core=False)

    skus = [plan.sku for plan in core_subscription_plans()]

    assert skus == ["RW-CORE-W-1M-S01", "RW-CORE-W-3M-S01", "RW-CORE-W-6M-S01"]
