from decimal import Decimal

from django.conf import settings
from oscar.apps.shipping import methods
from oscar.core import prices


def standard_charge() -> Decimal:
    """The flat rate an order pays when it holds no subscription."""
    return Decimal(settings.CART_STANDARD_SHIPPING)


class StandardShipping(methods.Base):
    """The flat rate of an order without a subscription."""

    code = "standard-shipping"
    name = "Standard Shipping"

    def calculate(self, basket):
        return prices.Price(
            currency=basket.currency, excl_tax=standard_charge(), tax=Decimal("0.00")
        )


class FreeShipping(methods.Free):
    """Subscriptions ship free, and so does the whole order they are part of."""

    code = "free-shipping"
    name = "Free Shipping"
