"""The payment gateway interface: cards are stored and charged at the gateway, never here.

The shop only ever holds the gateway's ids for a card and what the gateway lets a merchant see
(brand, last four, expiry). `PAYMENT_GATEWAY` names the implementation; the default is the sandbox
(commerce.payments.sandbox), which behaves like a hosted gateway without leaving the machine.
"""

from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from typing import Protocol

from django.conf import settings
from django.utils.module_loading import import_string


class GatewayError(Exception):
    """The gateway refused a request; `str(error)` is safe to show to the customer."""


class NonceInvalid(GatewayError):
    """The nonce is unknown, already used or older than its lifetime."""


class CardDeclined(GatewayError):
    """The card issuer declined verifying the card."""


class CardExpired(GatewayError):
    """The card's expiry date has passed."""


class PaymentProfileNotFound(GatewayError):
    """The gateway holds no such stored card (deleted there, or never stored)."""


class IdempotencyKeyReused(GatewayError):
    """The idempotency key was already used for a different card, amount or currency."""


@dataclass(frozen=True)
class CardHolder:
    """Who a stored card belongs to, as the gateway's customer profile knows them."""

    reference: str  # the shop's customer id
    email: str


@dataclass(frozen=True)
class StoredPaymentProfile:
    """A card as the gateway stored it: its ids and the details a merchant may see."""

    profile_id: str
    payment_id: str
    brand: str  # Magento's card type code: VI, MC, AE, DI, JCB, DN
    last4: str
    exp_month: int
    exp_year: int
    # The gateway's fingerprint of the card number: the same for one card however many times
    # or by whom it is stored; never the number itself. Empty where a gateway gives none.
    fingerprint: str = ""


@dataclass(frozen=True)
class ChargeResult:
    """The outcome of one charge; a decline is an answer, not an error."""

    approved: bool
    transaction_id: str
    amount: Decimal
    currency: str
    decline_code: str = ""  # "card_declined" or "insufficient_funds" when declined
    message: str = ""  # shown to the customer when declined


@dataclass(frozen=True)
class RefundResult:
    """A charge given back, in full or in part: voided before settlement, or refunded after it."""

    transaction_id: str  # the refund's own transaction
    charge_transaction_id: str
    amount: Decimal
    currency: str


class PaymentGateway(Protocol):
    method: str  # the payment method code the storefront knows, e.g. "authnetcim"
    sandbox: bool
    tokenize_url: str  # where the browser posts the card details to get a nonce

    def store_card(
        self, *, holder: CardHolder, nonce: str, billing_address: dict
    ) -> StoredPaymentProfile:
        """Verifies the card behind a single-use nonce and stores it for later charges."""

    def update_card(
        self,
        *,
        profile_id: str,
        payment_id: str,
        exp_month: int,
        exp_year: int,
        billing_address: dict,
    ) -> None:
        """Replaces a stored card's expiry and billing address."""

    def delete_card(self, *, profile_id: str, payment_id: str) -> None:
        """Removes a stored card; removing one the gateway no longer holds is not an error."""

    def charge(
        self,
        *,
        profile_id: str,
        payment_id: str,
        amount: Decimal,
        currency: str,
        idempotency_key: str,
    ) -> ChargeResult:
        """Charges a stored card exactly `amount`; a repeated key returns the first result."""

    def refund(
        self, *, transaction_id: str, idempotency_key: str, amount: Decimal | None = None
    ) -> RefundResult:
        """Gives an approved charge back (a void before it settles, a refund after): `amount` of
        it (a partial refund, e.g. the lines of a return), or by default all that is left of it.
        A repeated key returns the first refund. Raises GatewayError when the charge is unknown,
        nothing is left of it, or `amount` exceeds what is left."""


@cache
def _gateway_class(dotted_path: str):
    return import_string(dotted_path)


def get_gateway() -> PaymentGateway:
    """The configured gateway (settings.PAYMENT_GATEWAY)."""
    return _gateway_class(settings.PAYMENT_GATEWAY)()


CENT = Decimal("0.01")


def check_charge_request(amount: Decimal, currency: str, idempotency_key: str) -> None:
    """Programming errors every gateway refuses before talking to anyone: no floats, no fractions
    of a cent, no charge without an idempotency key."""
    check_amount(amount)
    if not (isinstance(currency, str) and len(currency) == 3 and currency.isalpha()):
        raise ValueError(f"Give the currency as an ISO 4217 code, not {currency!r}.")
    if not (isinstance(idempotency_key, str) and 0 < len(idempotency_key) <= 255):
        raise ValueError("Every charge needs an idempotency key of at most 255 characters.")


def check_amount(amount: Decimal) -> None:
    """A charge or refund is a positive Decimal in whole cents (a programming error otherwise)."""
    if (
        not isinstance(amount, Decimal)
        or not amount.is_finite()
        or amount <= 0
        or amount != amount.quantize(CENT)
    ):
        raise ValueError(f"Charge a positive Decimal amount in whole cents, not {amount!r}.")
