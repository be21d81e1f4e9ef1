"""Editors pick "You might also be interested in" on a product page; without picks it shows
what shoppers buy with the product."""

import pytest
from oscar.core.loading import get_model
from wagtail.models import PageViewRestriction

from cms.products.models import AlsoInterestingPick
from cms.search.indexing import refresh_product_entries
from cms.search.recommendations import bought_with
from cms.search.tests.factories import searchable_product
from commerce.product_reviews.tests.factories import ReviewFactory
from commerce.recommendations.compute import compute_recommendations

ProductReview = get_model("reviews", "ProductReview")

pytestmark = pytest.mark.django_db

ALSO_INTERESTING = """
query($path: String!) {
  page(url_path: $path, in_site: true) {
    ... on ProductPage { also_interesting { title urlPath average_rating review_count } }
  }
}
"""


def pick(page, *picked_pages):
    for order, picked in enumerate(picked_pages):
        AlsoInterestingPick.objects.create(page=page, product_page=picked, sort_order=order)


def hits_of(graphql, page):
    return graphql(ALSO_INTERESTING, {"path": f"/{page.slug}/"})["data"]["page"]["also_interesting"]


def shown(graphql, page):
    return [hit["title"] for hit in hits_of(graphql, page)]


def test_the_picked_products_show_in_the_editors_order(graphql, womens_home):
    # given the serum page with the oil and the shampoo picked, in that order
    _, serum = searchable_product("Hair Serum", category="Scalp Care")
    _, oil = searchable_product("Scalp Oil", category="Scalp Care")
    _, shampoo = searchable_product("Scalp Cleanser Shampoo", category="Scalp Care")
    searchable_product("Scalp Mask", category="Scalp Care")
    pick(serum, oil, shampoo)

    # then the serum's page shows exactly those, not the popular mask
    assert shown(graphql, serum) == ["Scalp Oil", "Scalp Cleanser Shampoo"]


def test_unpublished_picks_are_skipped_and_at_most_four_show(graphql, womens_home):
    # given six picks, the second of them unpublished since
    _, page = searchable_product("Rootwell Core for Women")
    picked = [searchable_product(f"Product {n}")[1] for n in range(6)]
    picked[1].unpublish()
    pick(page, *picked)

    # then the first four published ones show
    assert shown(graphql, page) == ["Product 0", "Product 2", "Product 3", "Product 4"]


@pytest.mark.parametrize("restriction_type", ["login", "password"])
def test_picks_behind_a_login_or_password_are_skipped(graphql, womens_home, restriction_type):
    # given two picks, the first of them since put behind a login or a password
    _, page = searchable_product("Rootwell Core for Women")
    private, public = (searchable_product(name)[1] for name in ("Private Serum", "Scalp Oil"))
    PageViewRestriction.objects.create(
        page=private, restriction_type=restriction_type, password="secret"
    )
    pick(page, private, public)

    # then only the public one shows
    assert shown(graphql, page) == ["Scalp Oil"]


def test_without_picks_the_page_shows_what_shoppers_buy_with_it(graphql, womens_home):
    # given a product page nobody picked anything for, among other products of its line
    product, page = searchable_product("Rootwell Core for Women")
    searchable_product("Hair Serum")
    searchable_product("Energy Booster")
    compute_recommendations()

    titles = shown(graphql, page)

    # then the automatic fill shows, as before
    assert titles == [entry.title for entry in bought_with(product.pk)]
    assert set(titles) == {"Hair Serum", "Energy Booster"}


def test_when_every_pick_is_unpublished_the_automatic_fill_shows(graphql, womens_home):
    product, page = searchable_product("Rootwell Core for Women")
    _, gone = searchable_product("Discontinued Serum")
    searchable_product("Energy Booster")
    pick(page, gone)
    gone.unpublish()
    refresh_product_entries()
    compute_recommendations()

    assert shown(graphql, page) == ["Energy Booster"]


def test_picks_and_their_stars_cost_three_queries_however_many_there_are(
    graphql, womens_home, django_assert_num_queries
):
    _, one = searchable_product("One pick")
    _, four = searchable_product("Four picks")
    picked = [searchable_product(f"Product {n}") for n in range(4)]
    for score in (5, 4):
        ReviewFactory(product=picked[0][0], score=score)
    ReviewFactory(product=picked[2][0], score=2, status=ProductReview.FOR_MODERATION)
    pick(one, picked[0][1])
    pick(four, *[page for _, page in picked])
    shown(graphql, one)

    # 5 to find the page, then the picks, the view restrictions, their pages, their search
    # entries and their ratings
    with django_assert_num_queries(10):
        assert len(shown(graphql, one)) == 1
    with django_assert_num_queries(10):
        hits = hits_of(graphql, four)

    assert [(hit["average_rating"], hit["review_count"]) for hit in hits] == [
        (4.5, 2),
        (None, 0),
        (None, 0),
        (None, 0),
    ]
