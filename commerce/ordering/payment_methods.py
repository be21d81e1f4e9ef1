"""How a cart pays: one of the signed-in customer's stored cards, or a new card from a gateway
nonce. A customer's new card is stored in their account (it also renews their subscriptions); a
guest's is stored at the gateway for this cart only. Gateway calls run outside transactions."""

from django.db import transaction

from commerce.basket import carts
from commerce.payments import services as cards
from commerce.payments.billing_address import AddressError, clean_billing_address
from commerce.payments.cards import has_expired
from commerce.payments.gateway import (
    CardDeclined,
    CardExpired,
    CardHolder,
    NonceInvalid,
    get_gateway,
)

from . import errors
from .checkout import checkout_of, locked_cart, state_of
from .errors import CheckoutError

CARD_OR_NONCE = "Choose a saved card or enter a new one."


def set_payment_method(
    request,
    code: str,
    *,
    card_hash: str | None = None,
    nonce: str | None = None,
    cart_id: str | None = None,
):
    if code != get_gateway().method:
        raise CheckoutError(cards.method_unavailable(code).message)
    if bool(card_hash) == bool(nonce):
        raise CheckoutError(CARD_OR_NONCE)
    if card_hash:
        return _use_stored_card(request, card_hash, cart_id)
    if request.user.is_authenticated:
        return _add_customer_card(request, nonce, cart_id)
    return _add_guest_card(request, nonce, cart_id)


@transaction.atomic
def _use_stored_card(request, card_hash: str, cart_id):
    basket = locked_cart(request, cart_id)
    card = _usable_card(request.user, card_hash)
    state = state_of(basket)
    state.stored_card, state.guest_card = card, None
    state.save(update_fields=["stored_card", "guest_card", "updated_at"])
    return carts.changed(request, basket)


def _usable_card(user, card_hash: str):
    """One of the customer's active cards; a guest, another customer's card or an unknown hash
    all get the same answer."""
    card = None
    if user.is_authenticated:
        card = user.stored_cards.filter(hash=card_hash, active=True).first()
    if card is None:
        raise CheckoutError(cards.NOT_FOUND, "NOT_FOUND")
    if has_expired(card.exp_month, card.exp_year):
        raise CheckoutError(cards.CARD_EXPIRED)
    return card


def _add_customer_card(request, nonce: str, cart_id):
    billing = _billing_address_for_card(request, cart_id)
    try:
        card = cards.add_card(request.user, nonce=nonce, billing_address=billing)
    except cards.CardError as error:
        raise CheckoutError(error.message, error.code) from error
    return _use_stored_card(request, card.hash, cart_id)


def _add_guest_card(request, nonce: str, cart_id):
    basket = carts.find_cart(request, cart_id)
    if basket is None:
        raise errors.cart_not_found()
    state = checkout_of(basket.pk)
    if state is None or not state.guest_email:
        raise errors.missing_email()
    address = _clean(_billing_snapshot(state))
    gateway = get_gateway()
    try:
        stored = gateway.store_card(
            holder=CardHolder(reference=f"guest-cart-{basket.masked_id}", email=state.guest_email),
            nonce=nonce,
            billing_address=address,
        )
    except NonceInvalid as error:
        raise CheckoutError(cards.NONCE_EXPIRED) from error
    except CardDeclined as error:
        raise errors.payment_declined(cards.DECLINED) from error
    except CardExpired as error:
        raise CheckoutError(cards.CARD_EXPIRED) from error
    card = {
        "profile_id": stored.profile_id,
        "payment_id": stored.payment_id,
        "brand": stored.brand,
        "last4": stored.last4,
        "exp_month": stored.exp_month,
        "exp_year": stored.exp_year,
    }
    try:
        with transaction.atomic():
            basket = locked_cart(request, cart_id)
            state = state_of(basket)
            replaced = state.guest_card
            state.stored_card, state.guest_card = None, card
            state.save(update_fields=["stored_card", "guest_card", "updated_at"])
            changed = carts.changed(request, basket)
    except BaseException:
        # The cart went away (or its order is being placed): the card is of no use to anyone.
        gateway.delete_card(profile_id=stored.profile_id, payment_id=stored.payment_id)
        raise
    if replaced:
        gateway.delete_card(profile_id=replaced["profile_id"], payment_id=replaced["payment_id"])
    return changed


def _billing_address_for_card(request, cart_id) -> dict:
    basket = carts.find_cart(request, cart_id)
    if basket is None:
        raise errors.cart_not_found()
    return _billing_snapshot(checkout_of(basket.pk))


def _billing_snapshot(state) -> dict:
    """The cart's billing address, or its shipping address before a billing one is set."""
    address = state and (state.billing_address or state.shipping_address)
    if not address:
        raise errors.missing_billing_address()
    return address


def _clean(snapshot: dict) -> dict:
    try:
        return clean_billing_address(snapshot)
    except AddressError as error:
        raise CheckoutError(str(error)) from error
