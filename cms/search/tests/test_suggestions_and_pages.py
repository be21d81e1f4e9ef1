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


def record(query, visitor="visitor-a"):
    return record_search(query, visitor, service.what_query_finds)


def test_searches_several_visitors_made_that_find_results_become_suggestions(womens_home):
    # Given visitors searched for two things that find products, each at least twice
    searchable_product("Scalp Cleanser Shampoo", category="Scalp Care")
    searchable_product("Scalp Oil", category="Scalp Care")
    for query, visitors in [("scalp oil", "ab"), ("scalp cleanser", "abc")]:
        for visitor in visitors:
            assert record(query, visitor)

    # When the hourly job builds the suggestions
    assert build_query_suggestions(service.what_query_finds) == 2

    # Then typing offers them, most searched first, never the query itself
    assert service.search("scalp").suggestions == ["scalp cleanser", "scalp oil"]
    assert service.search("scalp oil").suggestions == []
    assert service.search("").suggestions == ["scalp cleanser", "scalp oil"]


def test_a_search_that_finds_nothing_is_not_recorded(womens_home):
    # Given a catalogue where "visit evil dot example" finds nothing
    searchable_product("Scalp Oil", category="Scalp Care")

    # When visitors search for it
    recorded = [record("visit evil dot example", visitor) for visitor in "abc"]

    # Then it is neither kept nor ever suggested
    assert recorded == [False, False, False]
    assert not Query.objects.exists()
    build_query_suggestions(service.what_query_finds)
    assert service.search("").suggestions == []


def test_one_visitor_repeating_a_search_does_not_make_it_a_suggestion(womens_home):
    # Given one visitor searched "scalp oil" 200 times
    searchable_product("Scalp Oil", category="Scalp Care")
    for _ in range(200):
        assert record("scalp oil", "visitor-a")

    # Then it counts once today, and is suggested to nobody
    assert Query.get("scalp oil").hits == 1
    assert build_query_suggestions(service.what_query_finds) == 0

    # until another visitor searches it too
    record("scalp oil", "visitor-b")
    assert build_query_suggestions(service.what_query_finds) == 1
    assert service.search("scalp").suggestions == ["scalp oil"]


def test_searches_too_short_to_suggest_are_not_recorded(db):
    assert not record("  s ")
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


def test_editors_manage_promoted_results_and_see_search_terms_in_the_cms(admin_client, womens_home):
    searchable_product("Scalp Oil", category="Scalp Care")
    record("scalp oil")

    assert admin_client.get("/cms/searchpicks/add/").status_code == 200
    terms = admin_client.get("/cms/searchpicks/reports/search-terms/")
    assert terms.status_code == 200
    assert b"scalp oil" in terms.content
