import graphene

from commerce.loyalty import segment_keys

from ...core.permissions import signed_in_customer
from ..types import CustomerSegmentKey


class AddCustomerSegmentKey(graphene.Mutation):
    """Adds a segment key to the signed-in customer; adding one they have changes nothing."""

    class Arguments:
        segment_key_name = graphene.String(
            required=True, description="Letters, digits and underscores, at most 64."
        )

    Output = graphene.NonNull(graphene.List(graphene.NonNull(CustomerSegmentKey)))

    @staticmethod
    def mutate(root, info, segment_key_name):
        customer = signed_in_customer(info)
        return segment_keys.add_segment_key(customer, segment_key_name)
