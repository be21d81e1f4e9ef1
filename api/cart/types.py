import graphene
from django.conf import settings

from ..catalogue.types import Plan
from ..core.fields import money_field
from ..core.limits import bound_list
from ..core.types import Money
from . import checkout_fields as checkout


def money(cart, amount) -> Money:
    return Money(value=amount, currency=cart.currency)


class CartUserInputError(graphene.ObjectType):
    """Why an add was refused (Magento's shape); the cart was left unchanged."""

    code = graphene.String(
        required=True,
        description="PRODUCT_NOT_FOUND, NOT_SALABLE, INVALID_QUANTITY, INVALID_PARAMETER_VALUE "
        "or REQUIRED_PARAMETER_MISSING.",
    )
    message = graphene.String(required=True, description="A message to show the shopper.")


class AppliedCoupon(graphene.ObjectType):
    """A coupon code applied to the cart."""

    code = graphene.String(required=True, description="The code, as the shop stores it.")
    applies = graphene.Boolean(
        required=True,
        description="Whether the code takes something off the cart as it is now; a code stays "
        "on the cart while it waits for what it needs (e.g. a subscription plan).",
    )
    description = graphene.String(
        required=True, description="What the code gives, as the shop's offer says it; may be empty."
    )
    needs = graphene.String(
        required=True,
        description="While the code takes nothing off: what the cart still needs; else empty.",
    )
    sign_in_needed = graphene.Boolean(
        required=True,
        description="A once-per-customer code on a guest's cart: it waits for the shopper to sign "
        "in or create an account, and is then applied (or refused if that account used it).",
    )


class CartDiscount(graphene.ObjectType):
    """One applied offer or coupon and what it takes off."""

    label = graphene.String(required=True, description="E.g. Discount (GROW10).")
    amount = money_field("The amount taken off, positive.")


class CartPrices(graphene.ObjectType):
    """The cart's money: grand_total = subtotal - total_discount + shipping + taxes."""

    subtotal_including_tax = money_field("The lines' total before discounts.", at="subtotal")
    discounts = graphene.List(
        graphene.NonNull(CartDiscount),
        required=True,
        description="One entry per applied offer or coupon.",
    )
    total_discount = money_field(
        "Everything the discounts take off, positive.", at="total_discount"
    )
    shipping = money_field("The shipping charge.", at="shipping")
    taxes = money_field("Taxes (none are charged).", at="taxes")
    grand_total = money_field(
        "What the order costs, and what the shopper pays: by card, less any store "
        "credit applied (amount_due).",
        at="grand_total",
    )
    store_credit = money_field(
        "The customer's store credit applied to this cart, positive; 0 when none."
    )
    amount_due = money_field("What the card is charged: grand_total less the store credit applied.")

    @staticmethod
    def resolve_discounts(cart, info):
        return [
            CartDiscount(label=discount.label, amount=money(cart, discount.amount))
            for discount in cart.discounts
        ]

    @staticmethod
    def resolve_store_credit(cart, info):
        return money(cart, checkout.applied_credit(info, cart))

    @staticmethod
    def resolve_amount_due(cart, info):
        return money(cart, cart.grand_total - checkout.applied_credit(info, cart))


class CartShipping(graphene.ObjectType):
    """How the cart ships: free with any subscription plan, else at the standard rate."""

    label = graphene.String(
        required=True, description="Free Shipping or Standard Shipping.", source="shipping_label"
    )
    is_free = graphene.Boolean(required=True, description="Whether shipping costs nothing.")
    amount = money_field("The shipping charge.", at="shipping")

    @staticmethod
    def resolve_is_free(cart, info):
        return not cart.shipping


class CartItemPrices(graphene.ObjectType):
    """A line's money."""

    price = money_field("Price of one unit.")
    row_total = money_field("Price times quantity, before discounts.")
    total_item_discount = money_field("What discounts take off this line, positive.")


class CartItem(graphene.ObjectType):
    """A line of the cart: a plan and how many."""

    uid = graphene.ID(required=True, description="The line's id, for updating or removing it.")
    quantity = graphene.Int(required=True, description="How many, from 1 to 10.")
    product = graphene.Field(Plan, required=True, description="The plan bought.", source="plan")
    purchase_source = graphene.String(description="Where it was added from, e.g. pdp.")
    prices = graphene.Field(CartItemPrices, required=True, description="The line's money.")

    @staticmethod
    def resolve_purchase_source(line, info):
        return line.purchase_source or None

    @staticmethod
    def resolve_prices(line, info):
        currency = line.plan.currency
        return CartItemPrices(
            price=Money(value=line.price, currency=currency),
            row_total=Money(value=line.row_total, currency=currency),
            total_item_discount=Money(value=line.discount, currency=currency),
        )


