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


def test_products_costs_the_same_queries_for_one_product_or_many(
    graphql, django_assert_num_queries
):
    # given eight products of four plans each
    skus = []
    for n in range(8):
        core_product_with_four_plans(title=f"Formula {n}", upc=f"RW-F{n}")
        skus += [f"RW-F{n}-N01", f"RW-F{n}-1M-S01", f"RW-F{n}-3M-S01", f"RW-F{n}-6M-S01"]

    # then asking for one plan or all 32 takes the same three queries
    with django_assert_num_queries(3):
        assert len(graphql(PRODUCTS, {"skus": skus[:1]})["data"]["products"]) == 1
    with django_assert_num_queries(3):
        assert len(graphql(PRODUCTS, {"skus": skus})["data"]["products"]) == 32


def test_core_subscription_products_lists_only_core_subscriptions(
    graphql, django_assert_num_queries
):
    core_product_with_four_plans()
    core_product_with_four_plans(title="Rootwell Core for Men", upc="RW-CORE-M")
    core_product_with_four_plans(title="Scalp Serum", upc="RW-SERUM", is_core=False)

    with django_assert_num_queries(3):
        body = graphql("{ core_subscription_products { sku option_title } }")

    assert [plan["sku"] for plan in body["data"]["core_subscription_products"]] == [
        "RW-CORE-M-1M-S01",
        "RW-CORE-M-3M-S01",
        "RW-CORE-M-6M-S01",
        "RW-CORE-W-1M-S01",
        "RW-CORE-W-3M-S01",
        "RW-CORE-W-6M-S01",
    ]
