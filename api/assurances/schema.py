"""The `checkout_assurances` query: what the checkout shows beside Place Order."""

import graphene
from wagtail.models import Site

from cms.assurances.models import CheckoutAssurances

from ..core.cms_arguments import CmsRoots
from .types import CheckoutAssurance


class AssuranceQueries(CmsRoots, graphene.ObjectType):
    checkout_assurances = graphene.List(
        graphene.NonNull(CheckoutAssurance),
        required=True,
        description="The reassurance beside Place Order at checkout, in order (at most four).",
    )

    @staticmethod
    def resolve_checkout_assurances(root, info):
        site = Site.find_for_request(info.context)
        return CheckoutAssurances.for_site(site).as_list() if site else []
