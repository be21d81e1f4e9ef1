"""The welcome offer's condition (an Oscar custom condition: `Condition.proxy_class`)."""

from django.apps import apps
from oscar.apps.offer.models import CountCondition

from commerce.plans.attributes import SUBSCRIPTION_SKU_SUFFIX


class FirstSubscriptionOrderCondition(CountCondition):
    """A subscription plan in the basket, and no earlier order of the basket's owner with one.

    A guest's basket qualifies on its lines alone; once the basket has an owner (sign-in merges
    it, checkout needs one), every re-pricing checks the owner's orders again. A subscription's
    renewal never qualifies: the order that started the subscription came first.
    """

    class Meta:
        app_label = "customers"
        proxy = True
        verbose_name = "First subscription order condition"

    @property
    def name(self):
        return "A subscription plan in the customer's first subscription order"

    @property
    def description(self):
        return self.name

    def is_satisfied(self, offer, basket):
        return not self.has_earlier_subscription_order(basket) and super().is_satisfied(
            offer, basket
        )

    def is_partially_satisfied(self, offer, basket):
        return not self.has_earlier_subscription_order(basket) and super().is_partially_satisfied(
            offer, basket
        )

    def refusal(self, basket, code: str) -> str:
        """Why the code took nothing off (asked only then): an earlier subscription order, else
        no subscription plan in the cart."""
        if self.has_earlier_subscription_order(basket):
            return f'The coupon code "{code}" only applies to your first subscription order.'
        return self.needs(basket)

    def needs(self, basket) -> str:
        """What the cart lacks for the offer, in the shopper's words (shown with the code)."""
        if self.has_earlier_subscription_order(basket):
            return "Only for a first subscription order: you have ordered a subscription before."
        return "Add a subscription plan to your cart to use this code."

    @staticmethod
    def has_earlier_subscription_order(basket) -> bool:
        if basket.is_renewal:
            return True
        if not basket.owner_id:
            return False
        Order = apps.get_model("order", "Order")
        orders = Order.objects.filter(
            user_id=basket.owner_id, lines__upc__endswith=SUBSCRIPTION_SKU_SUFFIX
        )
        if basket.pk:
            orders = orders.exclude(basket_id=basket.pk)
        return orders.exists()
