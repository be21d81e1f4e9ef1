import pytest

from cms.content.tests.factories import ContentPageFactory
from cms.products.tests.factories import ProductPageFactory
from commerce.plans.tests.factories import (
    PlanFactory,
    ProductFactory,
    ProductImageFactory,
    core_product_with_four_plans,
    subscription_plan,
)

pytestmark = pytest.mark.django_db

PRODUCT_PAGE = """
{
  page(url_path: "/rootwell-core-for-women/", in_site: true) {
    title
    ... on ProductPage { plans { sku option_title price { value currency } } }
  }
}
"""


def test_a_product_page_shows_its_four_plans_with_live_prices(
    graphql, womens_home, django_assert_max_num_queries
):
    product = core_product_with_four_plans()
    ProductPageFactory(
        parent=womens_home,
        title="Rootwell Core for Women",
        slug="rootwell-core-for-women",
        product=product,
    )

    with django_assert_max_num_queries(8):
        page = graphql(PRODUCT_PAGE)["data"]["page"]

    assert page["title"] == "Rootwell Core for Women"
    assert [(plan["option_title"], plan["price"]["value"]) for plan in page["plans"]] == [
        ("One-Time Purchase", "88.00"),
        ("Monthly Subscription", "79.00"),
        ("3-Month Subscription", "224.00"),
        ("6-Month Subscription", "422.00"),
    ]


def test_a_price_changed_in_the_catalogue_shows_on_the_page(graphql, womens_home):
    product = core_product_with_four_plans()
    ProductPageFactory(parent=womens_home, slug="rootwell-core-for-women", product=product)
    stockrecord = product.children.get(upc="RW-CORE-W-N01").stockrecords.get()
    stockrecord.price = "92.00"
    stockrecord.save()

    plans = graphql(PRODUCT_PAGE)["data"]["page"]["plans"]

    assert plans[0] == {
        "sku": "RW-CORE-W-N01",
        "option_title": "One-Time Purchase",
        "price": {"value": "92.00", "currency": "USD"},
    }


ADD_TO_CART = """
query($path: String!) {
  page(url_path: $path, in_site: true) {
    ... on ProductPage {
      preselected_interval
      plans { sku image url_key old_price { value } savings }
      add_to_cart_data {
        title mainimg coreCategory purchase_source
        options {
          id sku title option_title price old_price new_price savings shipping_price
          ui_data { title code }
          product_gender product_gender_new billing_interval shipping_interval
          product_category purchase_type core_category
        }
      }
    }
  }
}
"""


def option(plan, **fields):
    return {
        "id": str(plan.pk),
        "sku": plan.upc,
        "title": "Rootwell Core for Women",
        "product_gender": "Women",
        "product_gender_new": "women",
        "product_category": "Hair Growth Supplements",
        "core_category": "Core",
        **fields,
    }


