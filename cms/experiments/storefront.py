"""What the storefront's proxy needs: the running experiments, each with the path it tests and
how to render every variant."""

from cms.base.paths import storefront_path

from .models import Experiment


def running_experiments(request=None) -> list[dict]:
    """One entry per running experiment whose page (and alternative pages) the storefront serves.
    Three queries, however many experiments."""
    experiments = (
        Experiment.objects.filter(status=Experiment.Status.RUNNING, page__live=True)
        .select_related("page")
        .prefetch_related("variants__alternative_page")
        .order_by("experiment_id")
    )
    config = []
    for experiment in experiments:
        path = storefront_path(experiment.page, request)
        if not path:
            continue
        variants = []
        for variant in experiment.variants.all():
            entry = {
                "slug": variant.slug,
                "name": variant.name,
                "weight": variant.weight,
                "kind": variant.kind,
                "path": None,
            }
            if variant.kind == "page":
                other = variant.alternative_page
                entry["path"] = storefront_path(other, request) if other.live else None
                if not entry["path"]:
                    continue  # unpublished since: its visitors see the control
            variants.append(entry)
        config.append(
            {
                "id": experiment.experiment_id,
                "name": experiment.name,
                "path": path,
                "variants": variants,
            }
        )
    return config


def variant_page(experiment_id: int, slug: str):
    """The page a running experiment's revision variant shows, or None."""
    experiment = Experiment.objects.filter(
        experiment_id=experiment_id, status=Experiment.Status.RUNNING
    ).first()
    if experiment is None:
        return None
    variant = (
        experiment.variants.filter(slug=slug, revision__isnull=False)
        .select_related("revision")
        .first()
    )
    if variant is None or str(variant.revision.object_id) != str(experiment.page_id):
        return None
    return variant.revision.as_object()
