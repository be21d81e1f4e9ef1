"""Participants and conversions per variant, read from the collected analytics events.

A participant is an anonymous id with an "Experiment Viewed" event for this experiment (its
variant by the event's variant_name: the variant's name or slug); someone who saw two variants
counts for the first. They convert with a goal event after that first view: "Product Added",
"Order Completed", or any event on the goal page (a page call's properties.path, or any call's
context.page.path). Two queries, however many events."""

from dataclasses import dataclass

from django.db.models import Q

from cms.base.paths import storefront_path
from commerce.analytics.models import Event

from . import stats
from .models import Experiment

VIEWED = "Experiment Viewed"
GOAL_EVENTS = {
    Experiment.Goal.ADD_TO_CART: "Product Added",
    Experiment.Goal.ORDER_PLACED: "Order Completed",
}


@dataclass
class VariantResult:
    variant: object
    participants: int = 0
    conversions: int = 0
    comparison: stats.Comparison | None = None  # None for the control

    @property
    def rate(self) -> float | None:
        return stats.rate(self.conversions, self.participants)

    @property
    def rate_percent(self) -> float | None:
        rate = self.rate
        return None if rate is None else rate * 100


def viewed_events(experiment: Experiment):
    ids = Q(properties__experiment_id=experiment.experiment_id) | Q(
        properties__experiment_id=str(experiment.experiment_id)
    )
    return Event.objects.filter(ids, name=VIEWED).exclude(anonymous_id="")


def goal_filter(experiment: Experiment, request=None) -> Q:
    if experiment.goal == Experiment.Goal.PAGE_VISIT:
        goal_page = experiment.goal_page
        path = storefront_path(goal_page, request) if goal_page else None
        if not path:
            return Q(pk__in=[])
        return Q(type=Event.Type.PAGE, properties__path=path) | Q(context__page__path=path)
    return Q(name=GOAL_EVENTS[experiment.goal])


def experiment_results(experiment: Experiment, request=None) -> list[VariantResult]:
    """The control first, then the alternatives in their order. `experiment.variants` should be
    prefetched (it is read, not queried, when it is)."""
    variants = list(experiment.variants.all())
    results = {v.pk: VariantResult(v) for v in variants}
    by_label = {}
    for variant in variants:
        by_label.setdefault(variant.slug, variant.pk)
        by_label.setdefault(variant.name, variant.pk)
    viewed = viewed_events(experiment)
    first_view = {}  # anonymous id -> (timestamp, variant pk)
    for anonymous_id, properties, timestamp in viewed.order_by("timestamp").values_list(
        "anonymous_id", "properties", "timestamp"
    ):
        if anonymous_id in first_view:
            continue
        variant_pk = by_label.get(str((properties or {}).get("variant_name", "")))
        if variant_pk is not None:
            first_view[anonymous_id] = (timestamp, variant_pk)
    converted = set()
    goals = Event.objects.filter(
        goal_filter(experiment, request),
        anonymous_id__in=viewed.values("anonymous_id"),
    ).values_list("anonymous_id", "timestamp")
    for anonymous_id, timestamp in goals:
        seen = first_view.get(anonymous_id)
        if seen and timestamp >= seen[0]:
            converted.add(anonymous_id)
    for anonymous_id, (_, variant_pk) in first_view.items():
        results[variant_pk].participants += 1
        if anonymous_id in converted:
            results[variant_pk].conversions += 1
    ordered = sorted(
        results.values(), key=lambda r: (not r.variant.is_control, r.variant.sort_order or 0)
    )
    control = next((r for r in ordered if r.variant.is_control), None)
    for result in ordered:
        if control is not None and result is not control:
            result.comparison = stats.compare(
                control.conversions, control.participants, result.conversions, result.participants
            )
    return ordered