def test_the_add_to_cart_data_lists_every_plan_with_derived_prices(graphql, womens_home):
    # given Core with its image, sold on its page
    product = core_product_with_four_plans()
    ProductImageFactory(product=product, original="images/products/demo/core-women.jpg")
    ProductPageFactory(parent=womens_home, slug="rootwell-core-for-women", product=product)
    plans = {plan.upc: plan for plan in product.children.all()}

    # when the storefront reads the page
    page = graphql(ADD_TO_CART, {"path": "/rootwell-core-for-women/"})["data"]["page"]

    # then the selector gets one-time first, then monthly, 3- and 6-month, priced from the catalogue
    data = page["add_to_cart_data"]
    assert (data["title"], data["mainimg"], data["coreCategory"], data["purchase_source"]) == (
        "Rootwell Core for Women",
        "/media/images/products/demo/core-women.jpg",
        "Core",
        "pdp",
    )
    single = {
        "purchase_type": "Single Purchase",
        "billing_interval": "",
        "shipping_interval": "",
        "shipping_price": "6.95",
    }
    plan1 = {"purchase_type": "Growthplan 1", "shipping_price": "0.00"}
    assert data["options"] == [
        option(
            plans["RW-CORE-W-N01"],
            option_title="One-Time Purchase",
            price="88.00",
            old_price=None,
            new_price="88.00",
            savings=0,
            ui_data={"title": "Ships once", "code": "one_time"},
            **single,
        ),
        option(
            plans["RW-CORE-W-1M-S01"],
            option_title="Monthly Subscription",
            price="79.00",
            old_price="88.00",
            new_price="79.00",
            savings=10,
            ui_data={"title": "Ships every 30 days", "code": "monthly"},
            billing_interval="1",
            shipping_interval="1",
            **plan1,
        ),
        option(
            plans["RW-CORE-W-3M-S01"],
            option_title="3-Month Subscription",
            price="224.00",
            old_price="264.00",
            new_price="74.67",
            savings=15,
            ui_data={"title": "Ships every 90 days", "code": "3_month"},
            billing_interval="3",
            shipping_interval="3",
            **plan1,
        ),
        option(
            plans["RW-CORE-W-6M-S01"],
            option_title="6-Month Subscription",
            price="422.00",
            old_price="528.00",
            new_price="70.33",
            savings=20,
            ui_data={"title": "Ships every 180 days", "code": "6_month"},
            billing_interval="6",
            shipping_interval="6",
            **plan1,
        ),
    ]
    assert page["preselected_interval"] is None
    assert {plan["url_key"] for plan in page["plans"]} == {"/rootwell-core-for-women/"}


def test_a_scalp_page_sends_scalp_pdp_and_a_plan_page_preselects_its_plan(graphql, womens_home):
    serum = core_product_with_four_plans(title="Hair Serum", upc="RW-SERUM", is_scalp=True)
    scalp = ContentPageFactory(parent=womens_home, slug="scalp")
    ProductPageFactory(parent=scalp, slug="hair-serum", product=serum)
    ProductPageFactory(
        parent=womens_home, slug="hair-serum-3-month", product=serum, preselected_interval=3
    )

    page = graphql(ADD_TO_CART, {"path": "/scalp/hair-serum/"})["data"]["page"]
    plan_page = graphql(ADD_TO_CART, {"path": "/hair-serum-3-month/"})["data"]["page"]

    assert page["add_to_cart_data"]["purchase_source"] == "scalp_pdp"
    assert plan_page["preselected_interval"] == 3
    # the product's main page stays its address
    assert {plan["url_key"] for plan in plan_page["plans"]} == {"/scalp/hair-serum/"}


def test_the_product_page_costs_the_same_few_queries_for_two_plans_or_many(
    graphql, womens_home, django_assert_num_queries
):
    # given a duo of four plans bundling two products, and a product of only two plans
    small = ProductFactory(title="Small", upc="RW-SMALL")
    PlanFactory(parent=small, upc="RW-SMALL-N01")
    subscription_plan(small, 1, "70.00")
    ProductImageFactory(product=small)
    ProductPageFactory(parent=womens_home, slug="small", product=small)
    core_product_with_four_plans(upc="RW-A")
    core_product_with_four_plans(upc="RW-B")
    duo = core_product_with_four_plans(upc="RW-DUO", bundle_products="RW-A,RW-B")
    ProductImageFactory(product=duo)
    ProductImageFactory(product=duo, display_order=1)
    ProductPageFactory(parent=womens_home, slug="duo", product=duo)
    ProductPageFactory(parent=womens_home, slug="duo-3-month", product=duo, preselected_interval=3)
    graphql(ADD_TO_CART, {"path": "/small/"})

    # then each page takes at most 8 queries, however many plans it sells: 5 to find the page,
    # 2 for its plans with their image and page, 1 more for a duo's products' prices
    with django_assert_num_queries(7):
        assert len(graphql(ADD_TO_CART, {"path": "/small/"})["data"]["page"]["plans"]) == 2
    with django_assert_num_queries(8):
        page = graphql(ADD_TO_CART, {"path": "/duo/"})["data"]["page"]
    assert len(page["add_to_cart_data"]["options"]) == 4
