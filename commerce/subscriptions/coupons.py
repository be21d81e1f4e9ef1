"""A coupon on a subscription: a shop coupon (an Oscar voucher) that marketers made good for
subscriptions (SubscriptionCouponTerms: how many renewals it discounts), applied by the customer,
one at a time; or the coupon a loyalty campaign attaches (a plan upgrade's), which only its
campaign applies. A cart code (a seasonal promotion, an influencer's code) never goes on a
subscription: it would come off every renewal until it expired.

Its offers come off each renewal it discounts, through the renewal's basket, so the order
records its use as checkout's does. The subscription counts the renewals it has left; the
renewal that takes the last of them, or uses it up (single use, once per customer), detaches it.
A coupon that can no longer be used is detached and logged; a renewal never fails because of one.
"""

from collections.abc import Callable

from django.db import transaction
from oscar.core.loading import get_model

from commerce.basket import coupons as shop_coupons
from commerce.core.errors import DomainError
from commerce.ordering import purchase

from . import pricing, renewal_basket
from .lifecycle import locked, log
from .models import Subscription, SubscriptionCouponTerms, SubscriptionLog
from .rules import Operation

Voucher = get_model("voucher", "Voucher")
OrderDiscount = get_model("order", "OrderDiscount")

CHANGED = SubscriptionLog.Action.CHANGED
# A campaign's coupon attached without terms of its own discounts the renewal it rewards.
CAMPAIGN_RENEWALS = 1


class CouponNotForSubscriptions(DomainError):
    """A code that is not for subscriptions: a cart code, or a campaign's own coupon."""

    code = "COUPON_NOT_FOR_SUBSCRIPTIONS"


def not_for_subscriptions(code: str) -> CouponNotForSubscriptions:
    return CouponNotForSubscriptions(
        f'The code "{code}" is for a single order at checkout and can\'t be applied to a '
        "subscription."
    )


def only_through_campaign(code: str) -> CouponNotForSubscriptions:
    return CouponNotForSubscriptions(
        f'The code "{code}" comes with a reward offer: accept the offer to get its discount.'
    )


@transaction.atomic
def change_coupon(subscription: Subscription, code: str, *, actor) -> Subscription:
    """Applies the code the customer typed to the subscription's renewals in place of any other;
    an empty code removes the coupon. A code that is unknown, expired, not available to the
    customer, not for subscriptions (COUPON_NOT_FOR_SUBSCRIPTIONS), already spent on this
    subscription or that takes nothing off the next renewal is refused, and the subscription
    keeps what it had."""
    subscription = locked(subscription, Operation.CHANGE_COUPON)
    code = (code or "").strip()
    if not code:
        if subscription.coupon is not None:
            _detach(subscription, f"Coupon {subscription.coupon.code} removed.", actor)
        return subscription
    coupon = typed_coupon(code, subscription.customer)
    return _attach(subscription, coupon, coupon.subscription_terms.renewals, actor)


def typed_coupon(code: str, customer):
    """The coupon a customer may type for a subscription: active, available to them and marked
    good for subscriptions, not a campaign's own; else the refusal."""
    coupon = shop_coupons.voucher_for(code, customer)
    if is_campaign_coupon(coupon):
        raise only_through_campaign(coupon.code)
    if not SubscriptionCouponTerms.objects.filter(voucher=coupon).exists():
        raise not_for_subscriptions(coupon.code)
    return coupon


def attach_campaign_coupon(subscription: Subscription, coupon, *, actor) -> Subscription:
    """A campaign's reward attaches its coupon (the caller holds the subscription's row locked):
    for the renewals its terms say, one without terms. Refused, and nothing changes, when it is
    not available to the customer or takes nothing off the next renewal."""
    coupon = shop_coupons.voucher_for(coupon.code, subscription.customer)
    terms = SubscriptionCouponTerms.objects.filter(voucher=coupon).first()
    return _attach(subscription, coupon, terms.renewals if terms else CAMPAIGN_RENEWALS, actor)


# The apps that give coupons out through campaigns of their own (commerce.loyalty) register,
# from their AppConfig.ready(), how to tell theirs: coupon -> bool.
_campaign_coupon_checks: dict[str, Callable[[object], bool]] = {}


def register_campaign_coupons(name: str, gives_out: Callable[[object], bool]) -> None:
    _campaign_coupon_checks[name] = gives_out


