"""What a subscription charges: the one pricing rule behind the customer's estimates, the changes
they confirm and the renewals, so that what a customer is shown is what is charged.

A subscription's quote locks its prices when it starts (and when the customer confirms a
change): a later catalogue price change does not silently raise what a subscriber pays. A
product new to the subscription (another interval's plan, an added booster) costs the
catalogue's current price of that plan, which confirming the change then locks in.
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from commerce.basket.coupons import invalid as invalid_coupon
from commerce.plans.services import Plan, plans_for_skus

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

    @property
    def row_total(self) -> Decimal:
        return line_total(self.price, self.qty)


@dataclass(frozen=True)
class Estimate:
    lines: tuple[PricedLine, ...]
    totals: QuoteTotals
    frequency_count: int


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
    coupon_code: str | None = None,
    plans: Mapping[str, Plan] | None = None,
) -> Estimate:
    """What the subscription would charge each time for these lines. A SKU already in its
    quote keeps the quote's price; any other is priced from `plans` (the catalogue's plans by
    SKU), read from the catalogue when not given."""
    if coupon_code and coupon_code.strip():
        # Vouchers are Oscar basket offers; a renewal has no basket to apply them to yet.
        raise invalid_coupon(coupon_code.strip())
    lines = list(lines)
    locked = {item["sku"]: item for item in subscription.quote["items"]}
    plans = dict(plans or {})
    unpriced = [line.sku for line in lines if line.sku not in locked and line.sku not in plans]
    if unpriced:
        plans.update((plan.sku, plan) for plan in plans_for_skus(unpriced))
    priced = tuple(_priced(line, locked, plans) for line in lines)
    quote = subscription.quote
    totals = totals_of(
        ((line.price, line.qty) for line in priced),
        custom_discount=subscription.custom_discount,
        currency=quote.get("currency", "USD"),
    )
    return Estimate(priced, totals, frequency_count or subscription.frequency_count)


def renewal_totals(subscription) -> QuoteTotals:
    """What the subscription's next renewal charges: its quote's items at their locked prices."""
    return estimate(subscription, current_lines(subscription)).totals


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
