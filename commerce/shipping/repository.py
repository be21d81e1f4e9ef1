from oscar.apps.shipping import repository

from commerce.plans.attributes import SUBSCRIPTION_SKU_SUFFIX

from .methods import FreeShipping, StandardShipping


def has_subscription(basket) -> bool:
    return any(
        (line.product.upc or "").endswith(SUBSCRIPTION_SKU_SUFFIX) for line in basket.all_lines()
    )


class Repository(repository.Repository):
    """One method per basket: free when any line is a subscription plan, else the flat rate."""

    def get_shipping_methods(self, basket, shipping_addr=None, **kwargs):
        if basket.is_empty:
            # Nothing to ship costs nothing; the empty cart's total stays 0.00.
            return [FreeShipping()]
        return super().get_shipping_methods(basket, shipping_addr=shipping_addr, **kwargs)

    def get_available_shipping_methods(self, basket, shipping_addr=None, **kwargs):
        return [FreeShipping() if has_subscription(basket) else StandardShipping()]
