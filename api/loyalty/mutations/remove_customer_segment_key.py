import graphene

from commerce.loyalty import segment_keys

from ...core.permissions import signed_in_customer
from ..types import CustomerSegmentKey


class RemoveCustomerSegmentKey(graphene.Mutation):
    """Removes a segment key from the signed-in customer; one they lack changes nothing."""

    class Arguments:
        segment_key_name = graphene.String(
            required=True, description="Letters, digits and underscores, at most 64."
        )

    Output = graphene.NonNull(graphene.List(graphene.NonNull(CustomerSegmentKey)))

    @staticmethod
    def mutate(root, info, segment_key_name):
        customer = signed_in_customer(info)
        return segment_keys.remove_segment_key(customer, segment_key_name)
