"""Renewing subscriptions: each renewal becomes a real order, paid by the subscription's stored
card exactly once per subscription and period, even when the job runs twice or concurrently.

A renewal goes through the placement mechanism checkout uses (ordering.purchase), under the
idempotency key renewal:<subscription id>:<period> (the next_run it pays for): its reserve step
runs with the subscription's row locked, and the placement's unique key makes a second live
placement for the same period impossible. A renewal whose process died after its charge is
settled by the same resume path as a shopper's checkout (settle_stale_placements, or the next
run for its period), replaying the charge rather than making another.

A renewal uses the customer's store credit automatically, up to its total: the card is charged
the rest (nothing when the credit covers it), and a decline gives the credit back.
"""

import logging
import multiprocessing
from dataclasses import dataclass
from datetime import date

from django.conf import settings
from django.db import IntegrityError, connections, transaction
from django.db.models import Q
from django.utils import timezone
from oscar.core.loading import get_class

from commerce.basket.totals import to_cents
from commerce.core.errors import DomainError
from commerce.ordering import purchase, reference, tenders
from commerce.ordering.errors import CheckoutError
from commerce.ordering.models import OrderPlacement
from commerce.payments.cards import has_expired
from commerce.shipping.methods import FreeShipping

from . import (
    coupons,
    declines,
    lifecycle,
    pricing,
    reminders,
    renewal_basket,
    rewards,
    signals,
)
from .emails import send_renewal_receipt
from .models import Subscription, SubscriptionLog
from .schedule import add_months, next_renewal, renewal_day

OrderTotalCalculator = get_class("checkout.calculators", "OrderTotalCalculator")

logger = logging.getLogger(__name__)

RENEWED = "renewed"
RESUMED = "resumed"
IN_PROGRESS = "in_progress"
NOT_DUE = "not_due"
OUT_OF_STOCK = "out_of_stock"
FAILED = "failed"
OUTCOMES = (
    RENEWED,
    declines.DECLINED,
    declines.CANCELED,
    RESUMED,
    IN_PROGRESS,
    OUT_OF_STOCK,
    FAILED,
)
NO_CARD = "There is no usable card to charge for this subscription."
NOT_ACTIVE = "This subscription is not active."
NOT_FAILED = "This subscription has no declined payment to retry."
RENEWALS_PER_SHARE = 100


class RenewalRefused(DomainError):
    """A renewal asked for at once (ship now, a retry) that the subscription's state refuses."""


@dataclass(frozen=True)
class Attempt:
    """What renewing one subscription came to: an outcome, and the order when renewed."""

    outcome: str
    order: object = None
    error: CheckoutError | None = None


