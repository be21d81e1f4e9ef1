"""What a subscription charges: the one pricing rule behind the customer's estimates, the changes
they confirm and the renewals, so that what a customer is shown is what is charged.

A subscription's quote locks its prices when it starts (and when the customer confirms a
change): a later catalogue price change does not silently raise what a subscriber pays. A
product new to the subscription (another interval's plan, an added booster) costs the
catalogue's current price of that plan, which confirming the change then locks in.

A coupon on the subscription (an Oscar voucher) comes off through Oscar's offer engine on the
renewal's own basket (renewal_basket): an estimate builds that basket in a savepoint, prices it
as the renewal does and rolls it back.
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal

from django.db import transaction

from commerce.basket.coupons import invalid as invalid_coupon
from commerce.basket.coupons import refusal as coupon_refusal
from commerce.basket.totals import to_cents
from commerce.plans.services import Plan, plans_for_skus

from . import renewal_basket, rewards
from .rules import InvalidProducts

ZERO = Decimal("0.00")


@dataclass(frozen=True)
class QuoteTotals:
    subtotal: Decimal
    discount: Decimal
    grand_total: Decimal
    currency: str


@dataclass(frozen=True)
class Line:
    """A product a subscription would ship: a plan's SKU and how many."""

    sku: str
    qty: int


@dataclass(frozen=True)
class PricedLine:
    sku: str
    name: str
    product_id: int
    qty: int
    price: Decimal
    # The quote's item this line keeps its price from; None for a product new to it.
    item_id: int | None
    # The accepted campaign offer a reward line ships (once, with the next renewal); else None.
    offer_id: int | None = None

    @property
    def row_total(self) -> Decimal:
        return line_total(self.price, self.qty)


@dataclass(frozen=True)
class Estimate:
    lines: tuple[PricedLine, ...]
    totals: QuoteTotals
    frequency_count: int
    # The coupon whose discount the totals include; None when none does.
    coupon_code: str | None = None
    # The rewards the next renewal ships once (subscriptions.rewards), in the totals too.
    rewards: tuple[PricedLine, ...] = ()


def line_total(price, qty) -> Decimal:
    return (Decimal(price) * int(qty)).quantize(Decimal("0.01"))


def totals_of(lines, *, custom_discount: Decimal | None, currency: str) -> QuoteTotals:
    """The totals of lines given as (price, qty). Subscriptions ship free; a discount staff set
    comes off the items' total, never below zero."""
    subtotal = sum((line_total(price, qty) for price, qty in lines), ZERO)
    discount = min(custom_discount or ZERO, subtotal)
    return QuoteTotals(subtotal, discount, subtotal - discount, currency)


def current_lines(subscription) -> list[Line]:
    return [Line(item["sku"], int(item["qty"])) for item in subscription.quote["items"]]


def estimate(
    subscription,
    lines: Iterable[Line],
    *,
    frequency_count: int | None = None,
    plans: Mapping[str, Plan] | None = None,
    coupon=None,
    with_rewards: bool = False,
) -> Estimate:
    """What the subscription would charge each time for these lines. A SKU already in its
    quote keeps the quote's price; any other is priced from `plans` (the catalogue's plans by
    SKU), read from the catalogue when not given. A discount staff set comes off. With
    `with_rewards`, what the next renewal charges: the rewards it ships once are in it too.

    With a coupon (an Oscar voucher), what its offers take off comes off too, exactly as the
    renewal applies it; a coupon that would take nothing off is refused with the storefront's
    message, and the reason when its offer's condition gives one."""
    lines = list(lines)
    locked = {item["sku"]: item for item in subscription.quote["items"]}
    plans = dict(plans or {})
    unpriced = [line.sku for line in lines if line.sku not in locked and line.sku not in plans]
    if unpriced:
        plans.update((plan.sku, plan) for plan in plans_for_skus(unpriced))
    priced = tuple(_priced(line, locked, plans) for line in lines)
    extras = reward_lines(subscription) if with_rewards else ()
    quote = subscription.quote
    totals = totals_of(
        ((line.price, line.qty) for line in (*priced, *extras)),
        custom_discount=subscription.custom_discount,
        currency=quote.get("currency", "USD"),
    )
    plain = Estimate(
        priced, totals, frequency_count or subscription.frequency_count, rewards=extras
    )
    if coupon is None:
        return plain
    discounted, refusal = _with_coupon(subscription, plain, coupon)
    if discounted is None:
        raise invalid_coupon(coupon.code, refusal)
    return discounted


