"""What recommend() answers, read from the stored rows (computed first in each test)."""

import pytest

from commerce.core.errors import DomainError
from commerce.customers.tests.factories import CustomerFactory
from commerce.recommendations.compute import compute_recommendations
from commerce.recommendations.models import RecommendationModel as M
from commerce.recommendations.services import (
    Facet,
    UnknownRecommendationModel,
    recommend,
    units_ordered,
)

from .factories import days_ago, order, product


@pytest.fixture
def core_with_boosters(women_catalogue):
    """Core bought with Stress twice and with Gut once."""
    w = women_catalogue
    order(None, w["core"], w["stress"])
    order(None, w["core"], w["stress"])
    order(None, w["core"], w["gut"])
    compute_recommendations()
    return w


def test_bought_together_by_id_sku_or_plan_sku(core_with_boosters, django_assert_num_queries):
    w = core_with_boosters
    # given the stored model has two products for Core; when asked for two
    with django_assert_num_queries(1):
        by_id = recommend(M.BOUGHT_TOGETHER, w["core"].pk, max_results=2)
    with django_assert_num_queries(2):
        by_sku = recommend(M.BOUGHT_TOGETHER, "RW-CORE-W", max_results=2)
    by_plan = recommend(M.BOUGHT_TOGETHER, "RW-CORE-W-N01", max_results=2)
    # then all three name Core and need no fallback
    expected = [w["stress"].pk, w["gut"].pk]
    assert by_id.product_ids == by_sku.product_ids == by_plan.product_ids == expected
    assert not by_id.used_fallback
    assert recommend(M.BOUGHT_TOGETHER, str(w["core"].pk), max_results=2) == by_id


def test_thin_answers_fill_from_popular_products_never_repeating(
    core_with_boosters, django_assert_num_queries
):
    w = core_with_boosters
    # given Core has two stored products; when five are asked for
    with django_assert_num_queries(3):  # the SKU, the stored rows, the fallback
        result = recommend(M.BOUGHT_TOGETHER, "RW-CORE-W")
    # then the other three are the most ordered (Core itself never; then by title)
    assert result.product_ids[:2] == [w["stress"].pk, w["gut"].pk]
    assert w["core"].pk not in result.product_ids
    assert len(result.product_ids) == len(set(result.product_ids)) == 5
    assert result.product_ids[2:] == [w["balance"].pk, w["men"].pk, w["serum"].pk]
    assert result.used_fallback


def test_the_fallback_respects_its_filters(core_with_boosters):
    w = core_with_boosters
    # when the fallback asks for women's scalp care or men's products
    scalp = recommend(M.BOUGHT_TOGETHER, w["core"].pk, fallback={"is_scalp": True})
    men = recommend(M.RELATED_PRODUCTS, w["men"].pk, fallback={"gender": "men"})
    duos = recommend(M.TRENDING_ITEMS, fallback={"category": "Root-Cause Duos", "is_core": False})
    # then only matching products fill, and the source is never one
    assert scalp.product_ids == [w["stress"].pk, w["gut"].pk, w["serum"].pk]
    assert men.product_ids == [] and not men.used_fallback
    assert duos.product_ids[-1] == w["duo"].pk and duos.used_fallback


def test_threshold_drops_low_scores(core_with_boosters):
    w = core_with_boosters
    # when only products bought with Core in two orders or more are wanted, scalp care after
    strict = recommend(M.BOUGHT_TOGETHER, w["core"].pk, threshold=2, fallback={"is_scalp": True})
    every = recommend(M.BOUGHT_TOGETHER, w["core"].pk, threshold=0, fallback={"is_scalp": True})
    # then Gut (bought with Core once) is left out
    assert strict.product_ids == [w["stress"].pk, w["serum"].pk]
    assert every.product_ids == [w["stress"].pk, w["gut"].pk, w["serum"].pk]


def test_at_most_five_results(core_with_boosters):
    assert len(recommend(M.TRENDING_ITEMS, max_results=50).product_ids) == 5
    with pytest.raises(DomainError, match="at least 1"):
        recommend(M.TRENDING_ITEMS, max_results=0)


def test_unknown_models_and_missing_products_are_refused(db):
    with pytest.raises(UnknownRecommendationModel) as refused:
        recommend("frequently-viewed")
    assert refused.value.message == 'Unknown recommendation model "frequently-viewed".'
    assert refused.value.code == "BAD_USER_INPUT"
    with pytest.raises(DomainError, match="Name the product"):
        recommend(M.RELATED_PRODUCTS)
    with pytest.raises(DomainError, match='fallback parameter "colour"'):
        recommend(M.TRENDING_ITEMS, fallback={"colour": "red"})


