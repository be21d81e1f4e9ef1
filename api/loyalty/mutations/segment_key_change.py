"""What adding and removing a segment key share (each is a mutation of its own file)."""

import graphene

from ...core.permissions import signed_in_customer
from ..types import CustomerSegmentKey


class SegmentKeyChange(graphene.Mutation):
    """Changes the signed-in customer's segment keys with `change` (a segment_keys function of the
    customer and the key's name); returns all their keys."""

    class Meta:
        abstract = True

    class Arguments:
        segment_key_name = graphene.String(
            required=True, description="Letters, digits and underscores, at most 64."
        )

    Output = graphene.NonNull(graphene.List(graphene.NonNull(CustomerSegmentKey)))

    change = None

    @classmethod
    def mutate(cls, root, info, segment_key_name):
        return cls.change(signed_in_customer(info), segment_key_name)
