"""Prices derived from the catalogue: what a plan would cost bought once, and how much it saves."""

from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def old_price(one_time_price: Decimal | None, billing_interval: int) -> Decimal | None:
    """The one-time price for the months of supply one charge of the plan buys; None for a
    one-time plan or when the product has no one-time plan to compare with."""
    if billing_interval <= 0 or one_time_price is None:
        return None
    return one_time_price * billing_interval


def savings_percent(price: Decimal, old: Decimal | None) -> int:
    """Whole percent saved against the old price (0 when there is none)."""
    if not old:
        return 0
    percent = (old - price) / old * 100
    return int(percent.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def price_per_month(price: Decimal, billing_interval: int) -> Decimal:
    """What one month of supply costs on the plan, to the cent."""
    return (price / max(billing_interval, 1)).quantize(CENT, rounding=ROUND_HALF_UP)
