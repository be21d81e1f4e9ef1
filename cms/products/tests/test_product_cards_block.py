import pytest

from cms.home.tests.factories import MensHomePageFactory
from commerce.plans.tests.factories import (
    ProductFactory,
    ProductImageFactory,
    core_product_with_four_plans,
)

from .factories import ProductPageFactory

pytestmark = pytest.mark.django_db

MENS_HOME = """
query {
  page(url_path: "/men/", in_site: true) {
    ... on MensHomePage {
      body {
        ... on ProductCardsBlock {
          heading text
          product_cards {
            title storefront_path image savings default_sku purchase_source
            from_price { value } regular_price { value } plans { sku }
          }
        }
      }
    }
  }
}
"""


def mens_home_with_cards(womens_home, products):
    men = MensHomePageFactory(parent=womens_home)
    men.body = [
        (
            "product_cards",
            {
                "heading": "Shop men's hair growth",
                "text": "Subscribe and save.",
                "products": list(products),
            },
        )
    ]
    men.save_revision().publish()
    return men


def test_the_mens_home_shows_its_products_with_prices_pages_and_a_quick_add(graphql, womens_home):
    supplement = core_product_with_four_plans(title="Men's Supplement", upc="RW-CORE-M")
    ProductImageFactory(product=supplement, original="images/products/demo/men.jpg")
    men = mens_home_with_cards(womens_home, [supplement, ProductFactory(title="Not on sale")])
    ProductPageFactory(parent=men, product=supplement, slug="supplement")

    [block] = graphql(MENS_HOME)["data"]["page"]["body"]

    assert (block["heading"], block["text"]) == ("Shop men's hair growth", "Subscribe and save.")
    # A product with no plan on sale has no card.
    [card] = block["product_cards"]
    assert card["title"] == "Men's Supplement"
    assert card["storefront_path"] == "/men/supplement/"
    assert card["image"].endswith("/media/images/products/demo/men.jpg")
    assert card["from_price"] == {"value": "70.33"}
    assert card["regular_price"] == {"value": "88.00"}
    assert card["savings"] == 20
    assert card["default_sku"] == "RW-CORE-M-1M-S01"
    assert card["purchase_source"] == "plp"
    assert len(card["plans"]) == 4


def test_four_cards_cost_the_queries_of_one(
    graphql, womens_home, django_assert_max_num_queries, django_assert_num_queries
):
    one = core_product_with_four_plans(title="One", upc="RW-ONE")
    men = mens_home_with_cards(womens_home, [one])
    graphql(MENS_HOME)
    with django_assert_max_num_queries(30) as captured:
        graphql(MENS_HOME)
    # Counted now: the captured queries are read from Django's query log, which the next request
    # clears.
    one_card = len(captured)
    more = [core_product_with_four_plans(title=f"P{n}", upc=f"RW-P{n}") for n in range(3)]
    men.body = [
        (
            "product_cards",
            {"heading": "Shop", "text": "", "products": [one, *more]},
        )
    ]
    men.save_revision().publish()
    graphql(MENS_HOME)

    with django_assert_num_queries(one_card):
        block = graphql(MENS_HOME)["data"]["page"]["body"][0]

    assert [card["title"] for card in block["product_cards"]] == ["One", "P0", "P1", "P2"]


def test_editors_can_open_the_mens_home_with_its_product_cards_in_the_cms(
    admin_client, womens_home
):
    supplement = core_product_with_four_plans(title="Thinning Hair Supplement", upc="RW-CORE-M")
    men = mens_home_with_cards(womens_home, [supplement])

    response = admin_client.get(f"/cms/pages/{men.id}/edit/")

    assert response.status_code == 200
    assert b"Thinning Hair Supplement" in response.content
