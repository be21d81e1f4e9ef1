"""The placement mechanism: turning a basket into a paid order exactly once. A shopper's
checkout (ordering.placement) and a subscription's renewal (subscriptions.renewals) both go
through it; each says, as a Purchase, what differs.

1. Reserve, in the caller's transaction with its rows locked: the basket's stock allocated, the
   basket frozen and a pending OrderPlacement recorded under the purchase's idempotency key. The
   placement's unique constraints make a second live placement of that key or basket impossible.
2. Charge, outside any transaction (the gateway is a remote system), under the placement's random
   charge key, so a repeat replays the first charge instead of making a second.
3. Declined: the stock released, the placement declined, the purchase told (PAYMENT_DECLINED).
   Approved: the order written with its payment, the purchase's own records in the same
   transaction, the basket submitted. An order that cannot be written after all gets its charge
   refunded (ORDER_NOT_PLACED), or, should the refund fail too, is set aside for staff: nobody is
   left charged without an order, and nothing is charged twice.

Store credit is a payment source beside the card: reserving debits it from the customer's ledger
(their row locked), the card is charged only the rest (nothing at all when credit covers the
order), and closing the placement as declined or refunded gives the same amount back in the
transaction that closes it, so exactly once: a placement is reserved once and closed once.

A placement whose process died between 1 and 3 stays pending; once older than
ORDER_PLACEMENT_RESUME_AFTER_SECONDS it is settled again (resumed) with the same charge key.
"""

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal
from typing import Protocol

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.http import HttpRequest
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.core.errors import DomainError
from commerce.payments import services as cards
from commerce.payments.gateway import GatewayError, get_gateway

from . import errors, orders, stock, tenders
from .checkout import checkout_of
from .models import CheckoutState, OrderPlacement

Basket = get_model("basket", "Basket")
Voucher = get_model("voucher", "Voucher")

logger = logging.getLogger(__name__)


class Purchase(Protocol):
    """What a checkout and a renewal do differently; the steps below call it."""

    request: HttpRequest  # request.user is whom the order is for

    def price(self, basket) -> None:
        """Gives the basket its prices (strategy, offers), as it was when reserved."""

    def shipping_method(self, basket):
        """How the order ships (and what that costs)."""

    def give_back(self, basket) -> None:
        """The basket of a placement that was declined or refunded, its stock released."""

    def declined(self, placement: OrderPlacement, message: str) -> None:
        """In the transaction that closes a declined placement."""

    def placed(self, order, reserved: "Reserved") -> None:
        """In the transaction that writes the order: the purchase's own records."""

    def after_commit(self, order_id: int) -> None:
        """Once the order is committed (emails): a failure here is logged, never raised."""


# Other kinds of purchase (a subscription's renewal) register how to settle their stale
# placements again: each takes a placement and returns its Purchase, or None when not theirs.
_purchases_of_placements: dict[str, Callable[[OrderPlacement], Purchase | None]] = {}


def register_purchase_of_placement(name: str, purchase_of) -> None:
    _purchases_of_placements[name] = purchase_of


def of_placement(placement: OrderPlacement) -> Purchase | None:
    """The registered purchase a placement belongs to; None for a shopper's checkout."""
    for purchase_of in _purchases_of_placements.values():
        purchase = purchase_of(placement)
        if purchase is not None:
            return purchase
    return None


@dataclass
class Reserved:
    """A pending placement and what settling it needs."""

    purchase: Purchase
    placement: OrderPlacement
    basket: object  # the frozen basket, priced
    state: CheckoutState
    card: dict  # the gateway's ids, brand and last four of the card to charge


def card_to_charge(stored_card) -> dict:
    """A stored card as a placement charges it: its gateway ids, brand and last four."""
    return {
        "profile_id": stored_card.profile_id,
        "payment_id": stored_card.payment_id,
        "brand": stored_card.brand,
        "last4": stored_card.last4,
        "stored_card": stored_card,
    }