class Cart(graphene.ObjectType):
    """The visitor's cart; an empty cart that does not exist yet has the id ""."""

    id = graphene.String(required=True, description='The cart\'s masked id; "" when none exists.')
    total_quantity = graphene.Int(required=True, description="The number of items in the cart.")
    items = graphene.List(
        graphene.NonNull(CartItem),
        required=True,
        description="The lines, in the order added.",
        source="lines",
    )
    applied_coupons = graphene.List(
        graphene.NonNull(AppliedCoupon), required=True, description="The applied coupon codes."
    )
    prices = graphene.Field(CartPrices, required=True, description="The cart's money.")
    shipping = graphene.Field(CartShipping, required=True, description="How the cart ships.")
    has_subscription = graphene.Boolean(
        required=True, description="Whether any line is a subscription plan."
    )
    email = graphene.String(
        description="The guest's email set on the cart; the customer's when signed in.",
        resolver=checkout.resolve_email,
    )
    requires_account = graphene.Boolean(
        required=True,
        description="True when the cart holds a subscription and the visitor is not signed in.",
        resolver=checkout.resolve_requires_account,
    )
    shipping_addresses = graphene.List(
        graphene.NonNull(checkout.CartAddress),
        required=True,
        description="Where the order ships: empty until set, then one address.",
        resolver=checkout.resolve_shipping_addresses,
    )
    billing_address = graphene.Field(
        checkout.CartAddress,
        description="Who is billed; null until set.",
        resolver=checkout.resolve_billing_address,
    )
    applied_store_credit = graphene.Field(
        checkout.AppliedStoreCredit,
        description="The signed-in customer's store credit and what of it the cart uses; null "
        "for a guest.",
        resolver=checkout.resolve_applied_store_credit,
    )
    selected_payment_method = graphene.Field(
        checkout.SelectedPaymentMethod,
        description="The card the cart pays with; null until chosen.",
        resolver=checkout.resolve_selected_payment_method,
    )

    @staticmethod
    def resolve_applied_coupons(cart, info):
        return [
            AppliedCoupon(
                code=coupon.code,
                applies=coupon.applies,
                description=coupon.description,
                needs=coupon.needs,
                sign_in_needed=coupon.sign_in_needed,
            )
            for coupon in cart.coupons
        ]

    @staticmethod
    def resolve_prices(cart, info):
        return cart

    @staticmethod
    def resolve_shipping(cart, info):
        return cart


class CartOutput(graphene.ObjectType):
    """The cart after the change."""

    cart = graphene.Field(Cart, required=True, description="The cart after the change.")


class AddProductsToCartOutput(graphene.ObjectType):
    """The cart after an add; with any user error nothing was added."""

    cart = graphene.Field(Cart, required=True, description="The cart, changed or as it was.")
    user_errors = graphene.List(
        graphene.NonNull(CartUserInputError),
        required=True,
        description="Why the items were refused; empty when all were added.",
    )


class CartItemInput(graphene.InputObjectType):
    """A plan to add and how many."""

    sku = graphene.String(required=True, description="The plan's SKU.")
    quantity = graphene.Float(required=True, description="How many: a whole number, 1 to 10.")
    purchase_source = graphene.String(description="Where it is added from, e.g. pdp.")


class CartItemUpdateInput(graphene.InputObjectType):
    """A new quantity for a line."""

    cart_item_uid = graphene.ID(required=True, description="The line's uid.")
    quantity = graphene.Float(
        required=True, description="The new quantity, 0 to 10; 0 removes the line."
    )


class UpdateCartItemsInput(graphene.InputObjectType):
    """Quantities to change."""

    cart_id = graphene.String(description="The cart's id; the visitor's own cart when left out.")
    cart_items = graphene.List(
        graphene.NonNull(CartItemUpdateInput), required=True, description="The changes."
    )


class RemoveItemFromCartInput(graphene.InputObjectType):
    """A line to remove."""

    cart_id = graphene.String(description="The cart's id; the visitor's own cart when left out.")
    cart_item_uid = graphene.ID(required=True, description="The line's uid.")


class ApplyCouponToCartInput(graphene.InputObjectType):
    """A coupon code to apply."""

    cart_id = graphene.String(description="The cart's id; the visitor's own cart when left out.")
    coupon_code = graphene.String(required=True, description="The code, in any case.")


class RemoveCouponFromCartInput(graphene.InputObjectType):
    """The cart whose coupon to remove."""

    cart_id = graphene.String(description="The cart's id; the visitor's own cart when left out.")


class StoreCreditCartInput(graphene.InputObjectType):
    """The cart whose store credit to use or stop using."""

    cart_id = graphene.String(description="The cart's id; the customer's own cart when left out.")


bound_list("Cart.items", settings.CART_MAX_LINES)
