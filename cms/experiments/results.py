"""Participants and conversions per variant, read from the collected analytics events.

A participant is an anonymous id with an "Experiment Viewed" event for this experiment (its
variant by the event's variant_name: the variant's name or slug); someone who saw two variants
counts for the first. They convert with a goal event after that first view: "Product Added",
"Order Completed", or any event on the goal page (a page call's properties.path, or any call's
context.page.path). Only events within the experiment's running period count (started_at to
ended_at, or now). The database counts: two queries (the variants, the counts), however many
events."""

from dataclasses import dataclass

from django.db.models import Count, Exists, OuterRef, Q
from django.db.models.fields.json import KeyTextTransform
from django.utils import timezone

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


def running_window(experiment: Experiment) -> Q | None:
    """The period the experiment ran: started_at .. ended_at (or now while not ended); None when
    it never started (no event counts)."""
    if experiment.started_at is None:
        return None
    until = experiment.ended_at or timezone.now()
    return Q(timestamp__gte=experiment.started_at, timestamp__lte=until)


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


def counts_by_label(experiment: Experiment, labels: list[str], request=None) -> dict:
    """{variant label: (participants, conversions)}, counted by the database in one query: each
    participant's first view (among views naming a known variant) within the running window, and
    whether a goal event followed it within the window."""
    window = running_window(experiment)
    if window is None or not labels:
        return {}
    views = viewed_events(experiment).filter(window, properties__variant_name__in=labels)
    earlier = views.filter(
        anonymous_id=OuterRef("anonymous_id"), timestamp__lt=OuterRef("timestamp")
    )
    converted = Event.objects.filter(
        goal_filter(experiment, request),
        window,
        anonymous_id=OuterRef("anonymous_id"),
        timestamp__gte=OuterRef("timestamp"),
    )
    rows = (
        views.annotate(earlier=Exists(earlier), converted=Exists(converted))
        .filter(earlier=False)
        .annotate(label=KeyTextTransform("variant_name", "properties"))
        .values("label")
        .annotate(
            participants=Count("anonymous_id", distinct=True),
            conversions=Count("anonymous_id", distinct=True, filter=Q(converted=True)),
        )
        .order_by()
    )
    return {row["label"]: (row["participants"], row["conversions"]) for row in rows}


def experiment_results(experiment: Experiment, request=None) -> list[VariantResult]:
    """The control first, then the alternatives in their order. `experiment.variants` should be
    prefetched (it is read, not queried, when it is)."""
    variants = list(experiment.variants.all())
    results = {v.pk: VariantResult(v) for v in variants}
    by_label = {}
    for variant in variants:
        by_label.setdefault(variant.slug, variant.pk)
        by_label.setdefault(variant.name, variant.pk)
    for label, (participants, conversions) in counts_by_label(
        experiment, list(by_label), request
    ).items():
        variant_pk = by_label.get(label)
        if variant_pk is not None:
            results[variant_pk].participants += participants
            results[variant_pk].conversions += conversions
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