def live_placement(key: str) -> OrderPlacement | None:
    """The placement holding the key: pending, placed or set aside (not declined or refunded).
    Its basket and order are read when asked for: a first attempt (nearly every call) finds none."""
    return (
        OrderPlacement.objects.exclude(status__in=OrderPlacement.CLOSED)
        .filter(idempotency_key=key)
        .first()
    )


def coupon_claimed_elsewhere(voucher, user, basket=None) -> bool:
    """Whether another live placement (being charged, or charged and left for staff) holds a use
    of the coupon that a use by `user` (in `basket`, when there is one yet) would exceed.

    Oscar records a coupon's use only when the order is written, after the charge: whoever asks
    holds the voucher's row locked until their own placement is recorded, so that two purchases
    racing with one single-use code cannot both get as far as the charge."""
    if voucher.usage == Voucher.MULTI_USE:
        return False
    others = OrderPlacement.objects.filter(
        basket__vouchers=voucher,
        status__in=(OrderPlacement.Status.PENDING, OrderPlacement.Status.ATTENTION),
    )
    if basket is not None:
        others = others.exclude(basket=basket)
    if voucher.usage == Voucher.ONCE_PER_CUSTOMER:
        # A renewal's basket has no owner: its placement is the subscription's customer's.
        others = others.filter(Q(basket__owner=user) | Q(subscription__customer=user))
    return others.exists()


def reserve(
    purchase: Purchase,
    basket,
    state,
    card: dict,
    *,
    key: str,
    total: Decimal,
    currency: str,
    credit: Decimal = Decimal("0.00"),
    **fields,
) -> Reserved:
    """Step 1, in the caller's transaction with the basket locked and priced: `credit` of the
    customer's store credit debited (or STORE_CREDIT_CHANGED, having debited nothing), its stock
    allocated (or OUT_OF_STOCK, having allocated nothing), the basket frozen, the placement
    recorded pending to charge the card the `total` less the credit."""
    if not Decimal("0") <= credit <= total:
        raise ValueError(f"Store credit {credit} must be between 0 and the total {total}")
    if credit:
        _spend_credit(purchase.request.user, credit, key)
    stock.allocate(basket)
    basket.freeze()
    placement = OrderPlacement.objects.create(
        idempotency_key=key,
        basket=basket,
        amount=total - credit,
        store_credit_amount=credit,
        currency=currency,
        card={name: value for name, value in card.items() if name != "stored_card"},
        **fields,
    )
    return Reserved(purchase=purchase, placement=placement, basket=basket, state=state, card=card)


def _spend_credit(customer, credit: Decimal, key: str) -> None:
    ledger = tenders.store_credit()
    try:
        ledger.debit(customer, credit, note=f"Order placement {key}"[:255])
    except ledger.InsufficientStoreCredit as error:
        raise errors.store_credit_changed(ledger.balance(customer)) from error


def _give_back_credit(reserved: Reserved, placement: OrderPlacement) -> None:
    """The store credit a placement debited, returned in the transaction that closes it (the
    placement's row locked and still pending, so once)."""
    if placement.store_credit_amount:
        tenders.store_credit().give_back(
            reserved.purchase.request.user,
            placement.store_credit_amount,
            note=f"Order placement {placement.idempotency_key} not placed"[:255],
        )


def reserved_again(purchase: Purchase, placement: OrderPlacement, basket=None) -> Reserved:
    """What settling a pending placement again needs: its basket (the one given, locked, or the
    placement's) priced, its checkout, its card."""
    basket = basket or placement.basket
    purchase.price(basket)
    state = checkout_of(basket.pk)
    card = {**placement.card, "stored_card": state.stored_card if state else None}
    return Reserved(purchase=purchase, placement=placement, basket=basket, state=state, card=card)


def resume_after() -> timedelta:
    return timedelta(seconds=settings.ORDER_PLACEMENT_RESUME_AFTER_SECONDS)


