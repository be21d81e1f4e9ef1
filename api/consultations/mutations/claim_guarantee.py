import graphene

from commerce.consultations import guarantee

from ...core.permissions import signed_in_customer
from ..types import GuaranteeClaimType


class ClaimGuarantee(graphene.Mutation):
    """Claims the money-back guarantee for the signed-in customer. Outside day 180–250:
    GUARANTEE_WINDOW_CLOSED with the day; evidence missing: GUARANTEE_EVIDENCE_MISSING listing
    it. A claim already pending or approved is returned as it is (nothing is claimed twice)."""

    Output = graphene.NonNull(GuaranteeClaimType)

    @staticmethod
    def mutate(root, info):
        return guarantee.claim(signed_in_customer(info))
