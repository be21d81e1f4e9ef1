import pytest

from cms.content.models import ContentPage
from cms.home.models import HomePage, MensHomePage
from cms.home.tests.factories import MensHomePageFactory
from cms.products.models import ProductListingEntry, ProductListingPage, ProductPage

from .factories import ProductListingPageFactory, ProductPageFactory

pytestmark = pytest.mark.django_db

LISTING = """
query($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    __typename
    ... on ProductListingPage {
      intro
      sections { anchor heading products { title intro storefront_path } }
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
    }
    assert [s["heading"] for s in page["sections"]] == [
        "Hair growth supplements",
        "Root-cause duos",
        "Scalp care",
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

    assert products_by_section(page) == {"supplements": [], "duos": [], "scalp": []}


def test_the_listing_costs_the_same_queries_for_two_products_or_ten(
    graphql, womens_home, django_assert_max_num_queries, django_assert_num_queries
):
    listing = ProductListingPageFactory(parent=womens_home)
    choose(listing, ProductPageFactory(parent=womens_home), "scalp", 0)
    ProductPageFactory(parent=listing)
    graphql(LISTING, {"url_path": "/products/"})
    with django_assert_max_num_queries(25) as captured:
        graphql(LISTING, {"url_path": "/products/"})
    for n in range(4):
        choose(listing, ProductPageFactory(parent=womens_home), "duos", n + 1)
        ProductPageFactory(parent=listing)

    with django_assert_num_queries(len(captured)):
        page = graphql(LISTING, {"url_path": "/products/"})["data"]["page"]

    assert sum(len(section["products"]) for section in page["sections"]) == 10


def test_the_mens_listing_lives_under_men(graphql, womens_home):
    men = MensHomePageFactory(parent=womens_home)
    listing = ProductListingPageFactory(parent=men, title="Men's Products")
    ProductPageFactory(parent=listing, slug="thinning-hair-growth-supplement")

    page = graphql(LISTING, {"url_path": "/men/products/"})["data"]["page"]

    assert products_by_section(page)["supplements"] == [
        "/men/products/thinning-hair-growth-supplement/"
    ]


@pytest.mark.parametrize(
    ("child", "parent", "allowed"),
    [
        (ProductListingPage, HomePage, True),
        (ProductListingPage, MensHomePage, True),
        (ProductPage, ProductListingPage, True),
        (ContentPage, ProductListingPage, False),
        (ProductListingPage, ContentPage, False),
    ],
)
def test_where_the_listing_may_sit(child, parent, allowed):
    assert (child in parent.allowed_subpage_models()) is allowed
