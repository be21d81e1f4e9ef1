import graphene

from commerce.basket import coupons, totals

from ..errors import cart_errors
from ..types import ApplyCouponToCartInput, CartOutput


class ApplyCouponToCart(graphene.Mutation):
    """Applies a coupon code to the visitor's cart, in place of any other."""

    class Arguments:
        input = ApplyCouponToCartInput(required=True, description="The code to apply.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        with cart_errors():
            basket = coupons.apply_coupon(info.context, input.coupon_code, input.get("cart_id"))
        return CartOutput(cart=totals.summarize(basket))
