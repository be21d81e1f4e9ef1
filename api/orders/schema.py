import graphene

from commerce.orders import history, tracking
from commerce.orders.confirmation import order_number_from_token

from ..core.errors import UserInputError
from ..core.permissions import signed_in_customer
from ..core.throttling import enforce_rate
from .types import CustomerOrder, OrderTracking


class OrderQueries(graphene.ObjectType):
    order = graphene.Field(
        CustomerOrder,
        number=graphene.String(required=True, description="The order number."),
        description="One of the signed-in customer's orders; null for any other number.",
    )
    order_tracking = graphene.Field(
        OrderTracking,
        required=True,
        number=graphene.String(required=True, description="The order number."),
        email=graphene.String(
            description="The email the order was placed with; not needed for one's own order."
        ),
        description="An order's status and parcels, by its number and email (rate limited).",
    )
    order_confirmation = graphene.Field(
        CustomerOrder,
        token=graphene.String(required=True, description="The token placeOrder returned."),
        description="The order a confirmation token names; null when forged or expired.",
    )

    @staticmethod
    def resolve_order(root, info, number):
        return history.order_of(signed_in_customer(info), number.strip())

    @staticmethod
    def resolve_order_tracking(root, info, number, email=None):
        enforce_rate(info, "order_tracking")
        return tracking.tracked_order(number, email, customer=_customer_or_none(info))

    @staticmethod
    def resolve_order_confirmation(root, info, token):
        # The signed token is the proof: whoever holds it placed the order (a guest included).
        number = order_number_from_token(token)
        if number is None:
            return None
        return history.order_by_number(number)


def _customer_or_none(info):
    """The customer a token signs in, or None for a guest (tracking is open to both)."""
    try:
        return signed_in_customer(info)
    except UserInputError:
        return None
