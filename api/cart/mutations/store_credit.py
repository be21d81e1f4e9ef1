import graphene

from commerce.basket import totals
from commerce.ordering import credit

from ...core.permissions import signed_in_customer
from ..types import CartOutput, StoreCreditCartInput


class _StoreCreditChange(graphene.Mutation):
    """Changes whether the signed-in customer's cart is paid with store credit through `change`
    (a commerce.ordering.credit function of the request and the cart's id); returns the cart."""

    class Meta:
        abstract = True

    class Arguments:
        input = StoreCreditCartInput(required=True, description="The cart.")

    Output = CartOutput

    change = None

    @classmethod
    def mutate(cls, root, info, input):
        signed_in_customer(info)
        basket = cls.change(info.context, input.get("cart_id"))
        return CartOutput(cart=totals.summarize(basket))


class ApplyStoreCreditToCart(_StoreCreditChange):
    """Pays the signed-in customer's cart with their store credit, up to the amount due; the
    card is charged the rest (NO_STORE_CREDIT when the balance is 0)."""

    change = staticmethod(credit.apply)


class RemoveStoreCreditFromCart(_StoreCreditChange):
    """Stops using store credit on the signed-in customer's cart: the card pays it all."""

    change = staticmethod(credit.remove)
