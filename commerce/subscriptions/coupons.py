"""A coupon on a subscription: a shop coupon (an Oscar voucher, as marketers make them) that the
customer applies to their subscription, one at a time. Its offers come off each renewal while it
stays usable, through the renewal's basket, so the order records its use as checkout's does: a
single-use or once-per-customer code therefore pays for one renewal. A coupon that can no longer
be used is detached and logged; a renewal never fails because of one.
"""

from django.db import transaction
from oscar.core.loading import get_model

from commerce.basket import coupons as shop_coupons
from commerce.ordering import purchase

from . import pricing, renewal_basket
from .lifecycle import locked, log
from .models import Subscription, SubscriptionLog
from .rules import Operation

Voucher = get_model("voucher", "Voucher")

CHANGED = SubscriptionLog.Action.CHANGED


@transaction.atomic
def change_coupon(subscription: Subscription, code: str, *, actor) -> Subscription:
    """Applies the code to the subscription's renewals in place of any other; an empty code
    removes the coupon. A code that is unknown, expired, not available to the customer or that
    takes nothing off the next renewal is refused, and the subscription keeps what it had."""
    subscription = locked(subscription, Operation.CHANGE_COUPON)
    code = (code or "").strip()
    before = subscription.coupon
    if not code:
        if before is not None:
            _detach(subscription, f"Coupon {before.code} removed.", actor)
        return subscription
    coupon = shop_coupons.voucher_for(code, subscription.customer)
    pricing.estimate(subscription, pricing.current_lines(subscription), coupon=coupon)
    if before is not None and before.pk == coupon.pk:
        return subscription
    subscription.coupon = coupon
    subscription.save(update_fields=["coupon"])
    replaced = f" in place of {before.code}" if before is not None else ""
    log(subscription, CHANGED, f"Coupon {coupon.code} applied{replaced}.", actor)
    return subscription


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
    if not available:
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


def after_renewal(subscription: Subscription) -> None:
    """Detaches a coupon the renewal just used up (single use, once per customer), in the
    renewal's transaction: the subscription's price shows the next renewal's at once."""
    coupon = subscription.coupon
    if coupon is None:
        return
    available, _ = coupon.is_available_to_user(user=subscription.customer)
    if not available:
        _detach(subscription, f"Coupon {coupon.code} used up.")


def _detach(subscription: Subscription, message: str, actor=None) -> None:
    subscription.coupon = None
    subscription.save(update_fields=["coupon"])
    log(subscription, CHANGED, message, actor)
