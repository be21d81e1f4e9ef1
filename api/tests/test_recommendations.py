"""Recommendations as the storefront asks for them: products shown as search hits."""

import pytest

from cms.search.indexing import refresh_product_entries
from cms.search.tests.factories import searchable_product
from commerce.recommendations.compute import compute_recommendations
from commerce.recommendations.tests.factories import order, plan_of

pytestmark = pytest.mark.django_db

RECOMMENDATIONS = """
query R($model: String!, $id: ID, $fallback: RecommendationFallbackInput) {
  recommendations(model: $model, object_id: $id, fallback_parameters: $fallback) {
    model used_fallback hits { objectID title urlPath } facets { facet_value score }
  }
}
"""


def test_products_bought_together_come_first_then_popular_ones(graphql, womens_home):
    # Given the shampoo was bought with the oil twice and with the serum once
    shampoo, _ = searchable_product("Scalp Cleanser Shampoo", category="Scalp Care")
    oil, _ = searchable_product("Scalp Oil", category="Scalp Care")
    serum, _ = searchable_product("Hair Serum", category="Scalp Care")
    core, _ = searchable_product("Rootwell Core for Women")
    for _ in range(2):
        order(None, shampoo, oil)
    order(None, shampoo, serum)
    order(None, (core, 5))
    compute_recommendations()

    # When a product page asks what goes with the shampoo
    answer = graphql(RECOMMENDATIONS, {"model": "bought-together", "id": str(shampoo.pk)})

    # Then the oil, the serum, then the most ordered other product fill the list
    result = answer["data"]["recommendations"]
    assert [hit["title"] for hit in result["hits"]] == [
        "Scalp Oil",
        "Hair Serum",
        "Rootwell Core for Women",
    ]
    assert result["hits"][0]["urlPath"] == "/scalp-oil/"
    assert result["used_fallback"] is True


def test_a_product_without_a_page_is_never_recommended(graphql, womens_home):
    shampoo, _ = searchable_product("Scalp Cleanser Shampoo", category="Scalp Care")
    oil, page = searchable_product("Scalp Oil", category="Scalp Care")
    order(None, shampoo, oil)
    page.unpublish()
    refresh_product_entries()
    compute_recommendations()

    answer = graphql(RECOMMENDATIONS, {"model": "bought-together", "id": plan_of(shampoo).upc})

    assert answer["data"]["recommendations"]["hits"] == []


def test_an_unknown_model_is_refused(graphql, db):
    [error] = graphql(RECOMMENDATIONS, {"model": "frequently-viewed"})["errors"]

    assert error["message"] == 'Unknown recommendation model "frequently-viewed".'
    assert error["extensions"]["code"] == "BAD_USER_INPUT"


def test_a_recommendation_reads_a_fixed_number_of_queries(
    graphql, womens_home, django_assert_num_queries
):
    products = [
        searchable_product(f"Booster {n}", category="Wellness Boosters")[0] for n in range(6)
    ]
    for other in products[1:]:
        order(None, products[0], other)
    compute_recommendations()

    with django_assert_num_queries(2):
        answer = graphql(RECOMMENDATIONS, {"model": "bought-together", "id": str(products[0].pk)})

    assert len(answer["data"]["recommendations"]["hits"]) == 5
