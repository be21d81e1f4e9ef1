"""Stored cards: adding one from a gateway nonce, editing, removing, listing and charging.

The gateway is called outside database transactions (it is a remote system); what it stored is
removed again when the shop cannot keep its side.
"""

import logging
from decimal import Decimal

from django.apps import apps
from django.conf import settings
from django.db import transaction
from django.db.models import Prefetch
from django.utils import timezone

from commerce.core.errors import DomainError

from .billing_address import AddressError, clean_billing_address
from .cards import brand_name, card_summary, has_expired
from .gateway import (
    CardDeclined,
    CardExpired,
    CardHolder,
    ChargeResult,
    NonceInvalid,
    PaymentProfileNotFound,
    get_gateway,
)
from .models import StoredCard

logger = logging.getLogger(__name__)

LIST_LIMIT = 50
LABEL_LIMIT = 100
NONCE_EXPIRED = "The card details have expired. Please enter them again."
DECLINED = "Your card was declined. Please use a different card."
CARD_EXPIRED = "The card has expired."
INVALID_EXPIRY = "Enter a valid expiry date."
NOT_FOUND = "We could not find that card."


class CardError(DomainError):
    """A refused card request; `message` is shown to the customer, `code` tells clients why."""


def method_unavailable(method: str) -> CardError:
    return CardError(f'The payment method "{method}" is not available.')


def check_method(method: str) -> None:
    if method != get_gateway().method:
        raise method_unavailable(method)


def cards_of(customer, card_hash: str | None = None) -> list[StoredCard]:
    """The customer's cards, newest first (at most 50); with a hash, that card or nothing.

    Each card says whether it is the default (`is_default`: the newest card that can pay today,
    the one checkout chooses unless the customer picks another) and which subscriptions renew on
    it (`renewing_subscriptions`: not canceled), in two queries however many cards."""
    Subscription = apps.get_model("subscriptions", "Subscription")
    renewing = (
        Subscription.objects.exclude(status=Subscription.Status.CANCELED)
        .only("pk", "card_id", "number", "name")
        .order_by("number")
    )
    cards = list(
        customer.stored_cards.prefetch_related(
            Prefetch("subscriptions", queryset=renewing, to_attr="renewing_subscriptions")
        )[:LIST_LIMIT]
    )
    default = next(
        (card for card in cards if card.active and not has_expired(card.exp_month, card.exp_year)),
        None,
    )
    for card in cards:
        card.is_default = card is default
    if card_hash is not None:
        cards = [card for card in cards if card.hash == card_hash]
    return cards


def card_of(customer, card_hash: str) -> StoredCard:
    """One of the customer's cards; another customer's card is as missing as an unknown one."""
    # No hash holds a NUL, which PostgreSQL cannot compare: as missing as an unknown one.
    card = None if "\x00" in card_hash else customer.stored_cards.filter(hash=card_hash).first()
    if card is None:
        raise CardError(NOT_FOUND, code="NOT_FOUND")
    return card


def add_card(
    customer,
    *,
    nonce: str,
    billing_address: dict,
    label: str | None = None,
    active: bool = True,
    method: str = "authnetcim",
) -> StoredCard:
    """Stores the card behind a gateway nonce (the gateway verifies it) for the customer."""
    check_method(method)
    address = _clean_address(billing_address)
    _check_room_for_another(customer)
    gateway = get_gateway()
    try:
        stored = gateway.store_card(
            holder=CardHolder(reference=str(customer.pk), email=customer.email),
            nonce=nonce,
            billing_address=address,
        )
    except NonceInvalid as error:
        raise CardError(NONCE_EXPIRED) from error
    except CardDeclined as error:
        raise CardError(DECLINED, code="PAYMENT_DECLINED") from error
    except CardExpired as error:
        raise CardError(CARD_EXPIRED) from error
    try:
        if has_expired(stored.exp_month, stored.exp_year):
            raise CardError(CARD_EXPIRED)
        with transaction.atomic():
            _check_room_for_another(customer, lock=True)
            return StoredCard.objects.create(
                customer=customer,
                label=_label(label) or _default_label(stored.brand, stored.last4),
                method=method,
                profile_id=stored.profile_id,
                payment_id=stored.payment_id,
                **card_summary(stored),
                billing_address=address,
                active=active,
            )
    except BaseException:
        gateway.delete_card(profile_id=stored.profile_id, payment_id=stored.payment_id)
        raise


