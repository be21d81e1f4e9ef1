"""Cart: Oscar baskets found by the customer or, for guests, by the masked id in the `cart_id`
cookie; the cookies are written by commerce.basket.middleware."""

import os

from config.settings.env import env_bool, env_int, rate_limit_per_ip

CART_MAX_LINE_QUANTITY = env_int("CART_MAX_LINE_QUANTITY", 10)
CART_MAX_LINES = env_int("CART_MAX_LINES", 20)
CART_COOKIE_DAYS = env_int("CART_COOKIE_DAYS", 30)
# Browsers keep Secure cookies from https origins only (and http://localhost).
CART_COOKIE_SECURE = env_bool("CART_COOKIE_SECURE", False)
# The flat rate of an order without a subscription line; subscriptions ship free.
CART_STANDARD_SHIPPING = os.environ.get("CART_STANDARD_SHIPPING", "6.95")

RATE_LIMITS = {
    # Coupon codes: enough for a shopper's typos, too few to find codes by guessing.
    "apply_coupon": rate_limit_per_ip("apply_coupon", "20/h"),
}
