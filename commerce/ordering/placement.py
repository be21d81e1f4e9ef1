"""Placing an order exactly once.

1. Reserve, in one transaction with the basket row locked: find an earlier placement with the
   same key (its order is the answer), check the cart is ready, price it on the server, allocate
   its stock, freeze the basket and record a pending placement. Whatever loses the lock race
   finds the basket frozen (ORDER_IN_PROGRESS) or submitted (the order it became).
2. Charge, outside any transaction (the gateway is a remote system), with the placement's
   random charge key, so a repeat replays the first charge instead of making a second.
3. Declined: reopen the cart as it was (stock released, basket thawed, placement declined).
   Approved: write the order, its payment and subscriptions, submit the basket. An order that
   cannot be written after all gets its charge refunded and the cart reopened: a shopper is
   never left charged without an order.

A placement whose request died between 1 and 3 stays pending. Once it is older than
ORDER_PLACEMENT_RESUME_AFTER_SECONDS it is settled again (the same charge key, so the card is
charged at most once) by the shopper's retry or, every minute, by settle_stale_placements().
"""

import logging
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.db import transaction
from django.db.models import Q
from django.http import HttpRequest
from django.utils import timezone
from oscar.core.loading import get_class, get_model

from commerce.basket import carts, coupons, totals
from commerce.basket.cookies import CART_ID_COOKIE
from commerce.core.errors import DomainError
from commerce.payments import services as cards
from commerce.payments.cards import has_expired
from commerce.payments.gateway import GatewayError, get_gateway
from commerce.subscriptions import services as subscriptions

from . import errors, orders, stock
from .checkout import checkout_of, email_of
from .emails import send_order_confirmation
from .errors import CheckoutError
from .models import CheckoutState, OrderPlacement

Basket = get_model("basket", "Basket")
Voucher = get_model("voucher", "Voucher")
OrderTotalCalculator = get_class("checkout.calculators", "OrderTotalCalculator")
Repository = get_class("shipping.repository", "Repository")

logger = logging.getLogger(__name__)
MAX_KEY_LENGTH = 255
INVALID_KEY = "Send an idempotency key of 1 to 255 characters."
KEY_OF_ANOTHER_CART = "That idempotency key was used for another cart."
USED_COUPON = "This voucher has already been used"  # Oscar's own wording for a spent code


@dataclass
class Reserved:
    """A pending placement and what settling it needs."""

    placement: OrderPlacement
    basket: object  # the frozen basket, priced
    state: CheckoutState
    card: dict  # the gateway's ids, brand and last four of the card to charge


def place_order(request, idempotency_key: str, cart_id: str | None = None):
    """The order of the visitor's cart, placed and paid once however often this is called."""
    key = (idempotency_key or "").strip()
    if not 0 < len(key) <= MAX_KEY_LENGTH:
        raise CheckoutError(INVALID_KEY)
    masked_id = (
        None if request.user.is_authenticated else cart_id or request.COOKIES.get(CART_ID_COOKIE)
    )
    earlier = _live_placement(key)
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
    outcome = _reserve(request, key, candidate)
    if not isinstance(outcome, Reserved):
        return outcome  # the order this cart already became
    return _settle(request, outcome)


def _live_placement(key: str) -> OrderPlacement | None:
    return (
        OrderPlacement.objects.exclude(status__in=OrderPlacement.CLOSED)
        .select_related("basket", "order")
        .filter(idempotency_key=key)
        .first()
    )


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
def _reserve(request, key: str, candidate):
    basket = Basket.objects.select_for_update().get(pk=candidate.pk)
    if basket.status == Basket.SUBMITTED:
        return _order_of(basket)
    if request.user.is_authenticated:
        basket.owner = request.user
    if basket.status == Basket.FROZEN:
        return _resumable(request, basket)
    if basket.status != Basket.OPEN:
        raise errors.cart_not_found()
    earlier = _live_placement(key)
    if earlier is not None:
        # Sent by another cart (this one would be frozen or submitted had it used the key).
        raise CheckoutError(KEY_OF_ANOTHER_CART)
    carts.prepare(request, basket)
    cart = totals.summarize(basket)
    state = checkout_of(basket.pk)
    card = _check_ready(request, basket, cart, state)
    amount = _grand_total(request, basket, cart)
    stock.allocate(basket)
    basket.freeze()
    placement = OrderPlacement.objects.create(
        idempotency_key=key,
        basket=basket,
        amount=amount,
        currency=cart.currency,
        card={name: value for name, value in card.items() if name != "stored_card"},
    )
    return Reserved(placement=placement, basket=basket, state=state, card=card)


