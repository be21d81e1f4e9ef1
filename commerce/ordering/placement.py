"""Placing a shopper's cart as an order exactly once, through the placement mechanism
(ordering.purchase) that subscription renewals share.

1. Reserve, in one transaction with the basket row locked: find an earlier placement with the
   same key (its order is the answer), check the cart is ready, price it on the server, then
   allocate its stock, freeze the basket and record a pending placement. Whatever loses the lock
   race finds the basket frozen (ORDER_IN_PROGRESS) or submitted (the order it became).
2. Charge, outside any transaction, with the placement's random charge key, so a repeat replays
   the first charge instead of making a second.
3. Declined: reopen the cart as it was (stock released, basket thawed, placement declined).
   Approved: write the order, its payment and subscriptions, submit the basket. An order that
   cannot be written after all gets its charge refunded and the cart reopened: a shopper is
   never left charged without an order.

A placement whose request died between 1 and 3 stays pending. Once it is older than
ORDER_PLACEMENT_RESUME_AFTER_SECONDS it is settled again (the same charge key, so the card is
charged at most once) by the shopper's retry or, every minute, by settle_stale_placements(),
which resumes renewals' placements the same way.
"""

import logging
from decimal import Decimal

from django.contrib.auth.models import AnonymousUser
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.http import HttpRequest
from django.utils import timezone
from oscar.core.loading import get_class, get_model

from commerce.address import services as address_book
from commerce.address.snapshot import AddressSnapshot
from commerce.address.validation import AddressError
from commerce.basket import carts, coupons, totals
from commerce.basket.cookies import CART_ID_COOKIE
from commerce.payments.cards import has_expired

from . import credit as store_credit
from . import errors, events, orders, purchase
from .checkout import checkout_of, email_of
from .errors import CheckoutError
from .models import OrderPlacement
from .purchase import Reserved, resume_after

Basket = get_model("basket", "Basket")
OrderTotalCalculator = get_class("checkout.calculators", "OrderTotalCalculator")
Repository = get_class("shipping.repository", "Repository")

logger = logging.getLogger(__name__)
MAX_KEY_LENGTH = 255
INVALID_KEY = "Send an idempotency key of 1 to 255 characters."
KEY_OF_ANOTHER_CART = "That idempotency key was used for another cart."
USED_COUPON = "This voucher has already been used"  # Oscar's own wording for a spent code

# orders and resume_after are reached through this module (placement.orders.create_order).
__all__ = ["orders", "place_order", "resume_after", "settle_stale_placements"]


class CartPurchase:
    """A shopper's cart: priced with its offers and coupons, shipped by the cart's method,
    reopened when its charge is declined, confirmed by email; its subscription lines start
    their plans."""

    def __init__(self, request):
        self.request = request

    def price(self, basket) -> None:
        carts.prepare(self.request, basket)

    def shipping_method(self, basket):
        return Repository().get_default_shipping_method(basket)

    def give_back(self, basket) -> None:
        basket.thaw()

    def declined(self, placement: OrderPlacement, message: str) -> None:
        return

    def placed(self, order, reserved: Reserved) -> None:
        # What the order paid for (its subscriptions), what it earns a referrer, its revenue
        # event: written with the order by the apps that listen (ordering.events).
        events.order_written.announce(
            order=order, card=reserved.card.get("stored_card"), request=self.request
        )
        state = reserved.state
        if state and state.save_in_address_book and self.request.user.is_authenticated:
            _keep_in_address_book(self.request.user, state.shipping_address)

    def after_commit(self, order_id: int) -> None:
        events.order_placed.announce(order_id=order_id)


def place_order(
    request, idempotency_key: str, cart_id: str | None = None, *, terms_accepted: bool = False
):
    """The order of the visitor's cart, placed and paid once however often this is called.

    A cart with a subscription plan is placed only when the shopper accepted its auto-renewal
    terms (`terms_accepted`), as auto-renewal laws require."""
    key = (idempotency_key or "").strip()
    if not 0 < len(key) <= MAX_KEY_LENGTH:
        raise CheckoutError(INVALID_KEY)
    masked_id = (
        None if request.user.is_authenticated else cart_id or request.COOKIES.get(CART_ID_COOKIE)
    )
    earlier = purchase.live_placement(key)
    candidate = None
    if earlier is not None:
        if not _owns(request, earlier.basket, masked_id):
            raise CheckoutError(KEY_OF_ANOTHER_CART)
        if earlier.order_id:
            return earlier.order
        # A retry of this visitor's own pending placement settles that one, even when the
        # visitor has opened another cart since (a customer's open cart is otherwise chosen).
        candidate = earlier.basket
    candidate = candidate or _candidate_basket(request, masked_id)
    if candidate is None:
        raise errors.cart_not_found()
    outcome = _reserve(request, key, candidate, terms_accepted)
    if not isinstance(outcome, Reserved):
        return outcome  # the order this cart already became
    return purchase.settle(outcome)


