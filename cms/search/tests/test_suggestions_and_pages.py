"""Suggestions come from real searches that find something; pages found are indexable ones;
editors' picks lead."""

import pytest
from wagtail.contrib.search_promotions.models import Query, SearchPromotion

from cms.content.tests.factories import ContentPageFactory
from cms.search import service
from cms.search.suggestions import build_query_suggestions, record_search

from .factories import searchable_product

pytestmark = pytest.mark.django_db


def page_titles(results):
    return [page.title for page, _ in results.pages]


def test_recorded_searches_that_find_results_become_suggestions(womens_home):
    # Given shoppers searched three things, one of which finds nothing
    searchable_product("Scalp Cleanser Shampoo", category="Scalp Care")
    searchable_product("Scalp Oil", category="Scalp Care")
    for query, times in [("scalp oil", 3), ("scalp cleanser", 5), ("scalp cream xyz", 9)]:
        for _ in range(times):
            assert record_search(query)

    # When the hourly job builds the suggestions
    assert build_query_suggestions(service.what_query_finds) == 2

    # Then typing offers those that find something, most searched first, never the query itself
    assert service.search("scalp").suggestions == ["scalp cleanser", "scalp oil"]
    assert service.search("scalp oil").suggestions == []
    assert service.search("").suggestions == ["scalp cleanser", "scalp oil"]


def test_searches_too_short_to_suggest_are_not_recorded(db):
    assert not record_search("  s ")
    assert not Query.objects.exists()


def test_only_published_indexable_pages_are_found(womens_home):
    ContentPageFactory(title="Our Ingredients")
    ContentPageFactory(title="Ingredients for Partners", robots_noindex=True)
    ContentPageFactory(title="Ingredients Draft").unpublish()

    assert page_titles(service.search("ingredients")) == ["Our Ingredients"]


def test_at_most_three_pages_are_found(womens_home):
    for number in range(5):
        ContentPageFactory(title=f"Hair Science {number}")

    assert len(service.search("hair science").pages) == 3


def test_an_editors_pick_leads_the_results(womens_home):
    # Given an editor promoted a page for "results"
    ContentPageFactory(title="Results Timeline")
    picked = ContentPageFactory(title="Real Results", search_description="Before and after.")
    SearchPromotion.objects.create(query=Query.get("results"), page=picked, sort_order=0)

    # Then it comes first for that query
    assert page_titles(service.search("Results"))[0] == "Real Results"


def test_an_editors_pick_of_a_product_page_leads_the_products(womens_home):
    searchable_product("Scalp Oil", category="Scalp Care")
    _, page = searchable_product("Hair Serum", category="Scalp Care")
    SearchPromotion.objects.create(query=Query.get("scalp"), page=page, sort_order=0)

    results = service.search("scalp")

    assert results.products[0].title == "Hair Serum"


def test_editors_manage_promoted_results_and_see_search_terms_in_the_cms(admin_client):
    record_search("scalp oil")

    assert admin_client.get("/cms/searchpicks/add/").status_code == 200
    terms = admin_client.get("/cms/searchpicks/reports/search-terms/")
    assert terms.status_code == 200
    assert b"scalp oil" in terms.content
