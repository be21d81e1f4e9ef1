import graphene

from commerce.basket import totals
from commerce.ordering import checkout

from ...cart.types import CartOutput
from ..types import SetBillingAddressOnCartInput


class SetBillingAddressOnCart(graphene.Mutation):
    """Sets who is billed: a typed address, a saved one or the shipping address."""

    class Arguments:
        input = SetBillingAddressOnCartInput(required=True, description="The address.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        basket = checkout.set_billing_address(
            info.context, input.billing_address, input.get("cart_id")
        )
        return CartOutput(cart=totals.summarize(basket))
