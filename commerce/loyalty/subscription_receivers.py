"""How loyalty's campaigns plug into subscriptions without subscriptions importing loyalty:
which coupons only a campaign applies, and the offers a renewal shipped, marked used with its
order. Connected in apps.py, with the update parts that accept offers (offers.py)."""

from django.utils import timezone

from .models import Campaign, CampaignOffer, ReferralCode


def gives_out(coupon) -> bool:
    """Whether a campaign gives this coupon out: an upgrade's coupon, a friend's gift or a
    referral code."""
    return (
        Campaign.objects.filter(upgrade_coupon=coupon).exists()
        or CampaignOffer.objects.filter(gift_voucher=coupon).exists()
        or ReferralCode.objects.filter(voucher=coupon).exists()
    )


def offers_used(offer_ids, order, **facts) -> None:
    """Listens, in the renewal's transaction, to subscriptions.signals.rewards_shipped: the
    offers behind the rewards it shipped were used by its order (one query)."""
    CampaignOffer.objects.filter(pk__in=offer_ids, used_at__isnull=True).update(
        used_at=timezone.now(), used_order=order
    )
