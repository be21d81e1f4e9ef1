"""What a subscription charges: the one pricing rule behind the customer's estimates and the
renewals, so that what a customer is shown is what is charged.

A subscription's quote locks its prices when it starts (and when the customer confirms a
change): a later catalogue price change does not silently raise what a subscriber pays.
"""

from dataclasses import dataclass
from decimal import Decimal

ZERO = Decimal("0.00")


@dataclass(frozen=True)
class QuoteTotals:
    subtotal: Decimal
    discount: Decimal
    grand_total: Decimal
    currency: str


def line_total(price, qty) -> Decimal:
    return (Decimal(price) * int(qty)).quantize(Decimal("0.01"))


def totals_of(lines, *, custom_discount: Decimal | None, currency: str) -> QuoteTotals:
    """The totals of lines given as (price, qty). Subscriptions ship free; a discount staff set
    comes off the items' total, never below zero."""
    subtotal = sum((line_total(price, qty) for price, qty in lines), ZERO)
    discount = min(custom_discount or ZERO, subtotal)
    return QuoteTotals(subtotal, discount, subtotal - discount, currency)


def renewal_totals(subscription) -> QuoteTotals:
    """What the subscription's next renewal charges: its quote's items at their locked prices."""
    quote = subscription.quote
    return totals_of(
        ((item["price"], item["qty"]) for item in quote["items"]),
        custom_discount=subscription.custom_discount,
        currency=quote.get("currency", "USD"),
    )
