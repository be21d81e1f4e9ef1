"""The running experiments as the storefront's proxy reads them."""

import graphene


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
