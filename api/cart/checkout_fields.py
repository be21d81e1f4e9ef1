"""The checkout's part of the Cart type (email, addresses, payment), in Magento's shapes. Read
from the cart's CheckoutState snapshots, once per cart per request; the checkout's mutations set
them (api.checkout)."""

import graphene

from commerce.loyalty import store_credit
from commerce.ordering import credit
from commerce.ordering.checkout import checkout_of_cart, email_of
from commerce.ordering.models import CheckoutState
from commerce.ordering.orders import CARD_TITLE
from commerce.payments.gateway import get_gateway

from ..addresses.types import CustomerAddressRegion
from ..core.fields import money_field
from ..core.types import Money


# Resolved from the snapshot (a dict): graphene's default resolver reads a field by its key.
class CartAddress(graphene.ObjectType):
    """An address set on the cart: typed in, or copied from a saved one."""

    firstname = graphene.String(required=True, description="First name.")
    lastname = graphene.String(required=True, description="Last name.")
    company = graphene.String(required=True, description='Company; "" when none.')
    street = graphene.List(
        graphene.NonNull(graphene.String), required=True, description="Street lines (1 to 3)."
    )
    city = graphene.String(required=True, description="City.")
    region = graphene.Field(CustomerAddressRegion, description="State or province; null if none.")
    postcode = graphene.String(required=True, description="ZIP or postal code.")
    country_code = graphene.String(required=True, description="The country's ISO code, e.g. US.")
    telephone = graphene.String(required=True, description='Phone number; "" when none.')
    customer_address_id = graphene.Int(
        description="The saved address it was copied from; null for a typed one."
    )

    @staticmethod
    def resolve_region(snapshot, info):
        region = snapshot.get("region")
        return CustomerAddressRegion(**region) if region else None

    @staticmethod
    def resolve_company(snapshot, info):
        return snapshot.get("company") or ""

    @staticmethod
    def resolve_telephone(snapshot, info):
        return snapshot.get("telephone") or ""


class CartPaymentCard(graphene.ObjectType):
    """The card the cart pays with, as far as the gateway lets the shop see it."""

    hash = graphene.String(description="The stored card's hash; null for a guest's card.")
    cc_type = graphene.String(required=True, description="Card type code: VI, MC, AE, DI...")
    cc_last4 = graphene.String(required=True, description="The card number's last four digits.")
    cc_exp_month = graphene.Int(required=True, description="Expiry month, 1 to 12.")
    cc_exp_year = graphene.Int(required=True, description="Expiry year, e.g. 2030.")


class SelectedPaymentMethod(graphene.ObjectType):
    """How the cart pays."""

    code = graphene.String(required=True, description='The payment method, "authnetcim".')
    title = graphene.String(required=True, description="The method's name to show.")
    card = graphene.Field(CartPaymentCard, required=True, description="The card.")


def checkout_state(info, cart) -> CheckoutState | None:
    """The cart's checkout state, read once however many of its fields the query asks for.

    Cached per cart object: a mutation's output is a new cart object, so it is read fresh."""
    if not cart.id:
        return None
    cache = info.context.__dict__.setdefault("_checkout_states", {})
    entry = cache.get(id(cart))
    if entry is None or entry[0] is not cart:
        entry = (cart, checkout_of_cart(cart.id))
        cache[id(cart)] = entry
    return entry[1]


def resolve_email(cart, info):
    return email_of(info.context, checkout_state(info, cart)) or None


def resolve_requires_account(cart, info):
    return cart.has_subscription and not info.context.user.is_authenticated


def resolve_shipping_addresses(cart, info):
    state = checkout_state(info, cart)
    return [state.shipping_address] if state and state.shipping_address else []


def resolve_billing_address(cart, info):
    state = checkout_state(info, cart)
    return state.billing_address if state and state.billing_address else None


def resolve_selected_payment_method(cart, info):
    state = checkout_state(info, cart)
    if state is None:
        return None
    if state.stored_card is not None:
        card = state.stored_card
        shown = CartPaymentCard(
            hash=card.hash,
            cc_type=card.brand,
            cc_last4=card.last4,
            cc_exp_month=card.exp_month,
            cc_exp_year=card.exp_year,
        )
    elif state.guest_card:
        card = state.guest_card
        shown = CartPaymentCard(
            hash=None,
            cc_type=card["brand"],
            cc_last4=card["last4"],
            cc_exp_month=card["exp_month"],
            cc_exp_year=card["exp_year"],
        )
    else:
        return None
    method = state.stored_card.method if state.stored_card else get_gateway().method
    return SelectedPaymentMethod(code=method, title=CARD_TITLE, card=shown)


class AppliedStoreCredit(graphene.ObjectType):
    """A signed-in customer's store credit on the cart (Magento's shape): their balance, and what
    of it pays for this cart."""

    enabled = graphene.Boolean(
        required=True, description="Whether the customer chose to pay with their store credit."
    )
    current_balance = money_field("The customer's store credit balance now.")
    applied_balance = money_field(
        "The credit that pays for this cart, up to the amount due; 0 when not used."
    )


def applied_credit(info, cart):
    """The store credit the cart applies (0 for a guest, or when not chosen)."""
    if not info.context.user.is_authenticated:
        return credit.ZERO
    return credit.applied(checkout_state(info, cart), cart.grand_total)


def resolve_applied_store_credit(cart, info):
    """Only a signed-in customer has store credit; a guest's cart has none to show (null)."""
    user = info.context.user
    if not user.is_authenticated:
        return None
    cache = info.context.__dict__.setdefault("_store_credit_balances", {})
    if user.pk not in cache:
        cache[user.pk] = store_credit.balance(user)
    applied = applied_credit(info, cart)
    return AppliedStoreCredit(
        enabled=bool(applied),
        current_balance=Money(value=cache[user.pk], currency=store_credit.currency()),
        applied_balance=Money(value=applied, currency=cart.currency),
    )
