import graphene

from .mutations.place_order import PlaceOrder
from .mutations.set_billing_address_on_cart import SetBillingAddressOnCart
from .mutations.set_guest_email_on_cart import SetGuestEmailOnCart
from .mutations.set_payment_method_on_cart import SetPaymentMethodOnCart
from .mutations.set_shipping_address_on_cart import SetShippingAddressesOnCart


class CheckoutMutations(graphene.ObjectType):
    set_guest_email_on_cart = SetGuestEmailOnCart.Field(
        name="setGuestEmailOnCart",
        required=True,
        description="Sets the guest's email on the cart.",
    )
    set_shipping_address_on_cart = SetShippingAddressesOnCart.Field(
        name="setShippingAddressOnCart",
        required=True,
        description="Sets the cart's shipping address.",
    )
    set_billing_address_on_cart = SetBillingAddressOnCart.Field(
        name="setBillingAddressOnCart",
        required=True,
        description="Sets the cart's billing address.",
    )
    set_payment_method_on_cart = SetPaymentMethodOnCart.Field(
        name="setPaymentMethodOnCart",
        required=True,
        description="Chooses the card the cart pays with.",
    )
    place_order = PlaceOrder.Field(
        name="placeOrder",
        required=True,
        description="Places the cart as one paid order, exactly once per idempotency key.",
    )
