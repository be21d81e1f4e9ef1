"""The storefront proxy's roots: the running experiments, and the page a revision variant shows."""

import graphene
from grapple.types.interfaces import get_page_interface

from cms.experiments.storefront import running_experiments, variant_page

from ..core.cms_arguments import CmsRoots
from .types import ExperimentVariantConfig, RunningExperiment


class ExperimentQueries(CmsRoots, graphene.ObjectType):
    running_experiments = graphene.List(
        graphene.NonNull(RunningExperiment),
        required=True,
        description="The experiments running now, for the storefront's proxy to assign visitors.",
    )
    experiment_variant_page = graphene.Field(
        get_page_interface,
        experiment_id=graphene.Int(required=True),
        variant=graphene.String(required=True, description="The variant's slug."),
        description="The tested page as a running experiment's revision variant shows it; null "
        "for anything else.",
    )

    @staticmethod
    def resolve_running_experiments(root, info):
        return [
            RunningExperiment(
                **{k: v for k, v in e.items() if k != "variants"},
                variants=[ExperimentVariantConfig(**v) for v in e["variants"]],
            )
            for e in running_experiments(info.context)
        ]

    @staticmethod
    def resolve_experiment_variant_page(root, info, experiment_id, variant):
        return variant_page(experiment_id, variant)
