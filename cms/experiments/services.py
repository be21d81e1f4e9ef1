"""Starting, pausing, resuming and ending an experiment: what each needs, and when it happened."""

from django.db import transaction
from django.utils import timezone

from commerce.core.errors import DomainError

from .models import Experiment
from .validation import variant_errors

Status = Experiment.Status


class ExperimentRefused(DomainError):
    code = "EXPERIMENT_REFUSED"


# The action, the statuses it applies to, and the status it leads to.
TRANSITIONS = {
    "start": ({Status.DRAFT}, Status.RUNNING),
    "pause": ({Status.RUNNING}, Status.PAUSED),
    "resume": ({Status.PAUSED}, Status.RUNNING),
    "end": ({Status.RUNNING, Status.PAUSED}, Status.ENDED),
}


def allowed_actions(experiment: Experiment) -> list[str]:
    return [name for name, (sources, _) in TRANSITIONS.items() if experiment.status in sources]


@transaction.atomic
def transition(experiment_pk: int, action: str) -> Experiment:
    """Applies "start", "pause", "resume" or "end"; a refusal says why and changes nothing."""
    if action not in TRANSITIONS:
        raise ExperimentRefused(f'Unknown action "{action}".')
    experiment = Experiment.objects.select_for_update().get(pk=experiment_pk)
    sources, target = TRANSITIONS[action]
    if experiment.status not in sources:
        raise ExperimentRefused(
            f"The experiment is {experiment.get_status_display().lower()}: it cannot be "
            f"{_done(action)}."
        )
    if target == Status.RUNNING:
        _check_can_run(experiment)
    now = timezone.now()
    if action == "start":
        experiment.started_at = now
    if action == "end":
        experiment.ended_at = now
    experiment.status = target
    experiment.save(update_fields=["status", "started_at", "ended_at"])
    return experiment


def _done(action: str) -> str:
    return {"start": "started", "pause": "paused", "resume": "resumed", "end": "ended"}[action]


def _check_can_run(experiment: Experiment) -> None:
    page = experiment.page
    if not page.live:
        raise ExperimentRefused(f'The tested page "{page.title}" is not published.')
    variants = experiment.variants.select_related("revision", "alternative_page")
    errors = variant_errors(page, variants)
    if errors:
        raise ExperimentRefused(" ".join(errors))
    other = (
        Experiment.objects.filter(page=page, status=Status.RUNNING)
        .exclude(pk=experiment.pk)
        .first()
    )
    if other:
        raise ExperimentRefused(
            f'"{page.title}" is already tested by {other}: pause or end it first, a page runs '
            "one experiment at a time."
        )
