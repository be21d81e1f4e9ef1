import graphene

from commerce.basket import services, totals

from ..types import CartOutput, RemoveItemFromCartInput


class RemoveItemFromCart(graphene.Mutation):
    """Removes a line from the visitor's cart."""

    class Arguments:
        input = RemoveItemFromCartInput(required=True, description="The line to remove.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        basket = services.remove_item(info.context, input.cart_item_uid, input.get("cart_id"))
        return CartOutput(cart=totals.summarize(basket))
