import graphene

from commerce.basket import services, totals

from ..types import CartOutput, UpdateCartItemsInput


class UpdateCartItems(graphene.Mutation):
    """Changes line quantities (0 removes a line); one bad change refuses them all."""

    class Arguments:
        input = UpdateCartItemsInput(required=True, description="The changes.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        updates = [(item.cart_item_uid, item.quantity) for item in input.cart_items]
        basket = services.update_items(info.context, updates, input.get("cart_id"))
        return CartOutput(cart=totals.summarize(basket))
