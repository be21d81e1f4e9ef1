"""Computing every stored recommendation from order lines and the catalogue.

compute_recommendations() reads everything it needs in five queries (sellable products, their
traits, units ordered all time and lately, co-purchases), decides in memory, and replaces the
stored rows in one transaction: readers see the old set or the new one, never a mix. The hourly
Celery task (tasks.py) and `manage.py compute_recommendations` both call it.
"""

from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime, timedelta

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Count, F, Q
from django.db.models.functions import Coalesce
from django.utils import timezone

from .catalogue import Traits, sellable_traits
from .models import ProductRecommendation, RecommendableProduct
from .models import RecommendationModel as M
from .popularity import counted_lines, units_ordered

# Reads show at most 5, but recommended-for-you merges several sources' lists and drops what the
# customer already has, so each list keeps a few more than one read needs.
KEPT_PER_LIST = 20
FACET_NAME = "product_category"
# Any number of our own: keeps two runs (the task and the command) from interleaving on Postgres.
ADVISORY_LOCK_KEY = 0x5EC0


def compute_recommendations(now: datetime | None = None) -> dict[str, int]:
    """Recompute and store every model's rows; how many rows each model now has."""
    now = now or timezone.now()
    traits = sellable_traits()
    all_time = units_ordered()
    recent = units_ordered(since=now - timedelta(days=settings.RECOMMENDATIONS_TRENDING_DAYS))
    ranking = _Ranking(traits, all_time)
    rows = [
        *ranking.rows(M.BOUGHT_TOGETHER, _bought_together(co_purchases(), ranking)),
        *ranking.rows(M.RELATED_PRODUCTS, _related_products(traits, all_time)),
        *ranking.rows(M.LOOKING_SIMILAR, _looking_similar(traits)),
        *ranking.rows(M.TRENDING_ITEMS, {None: _sellable_scores(recent, traits)}),
        *_trending_facets(recent, traits),
    ]
    for row in rows:
        row.computed_at = now
    profiles = [
        RecommendableProduct(
            product_id=product_id,
            units_ordered=all_time.get(product_id, 0),
            **{field: getattr(trait, field) for field in _PROFILE_FIELDS},
        )
        for product_id, trait in traits.items()
    ]
    with transaction.atomic():
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_advisory_xact_lock(%s)", [ADVISORY_LOCK_KEY])
        ProductRecommendation.objects.all().delete()
        ProductRecommendation.objects.bulk_create(rows, batch_size=1000)
        RecommendableProduct.objects.all().delete()
        RecommendableProduct.objects.bulk_create(profiles, batch_size=1000)
    counts = defaultdict(int)
    for row in rows:
        counts[row.model] += 1
    return dict(counts)


_PROFILE_FIELDS = (
    "title",
    "product_category",
    "core_category",
    "product_gender",
    "is_core",
    "is_booster",
    "is_scalp",
)


def co_purchases() -> dict[tuple[int, int], int]:
    """For each ordered pair of different parent products, in how many orders both were
    bought: one self-join aggregated by the database (a line and the other lines of its order)."""
    pairs = (
        counted_lines()
        .annotate(
            other_id=Coalesce(F("order__lines__product__parent_id"), F("order__lines__product_id"))
        )
        .filter(other_id__isnull=False)
        .filter(~Q(parent_id=F("other_id")))
        .values("parent_id", "other_id")
        .annotate(orders=Count("order_id", distinct=True))
        .order_by()
        .values_list("parent_id", "other_id", "orders")
    )
    return {(source, target): orders for source, target, orders in pairs}


class _Ranking:
    """Orders candidates: by score, then all-time popularity, then title, then id (stable)."""

    def __init__(self, traits: dict[int, Traits], all_time: dict[int, int]):
        self.traits = traits
        self.all_time = all_time

    def key(self, item: tuple[int, float]):
        product_id, score = item
        return (
            -score,
            -self.all_time.get(product_id, 0),
            self.traits[product_id].title,
            product_id,
        )

    def rows(self, model: str, scores_by_source: dict[int | None, dict[int, float]]):
        for source_id, scores in scores_by_source.items():
            ranked = sorted(scores.items(), key=self.key)[:KEPT_PER_LIST]
            for rank, (target_id, score) in enumerate(ranked, start=1):
                yield ProductRecommendation(
                    model=model,
                    source_id=source_id,
                    target_id=target_id,
                    score=float(score),
                    rank=rank,
                )


def _sellable_scores(scores: dict[int, int], traits: dict[int, Traits]) -> dict[int, float]:
    return {pid: score for pid, score in scores.items() if pid in traits and score > 0}


def _bought_together(pairs: dict[tuple[int, int], int], ranking: _Ranking):
    """Score: the number of orders that held both products. Only sellable targets."""
    by_source: dict[int, dict[int, float]] = defaultdict(dict)
    for (source_id, target_id), orders in pairs.items():
        if target_id in ranking.traits:
            by_source[source_id][target_id] = orders
    return by_source


def _related_products(traits: dict[int, Traits], all_time: dict[int, int]):
    """More from the same shelf: products in the same product_category for the same gender,
    scored by their all-time units ordered (the most bought first)."""
    shelves: dict[tuple, list[int]] = defaultdict(list)
    for product_id, trait in traits.items():
        if trait.product_category:
            shelves[(trait.product_category, trait.product_gender)].append(product_id)
    by_source = {}
    for members in shelves.values():
        for source_id in members:
            by_source[source_id] = {
                target_id: all_time.get(target_id, 0)
                for target_id in members
                if target_id != source_id
            }
    return by_source


def _looking_similar(traits: dict[int, Traits]):
    """Products alike in what they are rather than where they are shelved: unlike
    related-products (same product_category, ranked by popularity), looking-similar crosses
    categories and ranks by likeness. For the same gender, a product scores 2 for the same
    core_category (its formula line: a women's Core duo or kit looks like Core) and 1 for each
    flag both carry (is_core, is_booster, is_scalp); products sharing nothing are left out, and
    popularity only breaks ties. So a threshold here means "at least this alike".
    Compares every pair within a gender: fine for a catalogue of dozens or hundreds."""
    by_gender: dict[str, list[int]] = defaultdict(list)
    for product_id, trait in traits.items():
        by_gender[trait.product_gender].append(product_id)
    by_source: dict[int, dict[int, float]] = {}
    for members in by_gender.values():
        for source_id in members:
            scores = {}
            for target_id in members:
                if target_id != source_id:
                    likeness = _likeness(traits[source_id], traits[target_id])
                    if likeness:
                        scores[target_id] = likeness
            by_source[source_id] = scores
    return by_source


def _likeness(one: Traits, other: Traits) -> int:
    same_line = bool(one.core_category) and one.core_category == other.core_category
    return 2 * same_line + len(one.flags & other.flags)


def _trending_facets(recent: dict[int, int], traits: dict[int, Traits]) -> Iterable:
    """Units ordered lately per product_category value, the most first."""
    units: dict[str, int] = defaultdict(int)
    for product_id, count in recent.items():
        category = traits[product_id].product_category if product_id in traits else ""
        if category and count > 0:
            units[category] += count
    ranked = sorted(units.items(), key=lambda item: (-item[1], item[0]))
    for rank, (value, count) in enumerate(ranked, start=1):
        yield ProductRecommendation(
            model=M.TRENDING_FACETS,
            facet_name=FACET_NAME,
            facet_value=value,
            score=float(count),
            rank=rank,
        )
