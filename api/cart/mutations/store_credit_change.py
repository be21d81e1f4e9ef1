"""What applying and removing store credit share (each is a mutation of its own file)."""

import graphene

from commerce.basket import totals

from ...core.permissions import signed_in_customer
from ..types import CartOutput, StoreCreditCartInput


class StoreCreditChange(graphene.Mutation):
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
