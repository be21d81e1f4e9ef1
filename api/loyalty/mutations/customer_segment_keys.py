import graphene

from commerce.loyalty import segment_keys

from ...core.permissions import signed_in_customer
from ..types import CustomerSegmentKey


class _SegmentKeyChange(graphene.Mutation):
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


class AddCustomerSegmentKey(_SegmentKeyChange):
    """Adds a segment key to the signed-in customer; adding one they have changes nothing."""

    change = staticmethod(segment_keys.add_segment_key)


class RemoveCustomerSegmentKey(_SegmentKeyChange):
    """Removes a segment key from the signed-in customer; one they lack changes nothing."""

    change = staticmethod(segment_keys.remove_segment_key)
