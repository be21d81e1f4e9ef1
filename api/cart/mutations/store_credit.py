import graphene

from commerce.basket import totals
from commerce.ordering import credit

from ...core.permissions import signed_in_customer
from ..types import CartOutput, StoreCreditCartInput


class ApplyStoreCreditToCart(graphene.Mutation):
    """Pays the signed-in customer's cart with their store credit, up to the amount due; the
    card is charged the rest (NO_STORE_CREDIT when the balance is 0)."""

    class Arguments:
        input = StoreCreditCartInput(required=True, description="The cart.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        signed_in_customer(info)
        basket = credit.apply(info.context, input.get("cart_id"))
        return CartOutput(cart=totals.summarize(basket))


class RemoveStoreCreditFromCart(graphene.Mutation):
    """Stops using store credit on the signed-in customer's cart: the card pays it all."""

    class Arguments:
        input = StoreCreditCartInput(required=True, description="The cart.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        signed_in_customer(info)
        basket = credit.remove(info.context, input.get("cart_id"))
        return CartOutput(cart=totals.summarize(basket))
