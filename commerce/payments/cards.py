"""Card facts both sides of the gateway agree on: brand names and expiry dates."""

import calendar
from datetime import date

from django.utils import timezone

BRAND_NAMES = {
    "VI": "Visa",
    "MC": "Mastercard",
    "AE": "American Express",
    "DI": "Discover",
    "JCB": "JCB",
    "DN": "Diners Club",
}


# What every record of a card keeps of it, from the sandbox's nonce to the customer's stored card:
# never the number, only its brand, last four, expiry and fingerprint.
CARD_SUMMARY_FIELDS = ("brand", "last4", "exp_month", "exp_year", "fingerprint")


def card_summary(card) -> dict:
    return {field: getattr(card, field) for field in CARD_SUMMARY_FIELDS}


def brand_name(code: str) -> str:
    return BRAND_NAMES.get(code, "Card")


def last_day_of_expiry(exp_month: int, exp_year: int) -> date:
    """A card works until the end of its expiry month."""
    return date(exp_year, exp_month, calendar.monthrange(exp_year, exp_month)[1])


def has_expired(exp_month: int, exp_year: int, today: date | None = None) -> bool:
    today = today or timezone.localdate()
    return (exp_year, exp_month) < (today.year, today.month)
