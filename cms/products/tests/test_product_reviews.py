"""Reviews on product pages and product cards: figures, the first page, and their queries."""

import pytest
from oscar.core.loading import get_model

from commerce.customers.tests.factories import CustomerFactory
from commerce.plans.tests.factories import core_product_with_four_plans
from commerce.product_reviews.tests.factories import ReviewFactory, bought

from .factories import ProductListingPageFactory, ProductPageFactory

ProductReview = get_model("reviews", "ProductReview")

pytestmark = pytest.mark.django_db

PAGE = """{ page(url_path: "/core/", in_site: true) { ... on ProductPage {
  review_summary { average_rating review_count distribution { stars count } }
  review_page { product_id total has_next items { title score author verified_buyer } }
} } }"""
LISTING = """{ page(url_path: "/products/", in_site: true) { ... on ProductListingPage {
  sections { products { title average_rating review_count } } } } }"""


def reviewed(product, scores):
    plan = product.children.first()
    for score in scores:
        customer = CustomerFactory()
        bought(customer, plan)
        ReviewFactory(product=product, user=customer, score=score)


def test_a_product_page_shows_the_figures_and_the_first_five_approved_reviews(graphql, womens_home):
    product = core_product_with_four_plans()
    page = ProductPageFactory(parent=womens_home, slug="core", product=product)
    reviewed(product, [5, 5, 4, 3, 5, 4])
    ReviewFactory(product=product, score=1, status=ProductReview.FOR_MODERATION)

    found = graphql(PAGE)["data"]["page"]

    assert found["review_summary"] == {
        "average_rating": 4.3,
        "review_count": 6,
        "distribution": [
            {"stars": 5, "count": 3},
            {"stars": 4, "count": 2},
            {"stars": 3, "count": 1},
            {"stars": 2, "count": 0},
            {"stars": 1, "count": 0},
        ],
    }
    first = found["review_page"]
    assert (first["product_id"], first["total"], first["has_next"]) == (
        str(page.product_id),
        6,
        True,
    )
    assert len(first["items"]) == 5
    assert all(item["verified_buyer"] for item in first["items"])


def test_a_product_without_reviews_has_no_average(graphql, womens_home):
    ProductPageFactory(parent=womens_home, slug="core", product=core_product_with_four_plans())

    found = graphql(PAGE)["data"]["page"]

    assert found["review_summary"]["average_rating"] is None
    assert found["review_summary"]["review_count"] == 0
    assert found["review_page"]["items"] == []


def test_the_product_page_reviews_take_the_same_queries_for_1_or_8_reviews(
    graphql, womens_home, django_assert_max_num_queries, django_assert_num_queries
):
    product = core_product_with_four_plans()
    ProductPageFactory(parent=womens_home, slug="core", product=product)
    reviewed(product, [5])
    graphql(PAGE)
    with django_assert_max_num_queries(40) as captured:
        graphql(PAGE)
    one_review = len(captured)
    reviewed(product, [4] * 7)

    with django_assert_num_queries(one_review):
        found = graphql(PAGE)["data"]["page"]

    assert found["review_summary"]["review_count"] == 8


def test_listing_cards_show_their_stars_read_together(
    graphql, womens_home, django_assert_max_num_queries, django_assert_num_queries
):
    listing = ProductListingPageFactory(parent=womens_home)
    rated = core_product_with_four_plans(title="Rated", upc="RW-RATED")
    ProductPageFactory(parent=listing, title="Rated", slug="rated", product=rated)
    reviewed(rated, [5, 4])
    graphql(LISTING)
    with django_assert_max_num_queries(40) as captured:
        graphql(LISTING)
    one_product = len(captured)
    unrated = core_product_with_four_plans(title="Unrated", upc="RW-UNRATED")
    ProductPageFactory(parent=listing, title="Unrated", slug="unrated", product=unrated)

    with django_assert_num_queries(one_product):
        sections = graphql(LISTING)["data"]["page"]["sections"]

    cards = {card["title"]: card for section in sections for card in section["products"]}
    assert cards["Rated"] == {"title": "Rated", "average_rating": 4.5, "review_count": 2}
    assert cards["Unrated"] == {"title": "Unrated", "average_rating": None, "review_count": 0}
