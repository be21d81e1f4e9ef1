"""The referral offer's condition (an Oscar custom condition: `Condition.proxy_class`)."""

from django.apps import apps

from commerce.customers.offers import FirstSubscriptionOrderCondition

from .referral_matching import SHARES_CARD_OR_ADDRESS, cart_address_key, shares_card_or_address

OWN_REFERRAL_CODE = "You can't use your own referral code."


class ReferralCondition(FirstSubscriptionOrderCondition):
    """A friend's first subscription order: a subscription plan in the basket, no earlier
    subscription order of the basket's owner, and the referral code is someone else's: not the
    owner's own, nor a code of someone whose cards or addresses the owner shares
    (referral_matching).

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
        return not self.code_refusal(basket, offer.get_voucher()) and super().is_satisfied(
            offer, basket
        )

    def is_partially_satisfied(self, offer, basket):
        refused = self.code_refusal(basket, offer.get_voucher())
        return not refused and super().is_partially_satisfied(offer, basket)

    def refusal(self, basket, code: str) -> str:
        Voucher = apps.get_model("voucher", "Voucher")
        voucher = Voucher.objects.filter(code=(code or "").strip().upper()).first()
        if voucher is not None and (reason := self.code_refusal(basket, voucher)):
            return reason
        return super().refusal(basket, code)

    def needs(self, basket) -> str:
        return self.code_refusal(basket) or super().needs(basket)

    @staticmethod
    def code_refusal(basket, voucher=None) -> str:
        """Why the referral code `voucher` (by default, any referral code on the basket) is not
        for the basket's owner: it is their own, or its referrer shares their card or address
        (the cart's shipping address counts); "" when it is a friend's. A guest's basket is
        checked by its shipping address only, and again once it has an owner."""
        ReferralCode = apps.get_model("loyalty", "ReferralCode")
        codes = ReferralCode.objects.all()
        if voucher is not None:
            codes = codes.filter(voucher_id=voucher.pk)
        elif basket.pk:
            codes = codes.filter(voucher__in=basket.vouchers.all())
        else:
            return ""
        referrer_id = codes.values_list("customer_id", flat=True).first()
        if referrer_id is None:
            return ""
        if referrer_id == basket.owner_id:
            return OWN_REFERRAL_CODE
        if shares_card_or_address(
            referrer_id, basket.owner_id, [cart_address_key(_shipping_address_of(basket))]
        ):
            return SHARES_CARD_OR_ADDRESS
        return ""


def _shipping_address_of(basket) -> dict | None:
    """The address the cart's checkout ships to, once chosen."""
    if not basket.pk:
        return None
    CheckoutState = apps.get_model("ordering", "CheckoutState")
    return (
        CheckoutState.objects.filter(basket_id=basket.pk)
        .values_list("shipping_address", flat=True)
        .first()
    )
