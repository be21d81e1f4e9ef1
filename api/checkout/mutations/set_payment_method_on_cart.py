import graphene

from commerce.basket import totals
from commerce.ordering import payment_methods

from ...cart.types import CartOutput
from ..types import SetPaymentMethodOnCartInput


class SetPaymentMethodOnCart(graphene.Mutation):
    """Chooses the card the cart pays with: a saved card, or a new card from a gateway nonce
    (a signed-in customer's new card is saved to their account)."""

    class Arguments:
        input = SetPaymentMethodOnCartInput(required=True, description="The card.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        method = input.payment_method
        data = method.get("tokenbase_data") or {}
        basket = payment_methods.set_payment_method(
            info.context,
            method.code,
            card_hash=method.get("tokenbase_card_id"),
            nonce=data.get("nonce"),
            cart_id=input.get("cart_id"),
        )
        return CartOutput(cart=totals.summarize(basket))
