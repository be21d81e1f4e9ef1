import pytest

from commerce.plans.tests.factories import core_product_with_four_plans

pytestmark = pytest.mark.django_db

PRODUCTS = """
query Products($skus: [String!]!) {
  products(skus: $skus) {
    sku name option_title billing_interval purchase_type product_gender is_subscription
    price { value currency }
  }
}
"""


def test_products_returns_the_asked_plans_cheapest_first(graphql):
    core_product_with_four_plans()

    body = graphql(PRODUCTS, {"skus": ["RW-CORE-W-3M-S01", "RW-CORE-W-N01", "RW-CORE-W-1M-S01"]})

    assert "errors" not in body
    assert body["data"]["products"] == [
        {
            "sku": "RW-CORE-W-1M-S01",
            "name": "Rootwell Core for Women",
            "option_title": "Monthly Subscription",
            "billing_interval": 1,
            "purchase_type": "Growthplan 1",
            "product_gender": "Women",
            "is_subscription": True,
            "price": {"value": "79.00", "currency": "USD"},
        },
        {
            "sku": "RW-CORE-W-N01",
            "name": "Rootwell Core for Women",
            "option_title": "One-Time Purchase",
            "billing_interval": 0,
            "purchase_type": "Single Purchase",
            "product_gender": "Women",
            "is_subscription": False,
            "price": {"value": "88.00", "currency": "USD"},
        },
        {
            "sku": "RW-CORE-W-3M-S01",
            "name": "Rootwell Core for Women",
            "option_title": "3-Month Subscription",
            "billing_interval": 3,
            "purchase_type": "Growthplan 1",
            "product_gender": "Women",
            "is_subscription": True,
            "price": {"value": "224.00", "currency": "USD"},
        },
    ]


def test_too_many_skus_is_a_clear_client_error(graphql):
    body = graphql(PRODUCTS, {"skus": [f"SKU-{n}" for n in range(101)]})

    [error] = body["errors"]
    assert error["message"] == "Ask for at most 100 SKUs at once (got 101)."
    assert error["extensions"]["code"] == "BAD_USER_INPUT"


PLAN_DETAILS = """
query Products($skus: [String!]!) {
  products(skus: $skus) {
    id sku name image label1 url_key savings bundle_keys subscription_intervals
    is_core is_booster is_scalp
    price { value } old_price { value currency } special_price { value } bundled_price { value }
    price_range { minimum_price { regular_price { value currency } } }
  }
}
"""


def test_a_one_time_plan_without_image_or_page_has_no_old_price(graphql):
    core_product_with_four_plans()

    [plan] = graphql(PLAN_DETAILS, {"skus": ["RW-CORE-W-N01"]})["data"]["products"]

    assert (plan["image"], plan["url_key"], plan["old_price"], plan["savings"]) == (
        None,
        None,
        None,
        0,
    )


BOOSTERS = """
query($key: String!, $months: Int!) {
  boosters(bundle_key_id: $key, subscription_interval: $months) {
    sku is_booster bundle_keys billing_interval
  }
}
"""


def test_boosters_for_a_bundle_key_and_interval(graphql, django_assert_num_queries):
    for n in range(3):
        core_product_with_four_plans(
            title=f"Booster {n}",
            upc=f"RW-B{n}",
            is_core=False,
            is_booster=True,
            bundle_keys="women,men" if n else "women",
        )
    core_product_with_four_plans(bundle_keys="women,men")

    with django_assert_num_queries(2):
        boosters = graphql(BOOSTERS, {"key": "men", "months": 3})["data"]["boosters"]

    assert boosters == [
        {
            "sku": f"RW-B{n}-3M-S01",
            "is_booster": True,
            "bundle_keys": ["women", "men"],
            "billing_interval": 3,
        }
        for n in (1, 2)
    ]


def test_core_subscription_products_lists_only_core_subscriptions(
    graphql, django_assert_num_queries
):
    core_product_with_four_plans()
    core_product_with_four_plans(title="Rootwell Core for Men", upc="RW-CORE-M")
    core_product_with_four_plans(title="Scalp Serum", upc="RW-SERUM", is_core=False)

    with django_assert_num_queries(2):
        body = graphql("{ core_subscription_products { sku option_title } }")

    assert [plan["sku"] for plan in body["data"]["core_subscription_products"]] == [
        "RW-CORE-M-1M-S01",
        "RW-CORE-M-3M-S01",
        "RW-CORE-M-6M-S01",
        "RW-CORE-W-1M-S01",
        "RW-CORE-W-3M-S01",
        "RW-CORE-W-6M-S01",
    ]


BY_BUNDLE_KEYS = """
query($keys: [String!]!, $months: Int!) {
  products_by_bundle_keys(bundle_keys: $keys, subscription_interval: $months) {
    sku bundle_keys is_package_product
  }
}
"""


def test_products_by_bundle_keys_lists_the_products_a_booster_pairs_with(
    graphql, django_assert_num_queries
):
    # Given two core formulas, one for women and one for men, a booster for both and a product
    # whose key only contains "women" as a part of a longer word
    core_product_with_four_plans(bundle_keys="women")
    core_product_with_four_plans(title="Rootwell Core for Men", upc="RW-CORE-M", bundle_keys="men")
    core_product_with_four_plans(title="Booster", upc="RW-B", is_booster=True, bundle_keys="women")
    core_product_with_four_plans(title="Kit", upc="RW-KIT", bundle_keys="womens_kit")

    # When a client asks for the products with the women key, every 3 months
    with django_assert_num_queries(2):
        body = graphql(BY_BUNDLE_KEYS, {"keys": ["women"], "months": 3})

    # Then only the women's formula's 3-month plan is listed
    assert body["data"]["products_by_bundle_keys"] == [
        {"sku": "RW-CORE-W-3M-S01", "bundle_keys": ["women"], "is_package_product": False}
    ]


COMBINATIONS = """
query($key: String!, $months: Int!) {
  booster_combinations(bundle_key_id: $key, subscription_interval: $months) {
    sku is_package_product bundled_price { value }
  }
}
"""


def test_booster_combinations_are_the_duos_of_a_keyed_product(graphql, django_assert_num_queries):
    # Given women's Core, a booster, and two duos: one of Core with the booster, one of men's
    core_product_with_four_plans(bundle_keys="women")
    core_product_with_four_plans(
        title="Stress Booster",
        upc="RW-B",
        prices=("33.00", "30.00", "85.00", "160.00"),
        is_booster=True,
        bundle_keys="women,men",
    )
    core_product_with_four_plans(bundle_keys="men", title="Core for Men", upc="RW-CORE-M")
    core_product_with_four_plans(
        title="De-Stress Duo", upc="RW-DUO-W", bundle_products="RW-CORE-W,RW-B"
    )
    core_product_with_four_plans(
        title="Men's Duo", upc="RW-DUO-M", bundle_products="RW-CORE-M,RW-B"
    )

    # When a client asks for the women's combinations, monthly
    with django_assert_num_queries(6):
        body = graphql(COMBINATIONS, {"key": "women", "months": 1})

    # Then the women's duo is listed, with what its products cost separately
    assert body["data"]["booster_combinations"] == [
        {
            "sku": "RW-DUO-W-1M-S01",
            "is_package_product": True,
            "bundled_price": {"value": "109.00"},
        }
    ]