def _keep_in_address_book(customer, shipping_address: dict) -> None:
    """The new shipping address the customer chose to save, written with their order. The order
    never fails for it: an address the book can no longer take (its country no longer shipped
    to) is logged and left out, in a savepoint so the order's transaction goes on."""
    try:
        with transaction.atomic():
            address_book.keep_from_checkout(customer, AddressSnapshot.from_cart(shipping_address))
    except (AddressError, IntegrityError):
        logger.warning("Customer %s: checkout address not saved", customer.pk, exc_info=True)


def _owns(request, basket, masked_id) -> bool:
    if request.user.is_authenticated:
        return basket.owner_id == request.user.pk
    return basket.owner_id is None and basket.masked_id == masked_id


def _candidate_basket(request, masked_id):
    """The cart the visitor means, open or on its way to an order, or just placed (a second
    click's answer is that order). Looked up without a lock: _reserve locks it and reads its
    status again."""
    in_play = Q(status__in=(Basket.OPEN, Basket.FROZEN)) | Q(
        status=Basket.SUBMITTED, date_submitted__gte=timezone.now() - resume_after()
    )
    if request.user.is_authenticated:
        baskets = Basket.objects.filter(owner=request.user)
        # The customer's open cart; without one, the cart whose order is being (or was) placed.
        return (
            baskets.filter(status=Basket.OPEN).order_by("pk").first()
            or baskets.filter(in_play).order_by("-pk").first()
        )
    if not masked_id:
        return None
    return Basket.objects.filter(in_play, owner__isnull=True, masked_id=masked_id).first()


@transaction.atomic
def _reserve(request, key: str, candidate, terms_accepted: bool):
    basket = Basket.objects.select_for_update().get(pk=candidate.pk)
    if basket.status == Basket.SUBMITTED:
        return _order_of(basket)
    if request.user.is_authenticated:
        basket.owner = request.user
    if basket.status == Basket.FROZEN:
        return _resumable(request, basket)
    if basket.status != Basket.OPEN:
        raise errors.cart_not_found()
    earlier = purchase.live_placement(key)
    if earlier is not None:
        # Sent by another cart (this one would be frozen or submitted had it used the key).
        raise CheckoutError(KEY_OF_ANOTHER_CART)
    carts.prepare(request, basket)
    cart = totals.summarize(basket)
    state = checkout_of(basket.pk)
    card = _check_ready(request, basket, cart, state, terms_accepted)
    total = _grand_total(request, basket, cart)
    # A guest's cart never carries credit: only a signed-in customer can apply it.
    credit = store_credit.applied(state, total) if request.user.is_authenticated else Decimal(0)
    return purchase.reserve(
        CartPurchase(request),
        basket,
        state,
        card,
        key=key,
        total=total,
        credit=credit,
        currency=cart.currency,
    )


def _resumable(request, basket) -> Reserved:
    """The pending placement of a frozen cart, when its request is presumed gone (it has been
    pending for longer than any charge takes): settling it again replays the same charge.
    A younger one is still being placed by the request that started it."""
    placement = OrderPlacement.objects.filter(
        basket=basket, status=OrderPlacement.Status.PENDING
    ).first()
    if placement is None or not purchase.is_stale(placement):
        raise errors.order_in_progress()
    logger.warning("Resuming placement %s of basket %s", placement.pk, basket.pk)
    return purchase.reserved_again(CartPurchase(request), placement, basket)


def _order_of(basket):
    placement = (
        OrderPlacement.objects.select_related("order")
        .filter(basket=basket, status=OrderPlacement.Status.PLACED)
        .first()
    )
    if placement is None:
        raise errors.cart_not_found()
    return placement.order


def _check_ready(request, basket, cart, state, terms_accepted: bool) -> dict:
    """Refuses a cart that cannot be placed yet, in the order the shopper fills checkout in;
    returns the card to charge."""
    if not cart.lines:
        raise errors.empty_cart()
    if cart.has_subscription and not request.user.is_authenticated:
        raise errors.account_required()
    _check_lines_for_sale(basket, cart)
    _check_coupons(request, basket)
    if not email_of(request, state):
        raise errors.missing_email()
    # A customer's email is their account's, so they may get here with no checkout state yet.
    if not state or not state.shipping_address:
        raise errors.missing_shipping_address()
    if not state.billing_address:
        raise errors.missing_billing_address()
    card = _card_of(request, state)
    if card is None:
        raise errors.missing_payment_method()
    if cart.has_subscription and not terms_accepted:
        raise errors.subscription_terms_required()
    return card


