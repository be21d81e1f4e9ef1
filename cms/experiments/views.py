"""The results view of an experiment (participants, conversions, rates and confidence per
variant, with links showing each variant on the storefront) and its Start / Pause / Resume / End
actions."""

from urllib.parse import urlencode

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse
from django.views.decorators.http import require_POST
from django.views.generic import TemplateView
from wagtail.admin.views.generic.base import WagtailAdminTemplateMixin

from cms.base.paths import storefront_path

from . import services, stats
from .models import Experiment
from .results import experiment_results


def can_run(user, experiment: Experiment) -> bool:
    """Starting, pausing and ending changes what shoppers see: it takes the custom permission
    or publish rights on the tested page, besides editing experiments."""
    if not user.has_perm("experiments.change_experiment"):
        return False
    if user.has_perm("experiments.run_experiment"):
        return True
    return experiment.page.permissions_for_user(user).can_publish()


def preview_url(experiment: Experiment, variant, request) -> str | None:
    """Where the storefront shows this variant: the tested URL with experiment_preview while it
    runs (the proxy honours it without setting the visitor's cookie); otherwise the alternative
    page itself, or the CMS's preview of the revision."""
    base = settings.FRONTEND_URL.rstrip("/")
    path = storefront_path(experiment.page, request)
    if experiment.status == Experiment.Status.RUNNING and path:
        return f"{base}{path}?{urlencode({'experiment_preview': variant.slug})}"
    if variant.kind == "page":
        other = storefront_path(variant.alternative_page, request)
        return f"{base}{other}" if other else None
    if variant.kind == "revision":
        return reverse(
            "wagtailadmin_pages:revisions_view", args=[experiment.page_id, variant.revision_id]
        )
    return f"{base}{path}" if path else None


class ExperimentResultsView(WagtailAdminTemplateMixin, TemplateView):
    template_name = "experiments/results.html"
    header_icon = "tasks"

    def dispatch(self, request, pk):
        user = request.user
        if not (
            user.has_perm("experiments.view_experiment")
            or user.has_perm("experiments.change_experiment")
        ):
            raise PermissionDenied
        self.experiment = get_object_or_404(
            Experiment.objects.select_related("page", "goal_page", "winner").prefetch_related(
                "variants__alternative_page", "variants__revision"
            ),
            pk=pk,
        )
        return super().dispatch(request, pk)

    def get_page_title(self):
        return f"Results: {self.experiment}"

    def get_breadcrumbs_items(self):
        return [
            *self.breadcrumbs_items,
            {"url": reverse("experiments:index"), "label": "Experiments"},
            {"url": "", "label": str(self.experiment)},
        ]

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        experiment = self.experiment
        results = experiment_results(experiment, self.request)
        for result in results:
            result.preview_url = preview_url(experiment, result.variant, self.request)
        context.update(
            experiment=experiment,
            results=results,
            tested_path=storefront_path(experiment.page, self.request),
            goal_path=(
                storefront_path(experiment.goal_page, self.request)
                if experiment.goal_page
                else None
            ),
            actions=(
                services.allowed_actions(experiment)
                if can_run(self.request.user, experiment)
                else []
            ),
            min_participants=stats.MIN_PARTICIPANTS,
            min_outcomes=stats.MIN_OUTCOMES,
            sample_reached=bool(results)
            and all(r.participants >= experiment.sample_size for r in results),
            edit_url=reverse("experiments:edit", args=[experiment.pk]),
        )
        return context


@require_POST
def experiment_action(request, pk, action):
    experiment = get_object_or_404(Experiment.objects.select_related("page"), pk=pk)
    if not can_run(request.user, experiment):
        raise PermissionDenied
    try:
        experiment = services.transition(experiment.pk, action)
    except services.ExperimentRefused as refusal:
        messages.error(request, refusal.message)
    else:
        messages.success(request, f"{experiment} is {experiment.get_status_display().lower()}.")
    return redirect("experiments:results", pk=experiment.pk)
