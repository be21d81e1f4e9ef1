import graphene

from ..core.mutation_fields import mutation_field
from .mutations.place_order import PlaceOrder
from .mutations.set_billing_address_on_cart import SetBillingAddressOnCart
from .mutations.set_guest_email_on_cart import SetGuestEmailOnCart
from .mutations.set_payment_method_on_cart import SetPaymentMethodOnCart
from .mutations.set_shipping_address_on_cart import SetShippingAddressOnCart


class CheckoutMutations(graphene.ObjectType):
    set_guest_email_on_cart = mutation_field(
        SetGuestEmailOnCart, "Sets the guest's email on the cart.", required=True
    )
    set_shipping_address_on_cart = mutation_field(
        SetShippingAddressOnCart, "Sets the cart's shipping address.", required=True
    )
    set_billing_address_on_cart = mutation_field(
        SetBillingAddressOnCart, "Sets the cart's billing address.", required=True
    )
    set_payment_method_on_cart = mutation_field(
        SetPaymentMethodOnCart, "Chooses the card the cart pays with.", required=True
    )
    place_order = mutation_field(
        PlaceOrder,
        "Places the cart as one paid order, exactly once per idempotency key.",
        required=True,
    )
