import graphene

from commerce.basket import totals
from commerce.ordering import checkout

from ...cart.types import CartOutput
from ..types import SetGuestEmailOnCartInput


class SetGuestEmailOnCart(graphene.Mutation):
    """Sets the guest's email on their cart (signed-in customers use their account's)."""

    class Arguments:
        input = SetGuestEmailOnCartInput(required=True, description="The email.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        basket = checkout.set_guest_email(info.context, input.email, input.get("cart_id"))
        return CartOutput(cart=totals.summarize(basket))
