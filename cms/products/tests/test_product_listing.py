import pytest

from cms.home.tests.factories import MensHomePageFactory
from cms.products.models import ProductListingEntry
from commerce.plans.tests.factories import ProductImageFactory, core_product_with_four_plans

from .factories import ProductListingPageFactory, ProductPageFactory

pytestmark = pytest.mark.django_db

LISTING = """
query($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    __typename
    ... on ProductListingPage {
      intro
      sections {
        anchor heading
        products {
          title intro audience root_cause root_cause_label storefront_path image
          from_price { value currency } regular_price { value currency } savings
          default_sku purchase_source plans { sku option_title price { value } }
        }
      }
    }
  }
}
"""


def products_by_section(page) -> dict:
    return {
        section["anchor"]: [p["storefront_path"] for p in section["products"]]
        for section in page["sections"]
    }


def choose(listing, page, section, order):
    ProductListingEntry.objects.create(
        listing=listing, page=page, section=section, sort_order=order
    )


def test_the_listing_shows_chosen_pages_by_section_and_the_pages_beneath_it(graphql, womens_home):
    listing = ProductListingPageFactory(parent=womens_home)
    core = ProductPageFactory(parent=womens_home, title="Core", slug="core-for-women")
    serum = ProductPageFactory(parent=womens_home, title="Serum", slug="hair-serum")
    mask = ProductPageFactory(parent=womens_home, title="Mask", slug="exfoliator-mask")
    choose(listing, mask, "scalp", 1)
    choose(listing, serum, "scalp", 0)
    choose(listing, core, "supplements", 2)
    ProductPageFactory(parent=listing, title="Vegan", slug="vegan")

    page = graphql(LISTING, {"url_path": "/products/"})["data"]["page"]

    assert products_by_section(page) == {
        "supplements": ["/core-for-women/", "/products/vegan/"],
        "duos": [],
        "scalp": ["/hair-serum/", "/exfoliator-mask/"],
        "boosters": [],
        "men": [],
    }
    assert [s["heading"] for s in page["sections"]] == [
        "Hair growth supplements",
        "Root-cause duos",
        "Scalp care",
        "Wellness boosters",
        "For men",
    ]


def test_a_second_address_of_a_listed_product_is_not_listed_again(graphql, womens_home):
    listing = ProductListingPageFactory(parent=womens_home)
    vegan = ProductPageFactory(parent=womens_home, title="Women's Vegan", slug="womens-vegan")
    choose(listing, vegan, "supplements", 0)
    ProductPageFactory(parent=listing, title="Vegan", slug="vegan", product=vegan.product)
    ProductPageFactory(parent=listing, title="Hair Kit", slug="hair-kit")

    page = graphql(LISTING, {"url_path": "/products/"})["data"]["page"]

    assert products_by_section(page)["supplements"] == ["/womens-vegan/", "/products/hair-kit/"]


def test_unpublished_product_pages_are_left_out(graphql, womens_home):
    listing = ProductListingPageFactory(parent=womens_home)
    serum = ProductPageFactory(parent=womens_home, slug="hair-serum")
    choose(listing, serum, "scalp", 0)
    serum.unpublish()
    ProductPageFactory(parent=listing, slug="draft").unpublish()

    page = graphql(LISTING, {"url_path": "/products/"})["data"]["page"]

    assert products_by_section(page) == {
        "supplements": [],
        "duos": [],
        "scalp": [],
        "boosters": [],
        "men": [],
    }


def sold_page(parent, n, **fields):
    """A product page whose product has its four plans and an image."""
    product = core_product_with_four_plans(title=f"Formula {n}", upc=f"RW-F{n}")
    ProductImageFactory(product=product)
    return ProductPageFactory(parent=parent, product=product, **fields)


def test_a_card_shows_the_image_the_from_price_the_savings_and_the_plan_a_quick_add_takes(
    graphql, womens_home
):
    listing = ProductListingPageFactory(parent=womens_home)
    product = core_product_with_four_plans(title="Stress Duo", upc="RW-DUO-STRESS")
    ProductImageFactory(product=product, original="images/products/demo/duo.jpg")
    duo = ProductPageFactory(
        parent=womens_home,
        product=product,
        title="De-Stress Duo",
        slug="de-stress-duo",
        audience="Women 18-44",
        root_cause="stress",
    )
    choose(listing, duo, "duos", 0)

    page = graphql(LISTING, {"url_path": "/products/"})["data"]["page"]

    [card] = next(s for s in page["sections"] if s["anchor"] == "duos")["products"]
    assert card["title"] == "De-Stress Duo"
    assert card["audience"] == "Women 18-44"
    assert (card["root_cause"], card["root_cause_label"]) == ("stress", "Stress")
    assert card["image"].endswith("/media/images/products/demo/duo.jpg")
    # The 6-month plan at $422 is $70.33 a month against $88 bought once: 20% saved.
    assert card["from_price"] == {"value": "70.33", "currency": "USD"}
    assert card["regular_price"] == {"value": "88.00", "currency": "USD"}
    assert card["savings"] == 20
    assert card["default_sku"] == "RW-DUO-STRESS-1M-S01"
    assert card["purchase_source"] == "plp"
    assert [plan["option_title"] for plan in card["plans"]] == [
        "One-Time Purchase",
        "Monthly Subscription",
        "3-Month Subscription",
        "6-Month Subscription",
    ]


def test_a_product_with_nothing_on_sale_shows_no_price_and_offers_no_quick_add(
    graphql, womens_home
):
    listing = ProductListingPageFactory(parent=womens_home)
    ProductPageFactory(parent=listing, title="Coming soon", slug="coming-soon")

    page = graphql(LISTING, {"url_path": "/products/"})["data"]["page"]

    [card] = page["sections"][0]["products"]
    assert card["title"] == "Coming soon"
    assert card["from_price"] is None
    assert card["default_sku"] is None
    assert card["plans"] == []
    assert card["image"] is None


# 8 to find the page, its sections and their pages, 2 for every plan of every product on it
# (stock records with images and pages; the plans' attributes), 1 for the site roots, 1 for the
# review figures.
LISTING_QUERIES = 12


def test_the_listing_costs_the_same_queries_for_two_products_or_ten(
    graphql, womens_home, same_queries_after
):
    listing = ProductListingPageFactory(parent=womens_home)
    choose(listing, sold_page(womens_home, 0), "scalp", 0)
    sold_page(listing, 1)

    def eight_more():
        for n in range(4):
            choose(listing, sold_page(womens_home, 10 + n), "duos", n + 1)
            sold_page(listing, 20 + n)

    page = same_queries_after(
        lambda: graphql(LISTING, {"url_path": "/products/"})["data"]["page"],
        eight_more,
        most=LISTING_QUERIES,
    )

    cards = [card for section in page["sections"] for card in section["products"]]
    assert len(cards) == 10
    assert all(card["default_sku"] and len(card["plans"]) == 4 for card in cards)


def test_the_mens_listing_lives_under_men(graphql, womens_home):
    men = MensHomePageFactory(parent=womens_home)
    listing = ProductListingPageFactory(parent=men, title="Men's Products")
    ProductPageFactory(parent=listing, slug="thinning-hair-growth-supplement")

    page = graphql(LISTING, {"url_path": "/men/products/"})["data"]["page"]

    assert products_by_section(page)["supplements"] == [
        "/men/products/thinning-hair-growth-supplement/"
    ]
