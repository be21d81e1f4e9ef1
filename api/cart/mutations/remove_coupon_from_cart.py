import graphene

from commerce.basket import coupons, totals

from ..types import CartOutput, RemoveCouponFromCartInput


class RemoveCouponFromCart(graphene.Mutation):
    """Removes the coupon from the visitor's cart."""

    class Arguments:
        input = RemoveCouponFromCartInput(required=True, description="The cart.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        basket = coupons.remove_coupon(info.context, input.get("cart_id"))
        return CartOutput(cart=totals.summarize(basket))
