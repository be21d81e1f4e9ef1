import graphene

from commerce.basket import totals
from commerce.ordering import checkout

from ...cart.types import CartOutput
from ..types import SetShippingAddressesOnCartInput


class SetShippingAddressOnCart(graphene.Mutation):
    """Sets where the cart ships: a typed address or one of the customer's saved ones."""

    class Arguments:
        input = SetShippingAddressesOnCartInput(required=True, description="The address.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        basket = checkout.set_shipping_address(
            info.context, input.shipping_addresses, input.get("cart_id")
        )
        return CartOutput(cart=totals.summarize(basket))