def _check_lines_for_sale(basket, cart) -> None:
    # A plan withdrawn since it was added is left out of the cart's totals; it cannot be
    # bought either, and the shopper is told rather than charged for less than they chose.
    shown = {line.uid for line in cart.lines}
    for line in basket.all_lines():
        if str(line.pk) not in shown or not line.purchase_info.price.exists:
            raise errors.sold_out(line.product.get_title(), 0)


def _check_coupons(request, basket) -> None:
    """Claims the cart's coupons for this placement: locked, and refused when spent or held by
    another placement still under way (purchase.coupon_claimed_elsewhere)."""
    for voucher in basket.vouchers.select_for_update().order_by("pk"):
        if not voucher.is_active():
            continue  # expired since it was applied: the cart's price no longer includes it
        if coupons.waits_for_sign_in(voucher, request.user):
            # A guest's once-per-customer code takes nothing off until they sign in; checking out
            # as a guest leaves it behind (Oscar would refuse to write the order with it).
            basket.vouchers.remove(voucher)
            continue
        available, reason = voucher.is_available_to_user(user=request.user)
        if available and purchase.coupon_claimed_elsewhere(voucher, request.user, basket):
            available, reason = False, USED_COUPON
        if not available:
            error = coupons.invalid(voucher.code, str(reason))
            raise CheckoutError(str(error), error.code)


def _card_of(request, state) -> dict | None:
    if state is None:
        return None
    if request.user.is_authenticated:
        card = state.stored_card
        usable = (
            card is not None
            and card.customer_id == request.user.pk
            and card.active
            and not has_expired(card.exp_month, card.exp_year)
        )
        if not usable:
            return None
        return purchase.card_to_charge(card)
    return state.guest_card or None


def _grand_total(request, basket, cart) -> Decimal:
    """What the shopper pays, as the cart showed it; Oscar's order total must agree."""
    shipping = Repository().get_default_shipping_method(basket).calculate(basket)
    oscar_total = OrderTotalCalculator(request).calculate(basket, shipping).incl_tax
    if totals.to_cents(oscar_total) != cart.grand_total:
        raise RuntimeError(
            f"Basket {basket.pk}: order total {oscar_total} != cart total {cart.grand_total}"
        )
    return cart.grand_total


def settle_stale_placements() -> dict[str, int]:
    """Settles every placement left pending past ORDER_PLACEMENT_RESUME_AFTER_SECONDS (its
    request died, or the shopper never came back; or a renewal's process died): the same charge
    is replayed, then the order is written as placing writes it, or the cart reopened (the
    renewal declined) when the charge is declined.

    A placement whose order cannot be written although the card was charged is refunded and its
    cart reopened, or, should the refund fail too, set aside for staff (status "attention") and
    not charged again every minute. One whose charge still cannot be made stays pending for the
    next run. Counts per outcome."""
    outcomes = {"placed": 0, "declined": 0, "refunded": 0, "attention": 0, "pending": 0}
    stale = (
        OrderPlacement.objects.filter(
            status=OrderPlacement.Status.PENDING, created_at__lt=timezone.now() - resume_after()
        )
        .select_related("basket__owner", "subscription__customer")
        .order_by("pk")
    )
    for placement in stale:
        try:
            outcome = _settle_stale(placement)
        except Exception:
            logger.exception(
                "Placement %s is still pending; it will be settled later", placement.pk
            )
            outcome = "pending"
        outcomes[outcome] += 1
    return outcomes


def _settle_stale(placement: OrderPlacement) -> str:
    try:
        purchase.settle(purchase.reserved_again(_purchase_of(placement), placement))
    except CheckoutError as refusal:
        logger.info("Placement %s was not placed: %s", placement.pk, refusal.code)
        return SETTLED_AS.get(refusal.code, "attention")
    return "placed"


def _purchase_of(placement: OrderPlacement):
    other = purchase.of_placement(placement)
    if other is not None:
        return other
    request = HttpRequest()
    request.user = placement.basket.owner or AnonymousUser()
    return CartPurchase(request)


SETTLED_AS = {"PAYMENT_DECLINED": "declined", "ORDER_NOT_PLACED": "refunded"}