class RenewalPurchase:
    """A subscription's renewal as the placement mechanism's Purchase: its quote's lines at
    their locked prices less its coupon's offers and staff's discount, shipped free, the
    schedule advanced with the order, a receipt emailed.

    `asked` is a renewal the customer or staff asked for at once (ship now, a retry): a decline
    is told to them and logged, not counted towards the retries that cancel the subscription."""

    def __init__(self, subscription: Subscription, today: date, actor=None, asked=False):
        self.subscription = subscription
        self.today = today
        self.actor = actor
        self.asked = asked
        self.outcome = IN_PROGRESS  # what a decline came to, once recorded (declined())
        self.request = renewal_basket.request_for(subscription)

    def price(self, basket) -> None:
        renewal_basket.price(basket, self.subscription, self.request)

    def shipping_method(self, basket):
        return FreeShipping()

    def give_back(self, basket) -> None:
        # Never reopened: a renewal basket belongs to one attempt, the next builds its own.
        return

    def declined(self, placement: OrderPlacement, message: str) -> None:
        subscription = self._locked_again()
        if self.asked:
            declines.log_declined_attempt(subscription, message, self.actor)
            self.outcome = declines.DECLINED
            return
        self.outcome = declines.record(subscription, message, self.today, self.actor)

    def placed(self, order, reserved) -> None:
        subscription = self._locked_again()
        period = reserved.placement.period
        # Exactly the rewards this renewal shipped: its basket's reward lines, and the upgrades
        # accepted before it was reserved. Others accepted meanwhile wait for the next one.
        shipped = rewards.shipped_by(subscription, reserved.basket, reserved.placement.created_at)
        rewards.remove(subscription, [reward["offer_id"] for reward in shipped])
        _advance(subscription, period, self.today, also=("quote",) if shipped else ())
        if shipped:
            rewards.mark_used(shipped, order)
        coupons.after_renewal(subscription, order)
        with_rewards = (
            f" With rewards: {rewards.described(shipped, order.currency)}." if shipped else ""
        )
        SubscriptionLog.objects.create(
            subscription=subscription,
            action=SubscriptionLog.Action.RENEWED,
            actor=self.actor,
            order=order,
            order_number=order.number,
            message=f"Renewed for {period:%Y-%m-%d}; "
            f"next renewal {subscription.next_run:%Y-%m-%d}.{with_rewards}",
        )
        transaction.on_commit(
            lambda: signals.renewed.send(Subscription, subscription=subscription, order=order),
            robust=True,
        )
        if subscription.length and _runs(subscription) >= subscription.length:
            reason = f"All {subscription.length} shipments were sent."
            lifecycle.end(subscription, reason, message=f"Canceled: {reason}", actor=None)

    def after_commit(self, order_id: int) -> None:
        send_renewal_receipt.delay(order_id)

    def _locked_again(self) -> Subscription:
        """The subscription's row locked in the transaction that settles the renewal, read afresh;
        its customer (who never changes) is the one the renewal was reserved for; its coupon is
        read with it, as the renewal may have just used it up."""
        subscription = _locked(self.subscription.pk, related=("coupon",))
        subscription.customer = self.subscription.customer
        return subscription


def _runs(subscription: Subscription) -> int:
    """The shipments it has made: the order that started it and each renewal since."""
    return 1 + subscription.logs.filter(action=SubscriptionLog.Action.RENEWED).count()


def _advance(subscription: Subscription, period: date, placed_on: date, also=()) -> None:
    """The period is paid: the next renewal follows it by the plan's interval, on the plan's day
    (month ends clamped). Renewed before its date (ship now), the schedule continues from the
    day it was placed. A date someone moved while the charge ran stays as they set it. `also`:
    other fields changed meanwhile, saved with these."""
    months = subscription.frequency_count
    if placed_on < period:
        day, following = placed_on.day, add_months(placed_on, months)
    else:
        day = renewal_day(period, subscription.renewal_day, subscription.last_run, months)
        following = next_renewal(period, months, day)
    if subscription.next_run == period:
        subscription.next_run = following
        subscription.renewal_day = day
    subscription.last_run = placed_on
    if subscription.status == Subscription.Status.PAYMENT_FAILED:
        subscription.status = Subscription.Status.ACTIVE
    subscription.failed_payments = 0
    subscription.retry_payment_on = None
    subscription.save(
        update_fields=[
            "next_run",
            "renewal_day",
            "last_run",
            "status",
            "failed_payments",
            "retry_payment_on",
            *also,
        ]
    )


def renew_due(as_of: date) -> dict[str, int]:
    """Renews every subscription due on `as_of`: active ones whose next_run has come, paused
    ones whose pause ends (they resume first), and declined ones whose retry date has come;
    then reminds those renewing within SUBSCRIPTION_REMINDER_DAYS. Counts per outcome.

    With SUBSCRIPTION_RENEWAL_WORKERS above one, that many processes share the renewals: writing
    an Oscar order is mostly Python, which threads of one process cannot run side by side."""
    counts = dict.fromkeys(OUTCOMES, 0)
    counts[RESUMED] = lifecycle.end_pauses(as_of)
    for share_counts in _in_processes(due_shares(as_of), as_of):
        for outcome, count in share_counts.items():
            counts[outcome] += count
    counts["reminded"] = reminders.send_due(as_of)
    return counts


