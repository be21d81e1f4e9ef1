import pytest

from cms.products.tests.factories import ProductPageFactory
from commerce.plans.tests.factories import ProductImageFactory, core_product_with_four_plans

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


def test_a_plan_shows_its_image_page_and_savings_against_buying_once(graphql, womens_home):
    # given Core with a primary image (and a second one) and its page
    product = core_product_with_four_plans(label1="Core", bundle_keys="women")
    ProductImageFactory(product=product, original="images/products/demo/core.jpg")
    ProductImageFactory(product=product, original="images/products/demo/back.jpg", display_order=1)
    ProductPageFactory(parent=womens_home, slug="rootwell-core-for-women", product=product)
    three_month = product.children.get(upc="RW-CORE-W-3M-S01")

    [plan] = graphql(PLAN_DETAILS, {"skus": ["RW-CORE-W-3M-S01"]})["data"]["products"]

    assert plan == {
        "id": str(three_month.pk),
        "sku": "RW-CORE-W-3M-S01",
        "name": "Rootwell Core for Women",
        "image": "/media/images/products/demo/core.jpg",
        "label1": "Core",
        "url_key": "/rootwell-core-for-women/",
        "savings": 15,
        "bundle_keys": ["women"],
        "subscription_intervals": [1, 3, 6],
        "is_core": True,
        "is_booster": False,
        "is_scalp": False,
        "price": {"value": "224.00"},
        "old_price": {"value": "264.00", "currency": "USD"},
        "special_price": None,
        "bundled_price": None,
        "price_range": {"minimum_price": {"regular_price": {"value": "224.00", "currency": "USD"}}},
    }


def test_a_one_time_plan_without_image_or_page_has_no_old_price(graphql):
    core_product_with_four_plans()

    [plan] = graphql(PLAN_DETAILS, {"skus": ["RW-CORE-W-N01"]})["data"]["products"]

    assert (plan["image"], plan["url_key"], plan["old_price"], plan["savings"]) == (
        None,
        None,
        None,
        0,
    )


def test_products_costs_the_same_queries_for_one_product_or_many(
    graphql, womens_home, django_assert_max_num_queries, django_assert_num_queries
):
    # given eight products of four plans each, each with images and a page, plus a duo of two
    skus = []
    for n in range(8):
        product = core_product_with_four_plans(title=f"Formula {n}", upc=f"RW-F{n}")
        ProductImageFactory(product=product)
        ProductImageFactory(product=product, display_order=1)
        ProductPageFactory(parent=womens_home, product=product)
        skus += [f"RW-F{n}-N01", f"RW-F{n}-1M-S01", f"RW-F{n}-3M-S01", f"RW-F{n}-6M-S01"]
    duo = core_product_with_four_plans(title="Duo", upc="RW-DUO", bundle_products="RW-F0,RW-F1")
    ProductPageFactory(parent=womens_home, product=duo)
    skus.append("RW-DUO-N01")

    # then asking for one plan or all 33 takes the same three queries: plans with their images
    # and pages, their attributes, the duo's products' prices (the first request also reads the
    # site roots, which Wagtail then caches)
    with django_assert_max_num_queries(4):
        graphql(PLAN_DETAILS, {"skus": ["RW-F3-N01"]})
    with django_assert_num_queries(3):
        assert len(graphql(PLAN_DETAILS, {"skus": ["RW-DUO-N01"]})["data"]["products"]) == 1
    with django_assert_num_queries(3):
        assert len(graphql(PLAN_DETAILS, {"skus": skus})["data"]["products"]) == 33


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
