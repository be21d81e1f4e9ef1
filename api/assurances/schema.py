"""The `checkout_assurances` query: what the checkout shows beside Place Order."""

import graphene
from wagtail.models import Site

from cms.assurances.models import CheckoutAssurances


class CheckoutAssurance(graphene.ObjectType):
    icon = graphene.String(required=True, description="secure, guarantee, returns or shipping.")
    title = graphene.String(required=True, description='E.g. "Secure checkout".')
    text = graphene.String(required=True, description="One sentence under the title.")
    link_label = graphene.String(required=True, description="The link's text; may be empty.")
    link_url = graphene.String(required=True, description="Where the link leads; may be empty.")


class AssuranceQueries(graphene.ObjectType):
    checkout_assurances = graphene.List(
        graphene.NonNull(CheckoutAssurance),
        required=True,
        description="The reassurance beside Place Order at checkout, in order (at most four).",
    )

    @staticmethod
    def resolve_checkout_assurances(root, info):
        site = Site.find_for_request(info.context)
        return CheckoutAssurances.for_site(site).as_list() if site else []