def test_an_unknown_sku_gets_the_fallback(core_with_boosters):
    result = recommend(M.LOOKING_SIMILAR, "RW-NO-SUCH", max_results=2)
    assert result.used_fallback and len(result.product_ids) == 2


def test_trending_items_and_related_products_read_their_rows(core_with_boosters):
    w = core_with_boosters
    assert recommend(M.TRENDING_ITEMS, max_results=3).product_ids == [
        w["core"].pk,
        w["stress"].pk,
        w["gut"].pk,
    ]
    related = recommend(M.RELATED_PRODUCTS, w["stress"].pk, max_results=1)
    assert related.product_ids == [w["gut"].pk] and not related.used_fallback


def test_trending_facets_fill_with_categories_by_all_time_units(
    women_catalogue, django_assert_num_queries
):
    w = women_catalogue
    # given boosters bought this week and a serum long ago
    order(None, w["stress"], w["gut"])
    order(None, (w["serum"], 4), placed=days_ago(40))
    compute_recommendations()
    # when
    with django_assert_num_queries(2):
        result = recommend(M.TRENDING_FACETS, max_results=3)
    # then the trending category, then the others by all-time units (scored 0), then by name
    assert result.facets == [
        Facet("product_category", "Wellness Boosters", 2.0),
        Facet("product_category", "Scalp Care", 0.0),
        Facet("product_category", "Hair Growth Supplements", 0.0),
    ]
    assert result.product_ids == [] and result.used_fallback
    only_trending = recommend(M.TRENDING_FACETS, threshold=1, max_results=1)
    assert only_trending.facets == result.facets[:1] and not only_trending.used_fallback


def test_recommended_for_you_quiz_first_then_what_goes_with_their_orders(
    women_catalogue, django_assert_max_num_queries
):
    w = women_catalogue
    # given a customer who bought Core; others bought Core with Stress (twice) and with Gut
    customer = CustomerFactory()
    order(customer, w["core"])
    order(None, w["core"], w["stress"])
    order(None, w["core"], w["stress"])
    order(None, w["core"], w["gut"])
    compute_recommendations()
    # when the quiz picked the serum (by its plan's SKU) and Vegan
    with django_assert_max_num_queries(5):
        result = recommend(
            M.RECOMMENDED_FOR_YOU,
            user=customer,
            quiz_skus=["RW-SCALP-SERUM-N01", "RW-VEGAN-W"],
            max_results=4,
        )
    # then the quiz's products first, then the boosters; never Core, which they have
    assert result.product_ids == [w["serum"].pk, w["vegan"].pk, w["stress"].pk, w["gut"].pk]
    assert not result.used_fallback


def test_recommended_for_you_never_shows_another_customers_purchases(women_catalogue):
    w = women_catalogue
    # given Sam bought Core; Alex bought Core with Stress, and the serum on its own
    sam, alex = CustomerFactory(), CustomerFactory()
    order(sam, w["core"])
    order(alex, w["core"], w["stress"])
    order(alex, w["serum"])
    compute_recommendations()
    # when
    for_sam = recommend(M.RECOMMENDED_FOR_YOU, user=sam, max_results=1)
    for_alex = recommend(M.RECOMMENDED_FOR_YOU, user=alex, max_results=5)
    # then Sam sees only what goes with Sam's Core (an aggregate), not Alex's serum order
    assert for_sam.product_ids == [w["stress"].pk] and not for_sam.used_fallback
    # and Alex is never shown what Alex bought
    assert not {w["core"].pk, w["stress"].pk, w["serum"].pk} & set(for_alex.product_ids)


def test_recommended_for_you_falls_back_to_trending_then_popular(women_catalogue):
    w = women_catalogue
    # given Vegan trends; nobody is signed in and no quiz was taken
    order(None, (w["vegan"], 2))
    order(None, (w["balance"], 3), placed=days_ago(20))
    compute_recommendations()
    # when
    result = recommend(M.RECOMMENDED_FOR_YOU, max_results=2)
    # then trending first, then the most ordered of all time
    assert result.product_ids == [w["vegan"].pk, w["balance"].pk]
    assert result.used_fallback


def test_units_ordered_all_time_or_since(women_catalogue):
    w = women_catalogue
    order(None, (w["core"], 2), w["stress"])
    order(None, (w["core"], 3), placed=days_ago(10))
    unpriced = product("RW-GONE", price="10.00")
    order(None, unpriced)
    assert units_ordered() == {w["core"].pk: 5, w["stress"].pk: 1, unpriced.pk: 1}
    assert units_ordered(since=days_ago(7)) == {w["core"].pk: 2, w["stress"].pk: 1, unpriced.pk: 1}
