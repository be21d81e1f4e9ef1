"""The storefront proxy's roots: the running experiments, and the page a revision variant shows."""

import graphene
from grapple.types.interfaces import get_page_interface

from cms.experiments.storefront import running_experiments, variant_page


class ExperimentVariantConfig(graphene.ObjectType):
    slug = graphene.String(required=True, description="The value of the rw_exp_<id> cookie.")
    name = graphene.String(required=True, description="Sent as Experiment Viewed's variant_name.")
    weight = graphene.Int(required=True, description="Share of visitors in percent (all: 100).")
    kind = graphene.String(
        required=True,
        description="control (the live page), page (another page: see path) or revision (the "
        "tested page's revision: experiment_variant_page).",
    )
    path = graphene.String(description="The alternative page's storefront path (kind page).")


class RunningExperiment(graphene.ObjectType):
    id = graphene.Int(required=True, description="The experiment ID marketers and events use.")
    name = graphene.String(required=True)
    path = graphene.String(required=True, description="The tested page's storefront path.")
    variants = graphene.List(graphene.NonNull(ExperimentVariantConfig), required=True)


class ExperimentQueries(graphene.ObjectType):
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
