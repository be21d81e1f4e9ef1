"""Shoppers find products as they type, despite typos, the exact name first."""

from decimal import Decimal

import pytest

from cms.products.tests.factories import ProductPageFactory
from cms.search import service
from cms.search.errors import SearchTooLong
from cms.search.indexing import refresh_product_entries
from cms.search.models import ProductSearchEntry
from commerce.plans.tests.factories import PlanFactory

from .factories import searchable_product

pytestmark = pytest.mark.django_db


def product_titles(results):
    return [entry.title for entry in results.products]


def test_a_product_named_exactly_as_searched_comes_first(womens_home):
    # Given two products whose names both hold the query, the longer one mentioned more
    searchable_product("Hair Serum Duo", intro="The hair serum with the hair serum booster.")
    searchable_product("Hair Serum", category="Scalp Care")

    # When a shopper searches the exact name
    results = service.search("hair serum")

    # Then that product leads
    assert product_titles(results)[0] == "Hair Serum"
    assert results.found


def test_a_word_being_typed_already_finds_products(womens_home):
    searchable_product("Scalp Cleanser Shampoo", category="Scalp Care")

    assert product_titles(service.search("scalp clea")) == ["Scalp Cleanser Shampoo"]


@pytest.mark.parametrize(
    ("typed", "found"),
    [
        ("shampo", "Scalp Cleanser Shampoo"),
        ("shampooo", "Scalp Cleanser Shampoo"),
        ("biotine", "Rootwell Core for Women"),
    ],
)
def test_typos_still_find_the_product(womens_home, typed, found):
    searchable_product("Scalp Cleanser Shampoo", category="Scalp Care")
    searchable_product("Rootwell Core for Women", intro="With biotin, zinc and marine collagen.")

    assert found in product_titles(service.search(typed))


def test_products_without_a_live_page_are_never_found(womens_home):
    # Given a product whose page was unpublished
    _, page = searchable_product("Volumizing Dry Shampoo", category="Scalp Care")
    page.unpublish()
    refresh_product_entries()

    # Then search does not offer it
    assert not service.search("dry shampoo").products
    assert not ProductSearchEntry.objects.exists()


def test_a_renamed_product_is_found_by_its_new_name(
    womens_home, django_capture_on_commit_callbacks
):
    product, _ = searchable_product("Scalp Oil", category="Scalp Care")

    # When staff rename it in the dashboard (the catalogue signals refresh search after commit)
    with django_capture_on_commit_callbacks(execute=True):
        product.title = "Nourishing Scalp Oil"
        product.save()

    assert product_titles(service.search("nourishing")) == ["Nourishing Scalp Oil"]


def test_results_group_at_most_four_products_per_category(womens_home):
    for number in range(6):
        searchable_product(f"Booster {number}", category="Wellness Boosters")
    searchable_product("Booster Shampoo", category="Scalp Care")

    results = service.search("booster")

    categories = [entry.category for entry in results.products]
    assert categories.count("Wellness Boosters") == 4
    assert categories.count("Scalp Care") == 1


def test_a_query_longer_than_fifty_characters_is_refused(womens_home):
    with pytest.raises(SearchTooLong) as refused:
        service.search("x" * 51)

    assert refused.value.message == "Search for at most 50 characters."


def test_each_site_lists_its_own_lines_products_first(womens_home):
    searchable_product("Men's Shampoo", category="Scalp Care", gender="Men")
    searchable_product("Scalp Cleanser Shampoo", category="Scalp Care")

    assert product_titles(service.search("shampoo", "women"))[0] == "Scalp Cleanser Shampoo"
    assert product_titles(service.search("shampoo", "men"))[0] == "Men's Shampoo"


def test_a_product_is_found_once_its_page_is_published(
    womens_home, django_capture_on_commit_callbacks
):
    # Given a product whose page is a draft
    product = PlanFactory(
        parent__title="Scalp Tonic",
        plan_attributes={"product_category": "Scalp Care"},
        stockrecord__price=Decimal("24.00"),
    ).parent
    page = ProductPageFactory.build(product=product, title="Scalp Tonic", slug="scalp-tonic")
    page.live = False
    womens_home.add_child(instance=page)
    assert not service.search("tonic").products

    # When an editor publishes it
    with django_capture_on_commit_callbacks(execute=True):
        page.save_revision().publish()

    # Then search finds it at its page
    [entry] = service.search("tonic").products
    assert entry.url_path == "/scalp-tonic/"
