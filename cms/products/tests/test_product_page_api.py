import pytest

from cms.products.tests.factories import ProductPageFactory
from commerce.plans.tests.factories import core_product_with_four_plans

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