def due_shares(as_of: date) -> list[list[int]]:
    """The subscriptions due on `as_of`, in shares of RENEWALS_PER_SHARE: what one worker renews
    at a time, so that none idles while another works. Renewals of different subscriptions never
    wait for each other (one period of one subscription is locked, and placed, by one only)."""
    due = Q(status=Subscription.Status.ACTIVE, next_run__lte=as_of) | Q(
        status=Subscription.Status.PAYMENT_FAILED, retry_payment_on__lte=as_of
    )
    ids = list(Subscription.objects.filter(due).order_by("pk").values_list("pk", flat=True))
    return [
        ids[start : start + RENEWALS_PER_SHARE] for start in range(0, len(ids), RENEWALS_PER_SHARE)
    ]


def renew_share(subscription_ids: list[int], as_of: date) -> dict[str, int]:
    """Renews these subscriptions if they are due on `as_of`: counts per outcome. The reference
    rows their orders are written with (countries, partners, payment kinds) are read once."""
    counts = dict.fromkeys(OUTCOMES, 0)
    with reference.kept():
        for subscription_id in subscription_ids:
            outcome = _renew(subscription_id, as_of).outcome
            if outcome in counts:
                counts[outcome] += 1
    return counts


def _in_processes(shares: list[list[int]], as_of: date) -> list[dict[str, int]]:
    workers = min(settings.SUBSCRIPTION_RENEWAL_WORKERS, len(shares))
    if workers <= 1:
        return [renew_share(share, as_of) for share in shares]
    # A forked worker must open its own database connection, never go on with this one's.
    connections.close_all()
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return pool.starmap(renew_share, [(share, as_of) for share in shares])


def renew_now(subscription: Subscription, actor=None):
    """Ships the next renewal today (the customer's "ship now"): charged and ordered at once,
    the schedule continuing from today. The order, or PAYMENT_DECLINED and the like."""
    if subscription.status != Subscription.Status.ACTIVE:
        raise RenewalRefused(NOT_ACTIVE, "SUBSCRIPTION_NOT_ACTIVE")
    return _order_or_error(_renew(subscription.pk, timezone.localdate(), actor=actor, asked=True))


def retry_payment(subscription: Subscription, actor=None):
    """Charges a declined renewal again at once (the customer updated their card, or staff ask):
    the order, or PAYMENT_DECLINED. A success makes the subscription active again."""
    if subscription.status != Subscription.Status.PAYMENT_FAILED:
        raise RenewalRefused(NOT_FAILED, "NO_DECLINED_PAYMENT")
    return _order_or_error(_renew(subscription.pk, timezone.localdate(), actor=actor, asked=True))


def _order_or_error(attempt: Attempt):
    if attempt.error is not None:
        raise attempt.error
    if attempt.outcome == NOT_DUE:  # changed by someone else meanwhile
        raise RenewalRefused(NOT_ACTIVE, "SUBSCRIPTION_NOT_ACTIVE")
    if attempt.outcome != RENEWED:
        raise CheckoutError("This renewal is already being placed.", "ORDER_IN_PROGRESS")
    return attempt.order


def _renew(subscription_id: int, today: date, *, actor=None, asked=False) -> Attempt:
    try:
        reserved = _reserve(subscription_id, today, actor, asked)
    except IntegrityError:
        # Another process recorded this period's placement first (where rows are not locked).
        return Attempt(IN_PROGRESS)
    except CheckoutError as refusal:
        logger.warning("Subscription %s was not renewed: %s", subscription_id, refusal.message)
        outcome = OUT_OF_STOCK if refusal.code == "OUT_OF_STOCK" else FAILED
        return Attempt(outcome, error=refusal)
    except Exception:
        logger.exception(
            "Subscription %s could not be renewed; the next run tries again", subscription_id
        )
        return Attempt(FAILED)
    if isinstance(reserved, Attempt):
        return reserved
    try:
        order = purchase.settle(reserved)
    except CheckoutError as refusal:
        logger.info("Subscription %s was not renewed: %s", subscription_id, refusal.code)
        # A decline recorded by another run (which counted it) leaves this one's IN_PROGRESS.
        outcome = reserved.purchase.outcome if refusal.code == "PAYMENT_DECLINED" else FAILED
        return Attempt(outcome, error=refusal)
    except Exception:
        logger.exception(
            "Renewal of subscription %s is pending; it will be resumed", subscription_id
        )
        return Attempt(FAILED)
    return Attempt(RENEWED, order=order)


