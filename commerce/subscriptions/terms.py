"""The auto-renewal terms in the words the shop sells plans with ("renews every 90 days at
$224"), for the emails that restate them; the storefront words them the same way."""

from decimal import Decimal

from .next_charge import next_charge

DAYS_PER_MONTH = 30  # the shop advertises 1, 3 and 6 months as every 30, 90 and 180 days


def dollars(amount: Decimal) -> str:
    """$224 for a whole amount, $79.20 otherwise."""
    return f"${amount:,.0f}" if amount == amount.to_integral_value() else f"${amount:,.2f}"


def renews_every(subscription) -> str:
    days = subscription.frequency_count * DAYS_PER_MONTH
    return f"renews every {days} days at {dollars(next_charge(subscription).totals.grand_total)}"
