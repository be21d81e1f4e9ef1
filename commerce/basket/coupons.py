"""Coupons are Oscar vouchers, one per cart; an applied code must take something off."""

from django.db import transaction
from oscar.core.loading import get_model

from . import carts
from .services import CartError, cart_not_found

Voucher = get_model("voucher", "Voucher")


def invalid(code: str, reason: str = "") -> CartError:
    message = f'The coupon code "{code}" isn\'t valid. Verify the code and try again.'
    if reason:
        message = f"{message} {reason.rstrip('.')}."
    return CartError(message, "BAD_USER_INPUT")


@transaction.atomic
def apply_coupon(request, code: str, cart_id: str | None = None):
    """Applies the code in place of any other; a code that is unknown, expired, used up or
    discounts nothing in this cart is refused and the cart keeps the coupon it had. A guest's
    once-per-customer code waits on the cart for them to sign in (see waits_for_sign_in)."""
    code = (code or "").strip()
    basket = carts.find_cart_to_change(request, cart_id)
    if basket is None:
        raise cart_not_found()
    voucher = voucher_for(code, request.user, may_wait_for_sign_in=True)
    if waits_for_sign_in(voucher, request.user):
        basket.vouchers.set([voucher])
        return carts.changed(request, basket)
    others = [other for other in basket.vouchers.all() if other.pk != voucher.pk]
    basket.vouchers.remove(*others)
    basket.vouchers.add(voucher)
    carts.prepare(request, basket)
    if not any(
        application["voucher"].pk == voucher.pk
        for application in basket.offer_applications.applications.values()
        if application["voucher"]
    ):
        # Rolls the coupon swap back: the cart keeps what it had.
        raise invalid(code, refusal(voucher, basket, code))
    return carts.changed(request, basket)


@transaction.atomic
def carry_coupon(request, code: str):
    """Puts a code on the visitor's cart (a new one if they have none) even when the cart does
    not qualify yet, as a promotion's link does: the cart then shows the code and what it needs,
    and the discount comes off once the cart holds it. A code that is unknown, expired or not
    available to this shopper is refused, and the cart keeps the coupon it had."""
    voucher = voucher_for(code, request.user, may_wait_for_sign_in=True)
    basket = carts.find_cart_to_change(request) or carts.new_cart(request)
    basket.vouchers.set([voucher])
    return carts.changed(request, basket)


@transaction.atomic
def remove_coupon(request, cart_id: str | None = None):
    basket = carts.find_cart_to_change(request, cart_id)
    if basket is None:
        raise cart_not_found()
    basket.vouchers.clear()
    return carts.changed(request, basket)


def voucher_for(code: str, user, *, may_wait_for_sign_in: bool = False):
    """The voucher a shopper entering `code` means (codes are case-insensitive), active and
    available to them (or, for a cart, waiting for its guest to sign in); else the storefront's
    refusal, with Oscar's reason when it gives one (used up, already used by this customer)."""
    code = (code or "").strip()
    voucher = Voucher.objects.filter(code=code.upper()).first() if code else None
    if voucher is None or not voucher.is_active():
        raise invalid(code)
    if may_wait_for_sign_in and waits_for_sign_in(voucher, user):
        return voucher
    available, reason = voucher.is_available_to_user(user=user)
    if not available:
        raise invalid(code, str(reason))
    return voucher


def waits_for_sign_in(voucher, user) -> bool:
    """A once-per-customer code can only be checked against an account: a guest's stays on their
    cart, taking nothing off, and is checked (applied or refused) when they sign in and their
    cart joins the account's (commerce.basket.merging)."""
    return not user.is_authenticated and voucher.usage == Voucher.ONCE_PER_CUSTOMER


def sign_in_needed(voucher, basket) -> str:
    """What the cart says about a code waiting for its guest to sign in; empty for any other."""
    if basket.owner_id is None and voucher.usage == Voucher.ONCE_PER_CUSTOMER:
        return f"Sign in or create an account to use {voucher.code}"
    return ""


def refusal(voucher, basket, code: str) -> str:
    """A precise reason from a condition that knows one (e.g. first subscription order only)."""
    for offer in voucher.offers.select_related("condition"):
        reason_of = getattr(offer.condition.proxy(), "refusal", None)
        if reason_of and (reason := reason_of(basket, code)):
            return reason
    return ""
