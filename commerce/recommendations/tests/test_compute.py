"""What compute_recommendations stores, from order histories built for each case."""

from django.db import connection
from django.db.models import F
from oscar.core.loading import get_model

from commerce.recommendations.compute import compute_recommendations
from commerce.recommendations.models import ProductRecommendation, RecommendableProduct
from commerce.recommendations.models import RecommendationModel as M

from .factories import days_ago, order, plan_of, product

StockRecord = get_model("partner", "StockRecord")


def test_bought_together_counts_orders_holding_both(women_catalogue, stored):
    # given A+B bought together twice and A+C once
    core, vegan, stress = (women_catalogue[key] for key in ("core", "vegan", "stress"))
    order(None, core, stress)
    order(None, core, stress)
    order(None, core, vegan)
    # when
    compute_recommendations()
    # then B ranks before C, each scored by its orders, and a product never recommends itself
    assert stored(M.BOUGHT_TOGETHER, core) == [stress, vegan]
    scores = ProductRecommendation.objects.filter(model=M.BOUGHT_TOGETHER, source=core)
    assert [row.score for row in scores.order_by("rank")] == [2.0, 1.0]
    assert stored(M.BOUGHT_TOGETHER, stress) == [core]


def test_bought_together_counts_an_order_once_and_plans_as_their_product(women_catalogue, stored):
    # given one order with two plans of Core (one-time and monthly) and the Stress booster
    core, stress = women_catalogue["core"], women_catalogue["stress"]
    monthly = product("RW-OTHER", "Other")  # a second plan of Core, made as the factory makes one
    monthly_plan = plan_of(monthly)
    monthly_plan.parent = core
    monthly_plan.save()
    order(None, plan_of(core), monthly_plan, stress)
    # when
    compute_recommendations()
    # then the pair is one order, and Core does not go with itself
    row = ProductRecommendation.objects.get(model=M.BOUGHT_TOGETHER, source=core)
    assert (row.target, row.score) == (stress, 1.0)


def test_canceled_orders_and_unsellable_products_are_left_out(women_catalogue, stored):
    # given Core bought with Vegan (then canceled), and with Gut (which then lost its price)
    core, vegan, gut = (women_catalogue[key] for key in ("core", "vegan", "gut"))
    order(None, core, vegan, status="Canceled")
    order(None, core, gut)
    StockRecord.objects.filter(product__parent=gut).update(price=None)
    # when
    compute_recommendations()
    # then nothing is recommended with Core, and Gut is no fallback candidate either
    assert stored(M.BOUGHT_TOGETHER, core) == []
    assert not RecommendableProduct.objects.filter(product=gut).exists()


def test_trending_items_count_units_of_the_last_seven_days(women_catalogue, stored):
    # given Vegan bought 3 at once today, Core once yesterday and 10 times a fortnight ago
    core, vegan = women_catalogue["core"], women_catalogue["vegan"]
    order(None, (vegan, 3))
    order(None, core, placed=days_ago(1))
    order(None, (core, 10), placed=days_ago(14))
    # when
    compute_recommendations()
    # then the old order does not count
    assert stored(M.TRENDING_ITEMS) == [vegan, core]
    rows = ProductRecommendation.objects.filter(model=M.TRENDING_ITEMS).order_by("rank")
    assert [row.score for row in rows] == [3.0, 1.0]


def test_trending_facets_sum_recent_units_per_product_category(women_catalogue, stored):
    # given two boosters and a supplement bought this week, and a serum long ago
    w = women_catalogue
    order(None, w["stress"], w["gut"], w["core"])
    order(None, w["stress"])
    order(None, (w["serum"], 5), placed=days_ago(30))
    # when
    compute_recommendations()
    # then
    rows = ProductRecommendation.objects.filter(model=M.TRENDING_FACETS).order_by("rank")
    assert [(r.facet_name, r.facet_value, r.score) for r in rows] == [
        ("product_category", "Wellness Boosters", 3.0),
        ("product_category", "Hair Growth Supplements", 1.0),
    ]


def test_related_products_share_category_and_gender_ranked_by_units(women_catalogue, stored):
    # given Balance ordered more than Vegan, ever
    w = women_catalogue
    order(None, (w["balance"], 2), placed=days_ago(100))
    order(None, w["vegan"])
    # when
    compute_recommendations()
    # then Core's shelf-mates for women, the most ordered first; not the men's Core, no booster
    assert stored(M.RELATED_PRODUCTS, w["core"]) == [w["balance"], w["vegan"]]
    assert stored(M.RELATED_PRODUCTS, w["men"]) == []


def test_looking_similar_crosses_categories_and_ranks_by_likeness(women_catalogue, stored):
    # given the Stress duo is the most ordered product
    w = women_catalogue
    order(None, (w["duo"], 5))
    # when
    compute_recommendations()
    # then for Core: the duo of its formula line (same core_category, another category) first,
    # then the other core supplement (a shared flag); Balance (no shared trait), the boosters,
    # the serum and the men's Core are not alike
    assert stored(M.LOOKING_SIMILAR, w["core"]) == [w["duo"], w["vegan"]]
    assert stored(M.RELATED_PRODUCTS, w["core"]) == [w["balance"], w["vegan"]]
    # and a booster looks like the other booster
    assert stored(M.LOOKING_SIMILAR, w["stress"]) == [w["gut"]]


def test_recomputing_gives_the_same_rows(women_catalogue):
    # given a history
    w = women_catalogue
    order(None, w["core"], w["stress"])
    order(None, w["vegan"], w["stress"], placed=days_ago(2))

    def snapshot():
        return sorted(
            ProductRecommendation.objects.values_list(
                "model", "source_id", "target_id", "facet_value", "score", "rank"
            ),
            key=str,
        )

    # when computed twice
    compute_recommendations()
    first = snapshot()
    compute_recommendations()
    # then
    assert first and snapshot() == first


def test_compute_reads_and_writes_in_a_fixed_number_of_queries(
    women_catalogue, django_assert_num_queries
):
    # given a history of a few orders and then of many
    w = women_catalogue
    order(None, w["core"], w["stress"])
    compute_recommendations()
    for _ in range(15):
        order(None, w["vegan"], w["gut"], w["serum"], placed=days_ago(3))
    # when / then: 5 reads, a delete and an insert per table, the transaction's savepoint and
    # release, and on PostgreSQL the lock that keeps two runs apart
    with django_assert_num_queries(11 + (connection.vendor == "postgresql")):
        compute_recommendations()
    assert ProductRecommendation.objects.filter(source=F("target")).count() == 0