def _resumable(request, basket) -> Reserved:
    """The pending placement of a frozen cart, when its request is presumed gone (it has been
    pending for longer than any charge takes): settling it again replays the same charge.
    A younger one is still being placed by the request that started it."""
    placement = OrderPlacement.objects.filter(
        basket=basket, status=OrderPlacement.Status.PENDING
    ).first()
    if placement is None or not _is_stale(placement):
        raise errors.order_in_progress()
    logger.warning("Resuming placement %s of basket %s", placement.pk, basket.pk)
    return _reserved_again(request, basket, placement)


def _reserved_again(request, basket, placement: OrderPlacement) -> Reserved:
    """What settling a pending placement again needs: its cart priced, its checkout, its card."""
    carts.prepare(request, basket)
    state = checkout_of(basket.pk)
    card = {**placement.card, "stored_card": state.stored_card if state else None}
    return Reserved(placement=placement, basket=basket, state=state, card=card)


def _order_of(basket):
    placement = (
        OrderPlacement.objects.select_related("order")
        .filter(basket=basket, status=OrderPlacement.Status.PLACED)
        .first()
    )
    if placement is None:
        raise errors.cart_not_found()
    return placement.order


def _check_ready(request, basket, cart, state) -> dict:
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
    return card


def _check_lines_for_sale(basket, cart) -> None:
    # A plan withdrawn since it was added is left out of the cart's totals; it cannot be
    # bought either, and the shopper is told rather than charged for less than they chose.
    shown = {line.uid for line in cart.lines}
    for line in basket.all_lines():
        if str(line.pk) not in shown or not line.purchase_info.price.exists:
            raise errors.sold_out(line.product.get_title(), 0)


def _check_coupons(request, basket) -> None:
    """Claims the cart's coupons for this placement. Oscar records a coupon's use only when the
    order is written, after the charge, and then refuses a code spent meanwhile: so the codes are
    locked here, and another cart's placement still under way counts as a use, so that two
    shoppers racing with one single-use code cannot both get as far as the charge."""
    for voucher in basket.vouchers.select_for_update().order_by("pk"):
        if not voucher.is_active():
            continue  # expired since it was applied: the cart's price no longer includes it
        available, reason = voucher.is_available_to_user(user=request.user)
        if available and _claimed_elsewhere(voucher, basket, request.user):
            available, reason = False, USED_COUPON
        if not available:
            error = coupons.invalid(voucher.code, str(reason))
            raise CheckoutError(str(error), error.code)


def _claimed_elsewhere(voucher, basket, user) -> bool:
    """Whether another cart's live placement (being charged, or charged and left for staff)
    holds a use of the coupon that this cart's use would exceed."""
    if voucher.usage == Voucher.MULTI_USE:
        return False
    others = OrderPlacement.objects.filter(
        basket__vouchers=voucher,
        status__in=(OrderPlacement.Status.PENDING, OrderPlacement.Status.ATTENTION),
    ).exclude(basket=basket)
    if voucher.usage == Voucher.ONCE_PER_CUSTOMER:
        others = others.filter(basket__owner=user)
    return others.exists()


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
        return {
            "profile_id": card.profile_id,
            "payment_id": card.payment_id,
            "brand": card.brand,
            "last4": card.last4,
            "stored_card": card,
        }
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


