"""Reading recommendations: what the `recommendations` query answers (storefront spec §7).

Reads come from the stored rows (compute.py) plus at most one query on the sellable products'
popularity to fill a thin answer, so a read costs the same whatever the order history's size:
bought-together, related-products, looking-similar and trending-items take 2 queries (3 when the
product is named by its SKU), trending-facets 2, recommended-for-you at most 5.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from django.db.models import Min, Sum
from django.db.models.functions import Coalesce
from oscar.core.loading import get_model

from commerce.core.errors import DomainError
from commerce.plans.services import MAX_SKUS_PER_REQUEST, TooManySkus

from .models import ProductRecommendation, RecommendableProduct
from .models import RecommendationModel as M
from .popularity import counted_lines, units_ordered

__all__ = [
    "MAX_RESULTS",
    "Facet",
    "RecommendationError",
    "RecommendationResult",
    "UnknownRecommendationModel",
    "recommend",
    "units_ordered",
]

Product = get_model("catalogue", "Product")

MAX_RESULTS = 5
# The models that answer for one product (object_id).
PRODUCT_MODELS = frozenset({M.BOUGHT_TOGETHER, M.RELATED_PRODUCTS, M.LOOKING_SIMILAR})
# fallback key -> RecommendableProduct column; text compared case-insensitively.
FALLBACK_FIELDS = {
    "category": "product_category__iexact",
    "gender": "product_gender__iexact",
    "is_core": "is_core",
    "is_booster": "is_booster",
    "is_scalp": "is_scalp",
}


class RecommendationError(DomainError, ValueError):
    """A recommendation request that cannot be answered as asked."""


class UnknownRecommendationModel(RecommendationError):
    def __init__(self, model: str):
        super().__init__(f'Unknown recommendation model "{model}".')


class Facet(NamedTuple):
    name: str
    value: str
    score: float


@dataclass(frozen=True)
class RecommendationResult:
    """Parent product ids, best first (for trending-facets, facets instead); used_fallback says
    whether any came from the popular-products fallback (or trending, for recommended-for-you)."""

    model: str
    product_ids: list[int] = field(default_factory=list)
    facets: list[Facet] = field(default_factory=list)
    used_fallback: bool = False


def recommend(
    model: str,
    object_id: int | str | None = None,
    threshold: float = 0,
    max_results: int = MAX_RESULTS,
    fallback: dict | None = None,
    user=None,
    quiz_skus: Iterable[str] = (),
) -> RecommendationResult:
    """Up to `max_results` (at most 5) recommendations of `model` scoring at least `threshold`
    (scores are per model: orders together, units ordered, shared traits), filled up from
    popular products matching `fallback` (category, gender, is_core, is_booster, is_scalp) when
    the stored answer is shorter. `object_id` is a parent product's id, or a product's or plan's
    SKU (a plan stands for its parent); `user` and `quiz_skus` serve recommended-for-you."""
    if model not in M.values:
        raise UnknownRecommendationModel(model)
    model = M(model).value
    limit = _limit(max_results)
    filters = _fallback_filters(fallback)
    if model == M.TRENDING_FACETS:
        return _trending_facets(threshold, limit, filters)
    if model == M.RECOMMENDED_FOR_YOU:
        return _recommended_for(user, list(quiz_skus), threshold, limit, filters)
    shown: set[int] = set()
    if model in PRODUCT_MODELS:
        source_id = _product_id(object_id, model)
        found = _stored(model, source_id, threshold, limit) if source_id else []
        if source_id:
            shown.add(source_id)
    else:
        found = _stored(model, None, threshold, limit)
    filled = _popular(filters, shown | set(found), limit - len(found))
    return RecommendationResult(model, found + filled, used_fallback=bool(filled))


def _limit(max_results: int) -> int:
    if max_results < 1:
        raise RecommendationError("Ask for at least 1 recommendation.")
    return min(max_results, MAX_RESULTS)


def _fallback_filters(fallback: dict | None) -> dict:
    unknown = set(fallback or {}) - set(FALLBACK_FIELDS)
    if unknown:
        raise RecommendationError(f'Unknown fallback parameter "{sorted(unknown)[0]}".')
    return {
        FALLBACK_FIELDS[key]: value
        for key, value in (fallback or {}).items()
        if value is not None and value != ""
    }


def _product_id(object_id, model: str) -> int | None:
    """The parent product `object_id` names: digits are a parent id as given (no query); else a
    SKU, a plan's standing for its parent. None when no product has that SKU."""
    if object_id is None or str(object_id).strip() == "":
        raise RecommendationError(f"Name the product to base {model} recommendations on.")
    text = str(object_id).strip()
    if text.isdigit():
        return int(text)
    return (
        Product.objects.filter(upc=text)
        .annotate(owner=Coalesce("parent_id", "id"))
        .values_list("owner", flat=True)
        .first()
    )