def is_stale(placement: OrderPlacement) -> bool:
    """Pending for longer than any charge takes: the process that started it is presumed gone."""
    return placement.created_at < timezone.now() - resume_after()


def settle(reserved: Reserved):
    """Steps 2 and 3: the order, or a CheckoutError saying why there is none."""
    transaction_id = _charged(reserved)
    try:
        return _complete(reserved, transaction_id=transaction_id)
    except DomainError:
        raise
    except Exception as failure:
        # Charged, but no order could be written (a coupon spent meanwhile, a basket that now
        # prices differently, a bug): the money goes back.
        return _refund(reserved, transaction_id, failure)


def _charged(reserved: Reserved) -> str:
    """Charges the placement (or replays its charge); the transaction id. A decline closes the
    placement and raises PAYMENT_DECLINED."""
    placement = reserved.placement
    if not placement.amount:
        return ""
    try:
        result = _charge(placement, reserved.card)
    except GatewayError as error:
        _close_declined(reserved, str(error))
        raise errors.payment_declined(str(error)) from error
    except Exception:
        # Whether the card was charged is unknown: the placement stays pending and its basket
        # frozen until it is settled again with the same charge key (replayed, so never
        # charged twice) once it is older than ORDER_PLACEMENT_RESUME_AFTER_SECONDS.
        logger.exception("Charging placement %s failed; it will be resumed", placement.pk)
        raise
    if not result.approved:
        _close_declined(reserved, result.message)
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
def _close_declined(reserved: Reserved, message: str) -> None:
    """Nothing allocated any more, the basket given back, the placement declined."""
    basket = Basket.objects.select_for_update().get(pk=reserved.basket.pk)
    placement = OrderPlacement.objects.select_for_update().get(pk=reserved.placement.pk)
    if placement.status != OrderPlacement.Status.PENDING:
        return
    stock.release(reserved.basket)
    reserved.purchase.give_back(basket)
    _give_back_credit(reserved, placement)
    placement.status = OrderPlacement.Status.DECLINED
    placement.decline_message = message[:255]
    placement.save(update_fields=["status", "decline_message", "updated_at"])
    reserved.purchase.declined(placement, message)


def _complete(reserved: Reserved, transaction_id: str):
    purchase = reserved.purchase
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
            purchase.request,
            reserved.basket,
            reserved.state,
            card=reserved.card,
            amount=placement.amount,
            store_credit=placement.store_credit_amount,
            transaction_id=transaction_id,
            shipping_method=purchase.shipping_method(reserved.basket),
        )
        # The purchase's own records (a checkout's new subscriptions, a renewal's schedule) are
        # written with the order: an order is never left without what it was paid for.
        purchase.placed(order, reserved)
        reserved.basket.submit()
        placement.order = order
        placement.status = OrderPlacement.Status.PLACED
        placement.transaction_id = transaction_id
        placement.save(update_fields=["order", "status", "transaction_id", "updated_at"])
        # robust: a mail server that is down must not turn a placed order into an error.
        transaction.on_commit(lambda: purchase.after_commit(order.pk), robust=True)
    return order


def _refund(reserved: Reserved, transaction_id: str, failure: Exception):
    """Gives back the charge of a placement whose order could not be written and gives its
    basket back (ORDER_NOT_PLACED). Should the refund fail, the placement is set aside for staff
    with its basket frozen (ORDER_IN_PROGRESS): it is never charged again or forgotten."""
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
            basket = Basket.objects.select_for_update().get(pk=reserved.basket.pk)
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
            reserved.purchase.give_back(basket)
            _give_back_credit(reserved, placement)
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


def _set_aside(placement: OrderPlacement, transaction_id: str) -> None:
    """A charged placement whose order cannot be written and whose refund failed (both logged
    with why): left for staff, its basket frozen and its stock allocated, and not charged again
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
