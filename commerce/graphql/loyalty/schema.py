import graphene

from commerce.loyalty import segment_keys

from ..core.permissions import signed_in_customer
from .mutations.add_customer_segment_key import AddCustomerSegmentKey
from .mutations.remove_customer_segment_key import RemoveCustomerSegmentKey
from .types import CustomerSegmentKey


class LoyaltyQueries(graphene.ObjectType):
    customer_segment_keys = graphene.List(
        graphene.NonNull(CustomerSegmentKey),
        required=True,
        description="The signed-in customer's segment keys, oldest first.",
    )

    @staticmethod
    def resolve_customer_segment_keys(root, info):
        return segment_keys.segment_keys_of(signed_in_customer(info))


class LoyaltyMutations(graphene.ObjectType):
    add_customer_segment_key = AddCustomerSegmentKey.Field(
        name="addCustomerSegmentKey",
        description="Adds a segment key to the signed-in customer; returns all their keys.",
    )
    remove_customer_segment_key = RemoveCustomerSegmentKey.Field(
        name="removeCustomerSegmentKey",
        description="Removes a segment key from the signed-in customer; returns their keys.",
    )
