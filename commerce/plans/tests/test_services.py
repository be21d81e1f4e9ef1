from decimal import Decimal

import pytest

from commerce.plans.services import (
    MAX_SKUS_PER_REQUEST,
    TooManySkus,
    booster_plans,
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


def test_a_subscription_asked_for_alone_still_compares_with_its_one_time_price():
    core_product_with_four_plans()

    [plan] = plans_for_skus(["RW-CORE-W-3M-S01"])

    assert plan.old_price == Decimal("264.00")
    assert plan.savings == 15
    assert plan.subscription_intervals == (1, 3, 6)


def test_boosters_are_those_with_the_bundle_key_on_the_asked_interval():
    # given two boosters for women, one of them also for men, and a core product
    core_product_with_four_plans(
        title="Stress Booster",
        upc="RW-B-STRESS",
        is_core=False,
        is_booster=True,
        bundle_keys="women, men",
    )
    core_product_with_four_plans(
        title="Hormone Booster",
        upc="RW-B-HORMONE",
        is_core=False,
        is_booster=True,
        bundle_keys="women",
    )
    core_product_with_four_plans(bundle_keys="women")

    # then the men's 3-month boosters hold only the stress booster's 3-month plan
    assert [plan.sku for plan in booster_plans("men", 3)] == ["RW-B-STRESS-3M-S01"]
    assert [plan.sku for plan in booster_plans("women", 0)] == [
        "RW-B-HORMONE-N01",
        "RW-B-STRESS-N01",
    ]
    assert booster_plans("kids", 3) == []


def test_a_duo_knows_what_its_products_cost_bought_separately():
    core_product_with_four_plans()
    core_product_with_four_plans(
        title="Stress Booster", upc="RW-B-STRESS", prices=("40.00", "36.00", "102.00", "192.00")
    )
    core_product_with_four_plans(
        title="De-Stress Duo",
        upc="RW-DUO",
        prices=("118.00", "106.00", "301.00", "566.00"),
        bundle_products="RW-CORE-W,RW-B-STRESS",
    )

    plans = {plan.sku: plan for plan in plans_for_skus(["RW-DUO-N01", "RW-DUO-3M-S01"])}

    assert plans["RW-DUO-N01"].bundled_price == Decimal("128.00")
    assert plans["RW-DUO-3M-S01"].bundled_price == Decimal("326.00")
    assert plans_for_skus(["RW-CORE-W-N01"])[0].bundled_price is None