def _settle(request, reserved: Reserved):
    transaction_id = _charged(reserved)
    try:
        return _complete(request, reserved, transaction_id=transaction_id)
    except DomainError:
        raise
    except Exception as failure:
        # Charged, but no order could be written (a coupon spent meanwhile, a cart that now
        # prices differently, a bug): the shopper gets their money back and their cart.
        return _refund(reserved, transaction_id, failure)


def _charged(reserved: Reserved) -> str:
    """Charges the placement (or replays its charge); the transaction id. A decline reopens the
    cart and raises PAYMENT_DECLINED."""
    placement = reserved.placement
    if not placement.amount:
        return ""
    try:
        result = _charge(placement, reserved.card)
    except GatewayError as error:
        _reopen(reserved, str(error))
        raise errors.payment_declined(str(error)) from error
    except Exception:
        # Whether the card was charged is unknown: the placement stays pending and the cart
        # frozen until it is settled again with the same charge key (replayed, so never
        # charged twice) once it is older than ORDER_PLACEMENT_RESUME_AFTER_SECONDS.
        logger.exception("Charging placement %s failed; it will be resumed", placement.pk)
        raise
    if not result.approved:
        _reopen(reserved, result.message)
        raise errors.payment_declined(result.message)
    return result.transaction_id


def _charge(placement: OrderPlacement, card: dict):
    charge = {
        "amount": placement.amount,
        "currency": placement.currency,
        "idempotency_key": str(placement.charge_key),
    }
    if card.get("stored_card") is not None:
        return cards.charge_card(card["stored_card"], **charge)
    # A guest's card (or, resuming, a customer's card deleted meanwhile): its gateway ids.
    return get_gateway().charge(
        profile_id=card["profile_id"], payment_id=card["payment_id"], **charge
    )


@transaction.atomic
def _reopen(reserved: Reserved, message: str) -> None:
    """Puts the cart back as it was before placeOrder: nothing allocated, open, no order."""
    basket = Basket.objects.select_for_update().get(pk=reserved.basket.pk)
    placement = OrderPlacement.objects.select_for_update().get(pk=reserved.placement.pk)
    if placement.status != OrderPlacement.Status.PENDING:
        return
    stock.release(reserved.basket)
    basket.thaw()
    placement.status = OrderPlacement.Status.DECLINED
    placement.decline_message = message[:255]
    placement.save(update_fields=["status", "decline_message", "updated_at"])


def _complete(request, reserved: Reserved, transaction_id: str):
    with transaction.atomic():
        Basket.objects.select_for_update().filter(pk=reserved.basket.pk).first()
        placement = OrderPlacement.objects.select_for_update().get(pk=reserved.placement.pk)
        if placement.order_id:
            return placement.order  # settled meanwhile by a resumed request
        if placement.status == OrderPlacement.Status.REFUNDED:
            raise errors.order_not_placed()
        if placement.status != OrderPlacement.Status.PENDING:
            raise errors.payment_declined(placement.decline_message)
        order = orders.create_order(
            request,
            reserved.basket,
            reserved.state,
            card=reserved.card,
            amount=placement.amount,
            transaction_id=transaction_id,
        )
        # Subscription lines start their plans in the same transaction as the order: an order
        # is never left without the subscriptions it was paid for.
        subscriptions.create_for_order(order, card=reserved.card.get("stored_card"))
        reserved.basket.submit()
        placement.order = order
        placement.status = OrderPlacement.Status.PLACED
        placement.transaction_id = transaction_id
        placement.save(update_fields=["order", "status", "transaction_id", "updated_at"])
        # robust: a mail server that is down must not turn a placed order into an error.
        transaction.on_commit(lambda: _send_confirmation(order.pk), robust=True)
    return order