def update_card(
    customer,
    card_hash: str,
    *,
    label: str | None = None,
    active: bool | None = None,
    billing_address: dict | None = None,
    exp_month: int | None = None,
    exp_year: int | None = None,
) -> StoredCard:
    """Changes what was given: the label (empty restores the default), whether the card is
    active, its billing address and its expiry (which may not lie in the past)."""
    card = card_of(customer, card_hash)
    address = _clean_address(billing_address) if billing_address is not None else None
    month = card.exp_month if exp_month is None else exp_month
    year = card.exp_year if exp_year is None else exp_year
    if not (1 <= month <= 12 and 2000 <= year <= timezone.localdate().year + 20):
        raise CardError(INVALID_EXPIRY)
    if has_expired(month, year):
        raise CardError(CARD_EXPIRED)
    if (month, year) != (card.exp_month, card.exp_year) or (
        address is not None and address != card.billing_address
    ):
        try:
            get_gateway().update_card(
                profile_id=card.profile_id,
                payment_id=card.payment_id,
                exp_month=month,
                exp_year=year,
                billing_address=address if address is not None else card.billing_address,
            )
        except PaymentProfileNotFound as error:
            raise CardError(NOT_FOUND, code="NOT_FOUND") from error
        card.exp_month, card.exp_year = month, year
        if address is not None:
            card.billing_address = address
    if label is not None:
        card.label = _label(label) or _default_label(card.brand, card.last4)
    if active is not None:
        card.active = active
    card.save()
    return card


def delete_card(customer, card_hash: str) -> None:
    card = card_of(customer, card_hash)
    get_gateway().delete_card(profile_id=card.profile_id, payment_id=card.payment_id)
    card.delete()


def charge_card(
    card: StoredCard, *, amount: Decimal, currency: str, idempotency_key: str
) -> ChargeResult:
    """Charges a stored card exactly once per idempotency key (checkout and renewals).

    A decline comes back as a result (`approved` false, a message for the customer); the same
    key, even from a concurrent or repeated job, returns the first charge instead of a second.
    """
    result = get_gateway().charge(
        profile_id=card.profile_id,
        payment_id=card.payment_id,
        amount=amount,
        currency=currency,
        idempotency_key=idempotency_key,
    )
    logger.info(
        "Charge %s of card %s: %s %s %s",
        result.transaction_id,
        card.hash,
        result.amount,
        result.currency,
        "approved" if result.approved else f"declined ({result.decline_code})",
    )
    return result


def _clean_address(data: dict) -> dict:
    try:
        return clean_billing_address(data)
    except AddressError as error:
        raise CardError(str(error)) from error


def _check_room_for_another(customer, *, lock: bool = False) -> None:
    if lock:
        # Serialises adding cards per customer, so two requests cannot both take the last place.
        type(customer).objects.select_for_update().filter(pk=customer.pk).first()
    limit = settings.STORED_CARDS_PER_CUSTOMER
    if customer.stored_cards.count() >= limit:
        raise CardError(f"You can store up to {limit} cards. Remove one to add another.")


def _label(label: str | None) -> str:
    label = (label or "").strip()
    if len(label) > LABEL_LIMIT:
        raise CardError(f"Use at most {LABEL_LIMIT} characters for the card's name.")
    return label


def _default_label(brand: str, last4: str) -> str:
    return f"{brand_name(brand)} ending {last4}"
