import graphene

from commerce.basket import services, totals

from ..types import AddProductsToCartOutput, CartItemInput, CartUserInputError


class AddProductsToCart(graphene.Mutation):
    """Adds plans to the visitor's cart (creating it on the first add), all or nothing."""

    class Arguments:
        cart_id = graphene.String(
            name="cartId", description="The cart's id; the visitor's own cart when left out."
        )
        cart_items = graphene.List(
            graphene.NonNull(CartItemInput),
            required=True,
            name="cartItems",
            description="The plans to add.",
        )

    Output = AddProductsToCartOutput

    @staticmethod
    def mutate(root, info, cart_items, cart_id=None):
        items = [
            services.ItemRequest(item.sku, item.quantity, item.get("purchase_source") or "")
            for item in cart_items
        ]
        basket, problems = services.add_items(info.context, items, cart_id)
        return AddProductsToCartOutput(
            cart=totals.summarize(basket),
            user_errors=[
                CartUserInputError(code=problem.code, message=problem.message)
                for problem in problems
            ],
        )
