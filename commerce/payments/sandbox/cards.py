"""Checking card details posted to the sandbox, reduced to what the gateway may keep.

Every function that sees a card number is marked with @sensitive_variables, so that Django's
error reports show stars instead of the number if anything fails inside them.
"""

import re
from dataclasses import dataclass
from datetime import date

from django.utils import timezone
from django.utils.crypto import salted_hmac
from django.views.decorators.debug import sensitive_variables

from ..cards import has_expired
from .models import Outcome

INVALID_NUMBER = "Enter a valid card number."
INVALID_EXPIRY = "Enter a valid expiry date."
EXPIRED = "The card has expired."
INVALID_CODE = "Enter a valid security code."

# The sandbox's documented test cards; any other valid number approves.
OUTCOMES_BY_NUMBER = {
    "4000000000000002": Outcome.DECLINE,
    "4000000000009995": Outcome.INSUFFICIENT_FUNDS,
}
# (brand code, number prefixes as inclusive ranges of a given length, allowed lengths)
BRANDS = (
    ("AE", ((34, 34), (37, 37)), {15}),
    ("DN", ((300, 305), (36, 36), (38, 39)), set(range(14, 20))),
    ("JCB", ((3528, 3589),), set(range(16, 20))),
    ("DI", ((6011, 6011), (644, 649), (65, 65), (622126, 622925)), set(range(16, 20))),
    ("MC", ((51, 55), (2221, 2720)), {16}),
    ("VI", ((4, 4),), {13, 16, 19}),
)
YEARS_AHEAD = 20
FINGERPRINT_SALT = "commerce.payments.sandbox.card-fingerprint"
FINGERPRINT_LENGTH = 32


class CardRejected(Exception):
    """Card details the sandbox refuses to tokenise; `code` and `message` go to the browser."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class CardDetails:
    """What is left of posted card details once checked: nothing that could charge the card."""

    brand: str
    last4: str
    exp_month: int
    exp_year: int
    outcome: str
    fingerprint: str  # the same for every copy of one card number, and reveals nothing of it


@sensitive_variables()
def check_card(
    *, card_number, exp_month, exp_year, card_code, today: date | None = None
) -> CardDetails:
    """The card's summary, or CardRejected with the first problem found."""
    digits = _card_digits(card_number)
    brand = _brand(digits)
    if brand is None or not _passes_luhn(digits):
        raise CardRejected("invalid_card_number", INVALID_NUMBER)
    month, year = _expiry(exp_month, exp_year, today or timezone.localdate())
    if not isinstance(card_code, str | int) or not re.fullmatch(r"\d{3,4}", str(card_code)):
        raise CardRejected("invalid_security_code", INVALID_CODE)
    return CardDetails(
        brand=brand,
        last4=digits[-4:],
        exp_month=month,
        exp_year=year,
        outcome=OUTCOMES_BY_NUMBER.get(digits, Outcome.APPROVE),
        fingerprint=card_fingerprint(digits),
    )


@sensitive_variables()
def card_fingerprint(digits: str) -> str:
    """What a hosted gateway calls the card's fingerprint: a keyed hash of the number alone
    (not the expiry or the holder), so one card stored by two accounts, or twice, is recognised
    as one, while the number cannot be read back from it."""
    return salted_hmac(FINGERPRINT_SALT, digits, algorithm="sha256").hexdigest()[
        :FINGERPRINT_LENGTH
    ]


@sensitive_variables()
def _card_digits(card_number) -> str:
    if not isinstance(card_number, str):
        raise CardRejected("invalid_card_number", INVALID_NUMBER)
    digits = re.sub(r"[\s-]", "", card_number)
    if not re.fullmatch(r"\d{12,19}", digits):
        raise CardRejected("invalid_card_number", INVALID_NUMBER)
    return digits


@sensitive_variables()
def _brand(digits: str) -> str | None:
    for code, prefixes, lengths in BRANDS:
        if len(digits) in lengths and any(
            low <= int(digits[: len(str(low))]) <= high for low, high in prefixes
        ):
            return code
    return None


@sensitive_variables()
def _passes_luhn(digits: str) -> bool:
    total = 0
    for position, digit in enumerate(reversed(digits)):
        value = int(digit)
        if position % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def _expiry(exp_month, exp_year, today: date) -> tuple[int, int]:
    month, year = _whole_number(exp_month), _whole_number(exp_year)
    if year is not None and year < 100:
        year += 2000
    if month is None or year is None or not 1 <= month <= 12:
        raise CardRejected("invalid_expiry", INVALID_EXPIRY)
    if has_expired(month, year, today):
        raise CardRejected("card_expired", EXPIRED)
    if year > today.year + YEARS_AHEAD:
        raise CardRejected("invalid_expiry", INVALID_EXPIRY)
    return month, year


def _whole_number(value) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and re.fullmatch(r"\d{1,4}", value.strip()):
        return int(value)
    return None