@transaction.atomic
def _reserve(subscription_id: int, today: date, actor, asked: bool):
    subscription = _locked(subscription_id)
    renewable = (Subscription.Status.ACTIVE, Subscription.Status.PAYMENT_FAILED)
    if (asked and subscription.status not in renewable) or subscription.next_run is None:
        return Attempt(NOT_DUE)
    if not (asked or _is_due(subscription, today)):
        return Attempt(NOT_DUE)
    period = subscription.next_run
    key = f"renewal:{subscription.pk}:{period.isoformat()}"
    renewal = RenewalPurchase(subscription, today, actor, asked)
    earlier = purchase.live_placement(key)
    if earlier is not None:
        if earlier.status == OrderPlacement.Status.PENDING and purchase.is_stale(earlier):
            logger.warning("Resuming renewal placement %s (%s)", earlier.pk, key)
            return purchase.reserved_again(renewal, earlier)
        return Attempt(IN_PROGRESS)
    card = subscription.card
    if not _usable(card, subscription):
        renewal.declined(None, NO_CARD)
        return Attempt(renewal.outcome, error=CheckoutError(NO_CARD, "PAYMENT_DECLINED"))
    basket, state = _priced_basket(subscription, renewal)
    totals = pricing.basket_totals(basket, subscription.quote.get("currency", "USD"))
    _check_total(basket, renewal, totals.grand_total)
    # The customer's store credit pays what it can of the renewal; the card the rest. Their
    # balance is read with their row locked, so the debit in reserve finds as much.
    credit = min(tenders.store_credit().locked_balance(subscription.customer), totals.grand_total)
    return purchase.reserve(
        renewal,
        basket,
        state,
        purchase.card_to_charge(card),
        key=key,
        total=totals.grand_total,
        credit=credit,
        currency=totals.currency,
        subscription=subscription,
        period=period,
    )


def _priced_basket(subscription: Subscription, renewal: RenewalPurchase):
    """The renewal's basket and checkout, priced as estimates price it (pricing.renewal_totals):
    with the subscription's coupon when it is usable and takes something off."""
    coupon = coupons.claim_for_renewal(subscription)
    basket, state = renewal_basket.build(subscription, coupon=coupon)
    renewal.price(basket)
    if coupons.drop_unapplied(subscription, basket, coupon):
        renewal.price(basket)
    return basket, state


def _is_due(subscription: Subscription, today: date) -> bool:
    if subscription.status == Subscription.Status.ACTIVE:
        return subscription.next_run is not None and subscription.next_run <= today
    if subscription.status == Subscription.Status.PAYMENT_FAILED:
        return subscription.retry_payment_on is not None and subscription.retry_payment_on <= today
    return False


def _usable(card, subscription: Subscription) -> bool:
    return (
        card is not None
        and card.customer_id == subscription.customer_id
        and card.active
        and not has_expired(card.exp_month, card.exp_year)
    )


def _check_total(basket, renewal: RenewalPurchase, amount) -> None:
    """Oscar's order total (shipping included) must be what the renewal charges, or the order
    would not show it."""
    shipping = renewal.shipping_method(basket).calculate(basket)
    oscar_total = OrderTotalCalculator(renewal.request).calculate(basket, shipping).incl_tax
    if to_cents(oscar_total) != amount:
        raise RuntimeError(f"Basket {basket.pk}: order total {oscar_total} != renewal {amount}")


def _locked(subscription_id: int, related=("customer", "card", "coupon")) -> Subscription:
    return (
        Subscription.objects.select_for_update(of=("self",))
        .select_related(*related)
        .get(pk=subscription_id)
    )
