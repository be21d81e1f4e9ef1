import graphene

from commerce.basket import coupons, totals

from ...core.throttling import enforce_rate
from ..types import ApplyCouponToCartInput, CartOutput


class ApplyCouponToCart(graphene.Mutation):
    """Applies a coupon code to the visitor's cart, in place of any other. Rate limited per
    client address (TOO_MANY_REQUESTS), so codes cannot be found by guessing."""

    class Arguments:
        input = ApplyCouponToCartInput(required=True, description="The code to apply.")

    Output = CartOutput

    @staticmethod
    def mutate(root, info, input):
        enforce_rate(info, "apply_coupon")
        basket = coupons.apply_coupon(info.context, input.coupon_code, input.get("cart_id"))
        return CartOutput(cart=totals.summarize(basket))
