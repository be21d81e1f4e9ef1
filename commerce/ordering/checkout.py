"""A cart's checkout steps: who buys, where it ships and who is billed. Each step changes the
visitor's open cart in one transaction (its row locked) and returns the cart re-priced."""

from django.core.exceptions import ValidationError
from django.core.validators import EmailValidator
from django.db import transaction

from commerce.basket import carts

from . import addresses, errors
from .errors import CheckoutError
from .models import CheckoutState

MAX_EMAIL_LENGTH = 254
INVALID_EMAIL = "Enter a valid email address."
CUSTOMER_EMAIL = "You are signed in: your order uses your account's email address."
ONE_SHIPPING_ADDRESS = "Enter one shipping address."
ADDRESS_OR_ID = "Enter an address or choose a saved one, not both."
BILLING_CHOICE = "Enter a billing address, choose a saved one or use the shipping address."


def locked_cart(request, cart_id: str | None):
    """The visitor's open cart, locked for this transaction; CART_NOT_FOUND otherwise (a cart
    whose order is being placed is not open, so its checkout cannot change under the charge)."""
    basket = carts.find_cart_to_change(request, cart_id)
    if basket is None:
        raise errors.cart_not_found()
    return basket


def state_of(basket) -> CheckoutState:
    state, _ = CheckoutState.objects.get_or_create(basket=basket)
    return state


def checkout_of(basket_id: int) -> CheckoutState | None:
    """The checkout state of a cart (its stored card read along), or None before any step."""
    return CheckoutState.objects.select_related("stored_card").filter(basket_id=basket_id).first()


def checkout_of_cart(masked_id: str) -> CheckoutState | None:
    """The same, for the cart with this masked id."""
    return (
        CheckoutState.objects.select_related("stored_card")
        .filter(basket__masked_id=masked_id)
        .first()
    )


def email_of(request, state: CheckoutState | None) -> str:
    """Who the order is for: the signed-in customer's email, else the guest's."""
    if request.user.is_authenticated:
        return request.user.email
    return state.guest_email if state else ""


@transaction.atomic
def set_guest_email(request, email: str, cart_id: str | None = None):
    basket = locked_cart(request, cart_id)
    if request.user.is_authenticated:
        raise CheckoutError(CUSTOMER_EMAIL)
    email = (email or "").strip()
    try:
        if len(email) > MAX_EMAIL_LENGTH:
            raise ValidationError(INVALID_EMAIL)
        EmailValidator()(email)
    except ValidationError as error:
        raise CheckoutError(INVALID_EMAIL) from error
    state = state_of(basket)
    state.guest_email = email
    state.save(update_fields=["guest_email", "updated_at"])
    return carts.changed(request, basket)


@transaction.atomic
def set_shipping_address(request, shipping_addresses: list, cart_id: str | None = None):
    """Sets the one shipping address: typed (checked like the address book's) or one of the
    customer's saved addresses. A billing address chosen as "same as shipping" follows it. A typed
    address with save_in_address_book goes into a signed-in customer's address book with the
    order (ordering.placement)."""
    basket = locked_cart(request, cart_id)
    if len(shipping_addresses or []) != 1:
        raise CheckoutError(ONE_SHIPPING_ADDRESS)
    snapshot = _snapshot(
        request, shipping_addresses[0] or {}, require_telephone=True, missing=ONE_SHIPPING_ADDRESS
    )
    state = state_of(basket)
    state.shipping_address = snapshot
    # Only a typed address can be new to the book; a saved one is in it already.
    state.save_in_address_book = snapshot["customer_address_id"] is None and bool(
        shipping_addresses[0].get("save_in_address_book")
    )
    if state.billing_same_as_shipping:
        state.billing_address = snapshot
    state.save()
    return carts.changed(request, basket)


@transaction.atomic
def set_billing_address(request, billing_address: dict, cart_id: str | None = None):
    basket = locked_cart(request, cart_id)
    billing_address = billing_address or {}
    state = state_of(basket)
    if billing_address.get("same_as_shipping"):
        if billing_address.get("address") or billing_address.get("customer_address_id"):
            raise CheckoutError(BILLING_CHOICE)
        if not state.shipping_address:
            raise errors.missing_shipping_address()
        state.billing_address = state.shipping_address
        state.billing_same_as_shipping = True
    else:
        # A card's billing address needs no telephone, as in the stored cards' form.
        state.billing_address = _snapshot(
            request, billing_address, require_telephone=False, missing=BILLING_CHOICE
        )
        state.billing_same_as_shipping = False
    state.save()
    return carts.changed(request, basket)


def _snapshot(request, given: dict, *, require_telephone: bool, missing: str) -> dict:
    address = given.get("address")
    address_id = given.get("customer_address_id")
    if address and address_id is not None:
        raise CheckoutError(ADDRESS_OR_ID)
    if address_id is not None:
        return addresses.snapshot_of_saved(request.user, address_id)
    if address:
        return addresses.snapshot_of_input(address, require_telephone=require_telephone)
    raise CheckoutError(missing)