def _stored(model: str, source_id: int | None, threshold: float, limit: int) -> list[int]:
    rows = ProductRecommendation.objects.filter(model=model, score__gte=threshold)
    rows = rows.filter(source_id=source_id) if source_id else rows.filter(source__isnull=True)
    return list(rows.order_by("rank").values_list("target_id", flat=True)[:limit])


def _popular(filters: dict, shown: set[int], count: int) -> list[int]:
    """The fallback: sellable products matching `filters`, the most ordered first, then by
    title, leaving out those already shown."""
    if count <= 0:
        return []
    products = RecommendableProduct.objects.filter(**filters).exclude(product_id__in=shown)
    ordered = products.order_by("-units_ordered", "title", "product_id")
    return list(ordered.values_list("product_id", flat=True)[:count])


def _trending_facets(threshold: float, limit: int, filters: dict) -> RecommendationResult:
    """Categories by units ordered lately; when fewer trend, categories by all-time popularity
    among products matching the fallback (score 0: nothing of theirs was ordered lately)."""
    rows = ProductRecommendation.objects.filter(model=M.TRENDING_FACETS, score__gte=threshold)
    facets = [
        Facet(*row)
        for row in rows.order_by("rank").values_list("facet_name", "facet_value", "score")[:limit]
    ]
    filled = []
    if len(facets) < limit:
        listed = {facet.value for facet in facets}
        categories = (
            RecommendableProduct.objects.filter(**filters)
            .exclude(product_category="")
            .exclude(product_category__in=listed)
            .values("product_category")
            .annotate(units=Sum("units_ordered"))
            .order_by("-units", "product_category")
            .values_list("product_category", flat=True)
        )
        filled = [
            Facet("product_category", value, 0.0) for value in categories[: limit - len(facets)]
        ]
    return RecommendationResult(
        M.TRENDING_FACETS, facets=facets + filled, used_fallback=bool(filled)
    )


def _recommended_for(user, quiz_skus: list[str], threshold, limit, filters) -> RecommendationResult:
    """The quiz's products first (even one already bought: it is the customer's own fresh
    answer), then what is bought together with what this customer bought (scores summed over
    their products), never what they bought; filled from trending items, then popular
    products. Only this customer's own orders are read: other customers count only through the
    bought-together aggregates."""
    bought = _bought_by(user)
    found = _quiz_products(quiz_skus)
    if bought and len(found) < limit:
        together = (
            ProductRecommendation.objects.filter(model=M.BOUGHT_TOGETHER, source_id__in=bought)
            .exclude(target_id__in=bought | set(found))
            .values("target_id")
            .annotate(total=Sum("score"), best=Min("rank"))
            .filter(total__gte=threshold)
            .order_by("-total", "best", "target_id")
            .values_list("target_id", flat=True)
        )
        found += list(together[: limit - len(found)])
    filled = []
    if len(found) < limit:
        trending = ProductRecommendation.objects.filter(
            model=M.TRENDING_ITEMS, source__isnull=True
        ).exclude(target_id__in=bought | set(found))
        filled = list(
            trending.order_by("rank").values_list("target_id", flat=True)[: limit - len(found)]
        )
    filled += _popular(filters, bought | set(found) | set(filled), limit - len(found) - len(filled))
    return RecommendationResult(M.RECOMMENDED_FOR_YOU, found + filled, used_fallback=bool(filled))


def _bought_by(user) -> set[int]:
    if user is None or not user.is_authenticated:
        return set()
    lines = counted_lines().filter(order__user=user)
    return set(lines.values_list("parent_id", flat=True).distinct())


def _quiz_products(quiz_skus: list[str]) -> list[int]:
    """The sellable products the quiz picked, in the quiz's order; SKUs of plans stand for their
    product, unknown or unsellable ones are left out."""
    skus = list(dict.fromkeys(sku.strip() for sku in quiz_skus if sku and sku.strip()))
    if not skus:
        return []
    if len(skus) > MAX_SKUS_PER_REQUEST:
        raise TooManySkus(len(skus))
    owners = dict(
        Product.objects.filter(upc__in=skus)
        .annotate(owner=Coalesce("parent_id", "id"))
        .filter(owner__in=RecommendableProduct.objects.values("product_id"))
        .values_list("upc", "owner")
    )
    return list(dict.fromkeys(owners[sku] for sku in skus if sku in owners))