def renewal_estimate(subscription, lines: Iterable[Line], **options) -> Estimate:
    """The estimate as the next renewal will charge it: with the rewards it ships once, and with
    the subscription's coupon while it is usable and takes something off these lines, else
    without (the renewal then drops it)."""
    plain = estimate(subscription, lines, with_rewards=True, **options)
    coupon = attached_coupon(subscription)
    if coupon is None:
        return plain
    discounted, _ = _with_coupon(subscription, plain, coupon)
    return discounted or plain


def renewal_totals(subscription) -> QuoteTotals:
    """What the subscription's next renewal charges: its quote's items at their locked prices
    and the rewards it ships once, less the discount staff set and what its coupon takes off."""
    return renewal_estimate(subscription, current_lines(subscription)).totals


def attached_coupon(subscription):
    """The subscription's coupon while it has renewals left to discount and its customer may
    still use it (active, not used up)."""
    coupon = subscription.coupon if subscription.coupon_id else None
    if coupon is None or subscription.coupon_renewals_left <= 0 or not coupon.is_active():
        return None
    available, _ = coupon.is_available_to_user(user=subscription.customer)
    return coupon if available else None


def basket_totals(basket, currency: str) -> QuoteTotals:
    """The totals of a renewal basket priced by renewal_basket.price: what the renewal charges."""
    subtotal = to_cents(basket.total_incl_tax_excl_discounts)
    grand_total = to_cents(basket.total_incl_tax)
    return QuoteTotals(subtotal, subtotal - grand_total, grand_total, currency)


def _with_coupon(subscription, plain: Estimate, coupon) -> tuple[Estimate | None, str]:
    """The estimate with what the coupon takes off, priced on the renewal's own basket; or None
    and why, when it takes nothing off."""
    items = [
        {"sku": line.sku, "product_id": line.product_id, "qty": line.qty, "price": line.price}
        for line in plain.lines
    ]
    extras = [
        {
            "offer_id": line.offer_id,
            "sku": line.sku,
            "product_id": line.product_id,
            "price": line.price,
        }
        for line in plain.rewards
    ]
    with transaction.atomic():
        try:
            basket = renewal_basket.basket_of(subscription, items, coupon=coupon, rewards=extras)
            renewal_basket.price(basket, subscription, renewal_basket.request_for(subscription))
            if not renewal_basket.coupon_discount(basket, coupon):
                return None, coupon_refusal(coupon, basket, coupon.code)
            totals = basket_totals(basket, plain.totals.currency)
            return replace(plain, totals=totals, coupon_code=coupon.code), ""
        except renewal_basket.RenewalNotPossible:
            return None, ""
        finally:
            # Nothing written for an estimate outlives it: the renewal builds its own basket.
            transaction.set_rollback(True)


def reward_lines(subscription) -> tuple[PricedLine, ...]:
    """The rewards the next renewal ships once, one of each at its reward price."""
    return tuple(
        PricedLine(
            reward["sku"],
            reward["name"],
            reward["product_id"],
            1,
            Decimal(reward["price"]),
            None,
            offer_id=reward["offer_id"],
        )
        for reward in rewards.lines(subscription)
    )


def _priced(line: Line, locked: dict, plans: dict) -> PricedLine:
    item = locked.get(line.sku)
    if item is not None:
        return PricedLine(
            line.sku,
            item["name"],
            item["product_id"],
            line.qty,
            Decimal(item["price"]),
            item["item_id"],
        )
    plan = plans.get(line.sku)
    if plan is None or not plan.is_subscription:
        raise InvalidProducts(f'The product with SKU "{line.sku}" could not be found.')
    return PricedLine(line.sku, plan.name, plan.id, line.qty, plan.price, None)
