"""The overlay's one call, as the storefront makes it."""

import pytest
from wagtail.contrib.search_promotions.models import Query

from cms.help.tests.factories import FaqArticlePageFactory, FaqIndexPageFactory
from cms.home.tests.factories import MensHomePageFactory
from cms.search.tests.factories import searchable_product
from commerce.customers import tokens
from commerce.subscriptions.tests.factories import plans
from commerce.subscriptions.tests.renewal_factories import subscription

pytestmark = pytest.mark.django_db

SEARCH = """
query Search($query: String, $section: String) {
  search(query: $query, section: $section) {
    query found visitor_state query_id
    product_groups {
      category
      hits { objectID queryID sku title subTitle searchImage { url } imageId slug urlPath
             shortDescription orderQty isCore isBooster isScalp category }
    }
    articles { id title url_path }
    pages { title url_path description }
    suggestions { query }
  }
}
"""


def bearer(customer):
    return {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}


def test_a_search_answers_every_view_of_the_overlay_at_once(graphql, womens_home):
    product, _ = searchable_product(
        "Scalp Cleanser Shampoo",
        category="Scalp Care",
        upc="RW-SCALP-SHAMPOO",
        audience="For every scalp",
        intro="A gentle daily shampoo.",
        is_scalp=True,
        is_core=False,
    )

    result = graphql(SEARCH, {"query": "shampoo"})["data"]["search"]

    assert result["found"] is True
    assert result["visitor_state"] == "default"
    [group] = result["product_groups"]
    assert group["category"] == "Scalp Care"
    assert group["hits"] == [
        {
            "objectID": str(product.pk),
            "queryID": result["query_id"],
            "sku": "RW-SCALP-SHAMPOO",
            "title": "Scalp Cleanser Shampoo",
            "subTitle": "For every scalp",
            "searchImage": None,
            "imageId": None,
            "slug": "scalp-cleanser-shampoo",
            "urlPath": "/scalp-cleanser-shampoo/",
            "shortDescription": "A gentle daily shampoo.",
            "orderQty": 0,
            "isCore": False,
            "isBooster": False,
            "isScalp": True,
            "category": "Scalp Care",
        }
    ]


def test_nothing_found_is_marked_not_found(graphql, womens_home):
    result = graphql(SEARCH, {"query": "qwxz"})["data"]["search"]

    assert result["found"] is False
    assert result["product_groups"] == result["articles"] == result["pages"] == []


def test_a_signed_in_subscriber_gets_their_state(graphql, womens_home):
    started = subscription(plans()[1])
    searchable_product("Stress Adaptogen Booster", category="Wellness Boosters")

    result = graphql(SEARCH, {"query": ""}, **bearer(started.customer))["data"]["search"]

    assert result["visitor_state"] == "subscriber"
    assert [group["category"] for group in result["product_groups"]] == ["Wellness Boosters"]


def test_a_search_longer_than_fifty_characters_is_refused(graphql, womens_home):
    response = graphql(SEARCH, {"query": "a" * 51})

    [error] = response["errors"]
    assert error["message"] == "Search for at most 50 characters."
    assert error["extensions"]["code"] == "BAD_USER_INPUT"


RECORD = "mutation R($q: String!) { recordSearchQuery(query: $q) { recorded } }"


def test_recording_a_search_counts_a_daily_hit_once_per_visitor(graphql, womens_home):
    searchable_product("Scalp Oil", category="Scalp Care")

    first = graphql(RECORD, {"q": "Scalp Oil"})["data"]["recordSearchQuery"]["recorded"]
    again = graphql(RECORD, {"q": "scalp oil"})["data"]["recordSearchQuery"]["recorded"]
    other = graphql(RECORD, {"q": "scalp oil"}, REMOTE_ADDR="203.0.113.7")

    assert first and again and other["data"]["recordSearchQuery"]["recorded"]
    assert Query.get("scalp oil").hits == 2


def test_recording_a_search_that_finds_nothing_keeps_nothing(graphql, womens_home):
    body = graphql(RECORD, {"q": "visit evil dot example"})

    assert body["data"]["recordSearchQuery"]["recorded"] is False
    assert not Query.objects.exists()


def test_recording_searches_is_rate_limited_per_address(graphql, womens_home, settings):
    # Given a limit of two recorded searches per address
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "record_search": {"ip": "2/15m"}}
    searchable_product("Scalp Oil", category="Scalp Care")

    # When one address records three, and another address one
    bodies = [graphql(RECORD, {"q": "scalp oil"}) for _ in range(3)]
    elsewhere = graphql(RECORD, {"q": "scalp oil"}, REMOTE_ADDR="203.0.113.7")

    # Then the third is refused, the other address is not
    assert [body.get("data", {}).get("recordSearchQuery") for body in bodies[:2]] == [
        {"recorded": True}
    ] * 2
    [error] = bodies[2]["errors"]
    assert error["extensions"]["code"] == "TOO_MANY_REQUESTS"
    assert error["message"] == "Too many attempts. Please wait a few minutes and try again."
    assert elsewhere["data"]["recordSearchQuery"] == {"recorded": True}


def test_a_search_reads_a_bounded_number_of_queries(
    graphql, womens_home, django_assert_max_num_queries
):
    for number in range(8):
        searchable_product(f"Shampoo {number}", category=("Scalp Care", "Hair Kits")[number % 2])

    # 11 on PostgreSQL; SQLite's full-text backend adds two of its own.
    with django_assert_max_num_queries(13):
        result = graphql(SEARCH, {"query": "shampoo"})["data"]["search"]

    assert sum(len(group["hits"]) for group in result["product_groups"]) == 8


def test_each_site_searches_its_own_help_centre(graphql, womens_home):
    # Given the women's and the men's help centres both answer "When will I see results?"
    men = MensHomePageFactory(parent=womens_home)
    for home in (womens_home, men):
        FaqArticlePageFactory(
            title="When will I see results?", parent=FaqIndexPageFactory(parent=home)
        )

    # Then each site's search finds its own answer
    for section, path in [("women", "/faq/"), ("men", "/men/faq/")]:
        result = graphql(SEARCH, {"query": "results", "section": section})["data"]["search"]
        assert [article["url_path"] for article in result["articles"]] == [
            f"{path}when-will-i-see-results/"
        ]


def test_an_unknown_site_or_a_missing_query_is_refused_clearly(graphql, db):
    [unknown] = graphql(SEARCH, {"query": "oil", "section": "kids"})["errors"]
    assert unknown["message"] == "Search the women's or the men's site: section is women or men."
    assert unknown["extensions"]["code"] == "BAD_USER_INPUT"

    [missing] = graphql(SEARCH, {"query": None})["errors"]
    assert "query" in missing["message"]
