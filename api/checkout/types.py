"""The inputs and outputs of the checkout's mutations, in Magento's shapes."""

import graphene

from ..addresses.types import CustomerAddressInput


class ShippingAddressInput(graphene.InputObjectType):
    """A shipping address: typed in, or one of the signed-in customer's saved addresses."""

    address = graphene.InputField(CustomerAddressInput, description="A typed address.")
    customer_address_id = graphene.Int(description="The id of a saved address.")
    save_in_address_book = graphene.Boolean(
        default_value=False,
        description="Save the typed address in the signed-in customer's address book when the "
        "order is placed (with the order; an address the book already holds is not added again).",
    )


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
    subscription_terms_accepted = graphene.Boolean(
        default_value=False,
        description="The shopper ticked their consent to the auto-renewal terms shown next to "
        "Place Order; a cart with a subscription plan is refused without it.",
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
