"""A product's plan pages (a plan preselected, same product and content as its main page) name
the main page as canonical and stay out of the sitemap, so search engines index one page."""

import pytest

from commerce.plans.tests.factories import ProductFactory

from .factories import ProductPageFactory

pytestmark = pytest.mark.django_db

CANONICAL = """
query ($path: String!) {
  page(url_path: $path, in_site: true) { ... on StorefrontSeo { canonical_path } }
}
"""
SITEMAP = "{ sitemap_entries { url_path } }"


def canonical_of(graphql, path: str) -> str:
    result = graphql(CANONICAL, {"path": path})
    assert "errors" not in result, result
    return result["data"]["page"]["canonical_path"]


def sitemap_paths(graphql) -> list[str]:
    return [entry["url_path"] for entry in graphql(SITEMAP)["data"]["sitemap_entries"]]


def test_a_plan_page_names_its_products_main_page_as_canonical(graphql, womens_home):
    # given a product's main page and its 3-month plan page
    product = ProductFactory()
    ProductPageFactory(parent=womens_home, slug="balance", product=product)
    ProductPageFactory(
        parent=womens_home, slug="balance-3-month", product=product, preselected_interval=3
    )

    # when each is read, then both name the main page
    assert canonical_of(graphql, "/balance-3-month/") == "/balance/"
    assert canonical_of(graphql, "/balance/") == "/balance/"


def test_a_plan_page_without_a_live_main_page_is_its_own_canonical(graphql, womens_home):
    # given a plan page whose product's main page is unpublished, and another product's main page
    product = ProductFactory()
    ProductPageFactory(parent=womens_home, slug="balance", product=product).unpublish()
    ProductPageFactory(parent=womens_home, slug="core", product=ProductFactory())
    ProductPageFactory(
        parent=womens_home, slug="balance-6-month", product=product, preselected_interval=6
    )

    assert canonical_of(graphql, "/balance-6-month/") == "/balance-6-month/"
    assert "/balance-6-month/" in sitemap_paths(graphql)


def test_the_sitemap_leaves_out_plan_pages_of_a_product_with_a_main_page(graphql, womens_home):
    # given a main page and two plan pages of one product
    product = ProductFactory()
    ProductPageFactory(parent=womens_home, slug="balance", product=product)
    for months in (3, 6):
        ProductPageFactory(
            parent=womens_home,
            slug=f"balance-{months}-month",
            product=product,
            preselected_interval=months,
        )

    # when the sitemap is read, then only the main page is listed
    paths = sitemap_paths(graphql)
    assert "/balance/" in paths
    assert "/balance-3-month/" not in paths
    assert "/balance-6-month/" not in paths
