import graphene

from commerce.ordering import placement
from commerce.orders.confirmation import confirmation_token

from ...core.throttling import enforce_rate
from ..types import PlacedOrder, PlaceOrderInput, PlaceOrderOutput


class PlaceOrder(graphene.Mutation):
    """Places the cart as one paid order; the same idempotency key returns the same order."""

    class Arguments:
        input = PlaceOrderInput(required=True, description="The cart and the idempotency key.")

    Output = PlaceOrderOutput

    @staticmethod
    def mutate(root, info, input):
        enforce_rate(info, "place_order")
        order = placement.place_order(
            info.context,
            input.idempotency_key,
            input.get("cart_id"),
            terms_accepted=bool(input.get("subscription_terms_accepted")),
        )
        return PlaceOrderOutput(
            order=PlacedOrder(
                order_number=order.number, confirmation_token=confirmation_token(order.number)
            )
        )
