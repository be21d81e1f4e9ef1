"""The checkout's part of the Cart type (email, addresses, payment) and its inputs, in Magento's
shapes. Read from the cart's CheckoutState snapshots, once per cart per request."""

import graphene

from commerce.ordering.checkout import checkout_of_cart, email_of
from commerce.ordering.models import CheckoutState
from commerce.ordering.orders import CARD_TITLE
from commerce.payments.gateway import get_gateway

from ..addresses.types import CustomerAddressInput, CustomerAddressRegion


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
    def resolve_firstname(snapshot, info):
        return snapshot["firstname"]

    @staticmethod
    def resolve_lastname(snapshot, info):
        return snapshot["lastname"]

    @staticmethod
    def resolve_company(snapshot, info):
        return snapshot.get("company") or ""

    @staticmethod
    def resolve_street(snapshot, info):
        return snapshot["street"]

    @staticmethod
    def resolve_city(snapshot, info):
        return snapshot["city"]

    @staticmethod
    def resolve_postcode(snapshot, info):
        return snapshot["postcode"]

    @staticmethod
    def resolve_country_code(snapshot, info):
        return snapshot["country_code"]

    @staticmethod
    def resolve_telephone(snapshot, info):
        return snapshot.get("telephone") or ""

    @staticmethod
    def resolve_customer_address_id(snapshot, info):
        return snapshot.get("customer_address_id")


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


class ShippingAddressInput(graphene.InputObjectType):
    """A shipping address: typed in, or one of the signed-in customer's saved addresses."""

    address = graphene.InputField(CustomerAddressInput, description="A typed address.")
    customer_address_id = graphene.Int(description="The id of a saved address.")


class BillingAddressInput(graphene.InputObjectType):
    """A billing address: typed, saved, or the cart's shipping address."""

    address = graphene.InputField(CustomerAddressInput, description="A typed address.")
    customer_address_id = graphene.Int(description="The id of a saved address.")
    same_as_shipping = graphene.Boolean(
        description="Bill to the shipping address (and follow it when it changes)."
    )


class TokenBaseDataInput(graphene.InputObjectType):
    """A new card."""

    nonce = graphene.String(
        required=True, description="The card's single-use nonce from the gateway's tokenise URL."
    )


class PaymentMethodInput(graphene.InputObjectType):
    """How to pay: a saved card by hash, or a new card by nonce."""

    code = graphene.String(required=True, description='The payment method, "authnetcim".')
    tokenbase_card_id = graphene.String(description="A saved card's hash.")
    tokenbase_data = graphene.InputField(TokenBaseDataInput, description="A new card.")


class SetGuestEmailOnCartInput(graphene.InputObjectType):
    """The guest's email."""

    cart_id = graphene.String(description="The cart's id; the visitor's own cart when left out.")
    email = graphene.String(required=True, description="Where the confirmation is sent.")


class SetShippingAddressesOnCartInput(graphene.InputObjectType):
    """Where the order ships."""

    cart_id = graphene.String(description="The cart's id; the visitor's own cart when left out.")
    shipping_addresses = graphene.List(
        graphene.NonNull(ShippingAddressInput), required=True, description="Exactly one address."
    )


class SetBillingAddressOnCartInput(graphene.InputObjectType):
    """Who is billed."""

    cart_id = graphene.String(description="The cart's id; the visitor's own cart when left out.")
    billing_address = graphene.InputField(
        BillingAddressInput, required=True, description="The billing address."
    )


class SetPaymentMethodOnCartInput(graphene.InputObjectType):
    """How the cart pays."""

    cart_id = graphene.String(description="The cart's id; the visitor's own cart when left out.")
    payment_method = graphene.InputField(
        PaymentMethodInput, required=True, description="The card to pay with."
    )


class PlaceOrderInput(graphene.InputObjectType):
    """The cart to place."""

    cart_id = graphene.String(description="The cart's id; the visitor's own cart when left out.")
    idempotency_key = graphene.String(
        required=True,
        description="A key the client makes once per order attempt (a UUID): sending it again "
        "returns the same order instead of placing another.",
    )


class PlacedOrder(graphene.ObjectType):
    """The order just placed."""

    order_number = graphene.String(required=True, description="The order's number.")
    confirmation_token = graphene.String(
        required=True, description="Opens the order's confirmation page (order_confirmation)."
    )


class PlaceOrderOutput(graphene.ObjectType):
    """The placed order."""

    order = graphene.Field(PlacedOrder, required=True, description="The order.")
