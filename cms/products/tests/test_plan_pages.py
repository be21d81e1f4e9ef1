"""A plan's page (url_key) is the CMS's product page selling it: commerce reads it through the
hook the CMS registers (commerce.plans.storefront_pages), as the API answers it."""

import pytest

from api.tests.test_catalogue import PLAN_DETAILS
from commerce.plans.tests.factories import ProductImageFactory, core_product_with_four_plans

from .factories import ProductPageFactory

pytestmark = pytest.mark.django_db


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
