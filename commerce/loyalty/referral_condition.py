"""The referral offer's condition (an Oscar custom condition: `Condition.proxy_class`)."""

from django.apps import apps

from commerce.customers.offers import FirstSubscriptionOrderCondition

OWN_REFERRAL_CODE = "You can't use your own referral code."


class ReferralCondition(FirstSubscriptionOrderCondition):
    """A friend's first subscription order: a subscription plan in the basket, no earlier
    subscription order of the basket's owner, and the referral code is not the owner's own.

    Every customer's referral code points at one shared offer with this condition, so which code
    the basket carries is read from the voucher the offer is applied with (Oscar sets it on the
    offer), or, where no offer is at hand (the cart's messages), from the basket's vouchers.
    """

    class Meta:
        app_label = "loyalty"
        proxy = True
        verbose_name = "Referral condition (a friend's first subscription order)"

    @property
    def name(self):
        return "A friend's first subscription order, with someone else's referral code"

    @property
    def description(self):
        return self.name

    def is_satisfied(self, offer, basket):
        return not self.is_own_code(basket, offer.get_voucher()) and super().is_satisfied(
            offer, basket
        )

    def is_partially_satisfied(self, offer, basket):
        return not self.is_own_code(basket, offer.get_voucher()) and super().is_partially_satisfied(
            offer, basket
        )

    def refusal(self, basket, code: str) -> str:
        Voucher = apps.get_model("voucher", "Voucher")
        voucher = Voucher.objects.filter(code=(code or "").strip().upper()).first()
        if voucher is not None and self.is_own_code(basket, voucher):
            return OWN_REFERRAL_CODE
        return super().refusal(basket, code)

    def needs(self, basket) -> str:
        if self.is_own_code(basket):
            return OWN_REFERRAL_CODE
        return super().needs(basket)

    @staticmethod
    def is_own_code(basket, voucher=None) -> bool:
        """Whether the basket's owner is the referrer of `voucher` (by default, of any referral
        code on the basket). A guest's basket is nobody's: it is asked again once signed in."""
        if not basket.owner_id:
            return False
        ReferralCode = apps.get_model("loyalty", "ReferralCode")
        own = ReferralCode.objects.filter(customer_id=basket.owner_id)
        if voucher is not None:
            return own.filter(voucher_id=voucher.pk).exists()
        if not basket.pk:
            return False
        return own.filter(voucher__in=basket.vouchers.all()).exists()