def is_campaign_coupon(coupon) -> bool:
    """Whether a loyalty campaign gives this coupon out (an upgrade's coupon, a friend's gift or
    referral code): those apply through their campaign, never typed on a subscription."""
    return any(gives_out(coupon) for gives_out in _campaign_coupon_checks.values())


def mark_for_subscriptions(coupon, renewals: int | None) -> None:
    """Marketers' setting: the coupon is good for subscriptions, discounting this many renewals;
    None makes it a cart code again (subscriptions that have it keep it for what they have left)."""
    if renewals is None:
        SubscriptionCouponTerms.objects.filter(voucher=coupon).delete()
        return
    SubscriptionCouponTerms.objects.update_or_create(
        voucher=coupon, defaults={"renewals": renewals}
    )


def claim_for_renewal(subscription: Subscription):
    """The coupon the renewal being reserved applies, its row locked until the placement is
    recorded, as checkout claims a cart's coupons; None when there is none to apply. One that has
    expired or is used up is detached (logged) and the renewal goes on at full price; one held
    by another purchase still under way sits this renewal out and stays on the subscription."""
    if subscription.coupon_id is None:
        return None
    coupon = Voucher.objects.select_for_update().get(pk=subscription.coupon_id)
    if not coupon.is_active():
        _detach(subscription, f"Coupon {coupon.code} expired; removed.")
        return None
    available, _ = coupon.is_available_to_user(user=subscription.customer)
    if not available or subscription.coupon_renewals_left <= 0:
        _detach(subscription, f"Coupon {coupon.code} used up; removed.")
        return None
    if purchase.coupon_claimed_elsewhere(coupon, subscription.customer):
        return None
    return coupon


def drop_unapplied(subscription: Subscription, basket, coupon) -> bool:
    """Takes the coupon out of a priced renewal basket it took nothing off (the products or the
    offer changed since it was applied), so that the order records no use of it, and detaches it
    (logged). Whether it was dropped: the basket then needs pricing again."""
    if coupon is None or renewal_basket.coupon_discount(basket, coupon):
        return False
    basket.vouchers.remove(coupon)
    _detach(subscription, f"Coupon {coupon.code} no longer applies to this subscription; removed.")
    return True


def after_renewal(subscription: Subscription, order) -> None:
    """Counts the renewal `order` against the coupon when the coupon discounted it, in the
    renewal's transaction, and detaches a coupon that has now discounted all its renewals or
    that the renewal used up (single use, once per customer): the subscription's price shows the
    next renewal's at once."""
    coupon = subscription.coupon
    if coupon is None:
        return
    if order.discounts.filter(voucher_id=coupon.pk).exists():
        subscription.coupon_renewals_left = max(subscription.coupon_renewals_left - 1, 0)
        subscription.save(update_fields=["coupon_renewals_left"])
    if subscription.coupon_renewals_left == 0:
        _detach(subscription, f"Coupon {coupon.code} has discounted its last renewal; removed.")
        return
    available, _ = coupon.is_available_to_user(user=subscription.customer)
    if not available:
        _detach(subscription, f"Coupon {coupon.code} used up.")


def _attach(subscription: Subscription, coupon, renewals: int, actor) -> Subscription:
    """Puts the coupon on the subscription for `renewals` renewals less those it has already
    discounted on this subscription (removing and applying it again starts no new count)."""
    before = subscription.coupon
    if before is not None and before.pk == coupon.pk:
        return subscription
    left = renewals - _renewals_discounted(subscription, coupon)
    if left <= 0:
        raise shop_coupons.invalid(
            coupon.code, "It has already discounted all the shipments it can on this subscription"
        )
    pricing.estimate(subscription, pricing.current_lines(subscription), coupon=coupon)
    subscription.coupon = coupon
    subscription.coupon_renewals_left = left
    subscription.save(update_fields=["coupon", "coupon_renewals_left"])
    replaced = f" in place of {before.code}" if before is not None else ""
    log(subscription, CHANGED, f"Coupon {coupon.code} applied{replaced}.", actor)
    return subscription


def _renewals_discounted(subscription: Subscription, coupon) -> int:
    """The renewals of this subscription whose order the coupon discounted."""
    return (
        OrderDiscount.objects.filter(
            voucher_id=coupon.pk, order__placement__subscription=subscription
        )
        .values("order")
        .distinct()
        .count()
    )


def _detach(subscription: Subscription, message: str, actor=None) -> None:
    subscription.coupon = None
    subscription.coupon_renewals_left = 0
    subscription.save(update_fields=["coupon", "coupon_renewals_left"])
    log(subscription, CHANGED, message, actor)