def _refund(reserved: Reserved, transaction_id: str, failure: Exception):
    """Gives back the charge of a placement whose order could not be written and reopens its
    cart (ORDER_NOT_PLACED). Should the refund fail, the placement is set aside for staff with
    its cart frozen (ORDER_IN_PROGRESS): it is never charged again or forgotten."""
    placement = reserved.placement
    logger.error(
        "Placement %s (basket %s, transaction %r) was charged but its order could not be "
        "written; refunding the charge and reopening the cart",
        placement.pk,
        placement.basket_id,
        transaction_id,
        exc_info=failure,
    )
    try:
        with transaction.atomic():
            Basket.objects.select_for_update().filter(pk=reserved.basket.pk).first()
            placement = OrderPlacement.objects.select_for_update().get(pk=placement.pk)
            if placement.order_id:
                return placement.order  # written meanwhile by a resumed request
            if placement.status != OrderPlacement.Status.PENDING:
                raise errors.order_not_placed()  # given back meanwhile by a resumed request
            refund = (
                get_gateway().refund(
                    transaction_id=transaction_id, idempotency_key=f"refund-{placement.charge_key}"
                )
                if transaction_id
                else None
            )
            stock.release(reserved.basket)
            reserved.basket.thaw()
            placement.status = OrderPlacement.Status.REFUNDED
            placement.transaction_id = transaction_id
            placement.refund_transaction_id = refund.transaction_id if refund else ""
            placement.save()
    except DomainError:
        raise
    except Exception:
        _set_aside(placement, transaction_id)
        raise errors.order_in_progress() from failure
    logger.warning("Placement %s: refunded and its cart reopened", placement.pk)
    raise errors.order_not_placed() from failure


def _send_confirmation(order_id: int) -> None:
    send_order_confirmation.delay(order_id)


def resume_after() -> timedelta:
    return timedelta(seconds=settings.ORDER_PLACEMENT_RESUME_AFTER_SECONDS)


def _is_stale(placement: OrderPlacement) -> bool:
    return placement.created_at < timezone.now() - resume_after()


def settle_stale_placements() -> dict[str, int]:
    """Settles every placement left pending past ORDER_PLACEMENT_RESUME_AFTER_SECONDS (its
    request died, or the shopper never came back): the same charge is replayed, then the order
    is written as placement writes it, or the cart reopened when the charge is declined.

    A placement whose order cannot be written although the card was charged is refunded and its
    cart reopened, or, should the refund fail too, set aside for staff (status "attention") and
    not charged again every minute. One whose charge still cannot be made stays pending for the
    next run. Counts per outcome."""
    outcomes = {"placed": 0, "declined": 0, "refunded": 0, "attention": 0, "pending": 0}
    stale = (
        OrderPlacement.objects.filter(
            status=OrderPlacement.Status.PENDING, created_at__lt=timezone.now() - resume_after()
        )
        .select_related("basket__owner")
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
    basket = placement.basket
    request = HttpRequest()
    request.user = basket.owner or AnonymousUser()
    try:
        _settle(request, _reserved_again(request, basket, placement))
    except CheckoutError as refusal:
        logger.info("Placement %s was not placed: %s", placement.pk, refusal.code)
        return SETTLED_AS.get(refusal.code, "attention")
    return "placed"


SETTLED_AS = {"PAYMENT_DECLINED": "declined", "ORDER_NOT_PLACED": "refunded"}


def _set_aside(placement: OrderPlacement, transaction_id: str) -> None:
    """A charged placement whose order cannot be written and whose refund failed (both logged
    with why): left for staff, its cart frozen and its stock allocated, and not charged again
    every minute."""
    logger.exception(
        "Placement %s (basket %s, transaction %r) was charged, its order could not be written "
        "and the charge could not be refunded; staff must settle it",
        placement.pk,
        placement.basket_id,
        transaction_id,
    )
    OrderPlacement.objects.filter(pk=placement.pk, status=OrderPlacement.Status.PENDING).update(
        status=OrderPlacement.Status.ATTENTION,
        transaction_id=transaction_id,
        updated_at=timezone.now(),
    )
