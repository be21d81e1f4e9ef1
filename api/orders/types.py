from decimal import Decimal

import graphene

from commerce.address.snapshot import AddressSnapshot
from commerce.ordering.orders import STORE_CREDIT_SOURCE_CODE
from commerce.returns import services as returns

from ..core.fields import money_field
from ..core.formatting import entity_uid, money
from ..returns.types import OrderReturn, OrderReturnWindow
from .detail_types import (
    OrderAddress,
    OrderItem,
    OrderPaymentMethod,
    OrderShipment,
    order_address,
)
from .formatting import order_date

GIFTCARD_NONE = Decimal("0.00")  # the shop sells no gift cards


class OrderDiscount(graphene.ObjectType):
    """An offer or coupon applied to the order."""

    label = graphene.String(
        required=True, description="Discount (CODE) for a coupon, else the offer's name."
    )
    amount = money_field("What it took off, positive.")


class OrderTotal(graphene.ObjectType):
    """The order's money: grand_total = subtotal - discounts + shipping + taxes - giftcard.
    Store credit is a payment towards the grand total, beside the card: charged_to_card =
    grand_total - store_credit."""

    subtotal = money_field("The items before discounts.")
    discounts = graphene.List(
        graphene.NonNull(OrderDiscount),
        required=True,
        description="One entry per applied offer or coupon.",
    )
    shipping = money_field("The shipping charged.", at="shipping_incl_tax")
    taxes = money_field("Taxes (none are charged).", at="total_tax")
    giftcard = money_field("Gift cards used (none exist).")
    grand_total = money_field(
        "What the order cost: card and store credit together.", at="total_incl_tax"
    )
    store_credit = money_field("The store credit that paid for it, positive; 0 if none.")
    charged_to_card = money_field("What the card was charged: grand_total - store_credit.")
    refunded = money_field(
        "What was given back on the order so far (returns, the money-back guarantee), "
        "to the card and as store credit; 0 if none."
    )

    @staticmethod
    def resolve_subtotal(order, info):
        # Summed from the prefetched lines: Oscar's own property runs a query per order.
        return money(
            order,
            sum(
                (line.line_price_before_discounts_incl_tax for line in order.lines.all()),
                Decimal("0.00"),
            ),
        )

    @staticmethod
    def resolve_discounts(order, info):
        return [
            OrderDiscount(
                label=f"Discount ({discount.voucher_code})"
                if discount.voucher_code
                else discount.offer_name,
                amount=money(order, discount.amount),
            )
            for discount in order.discounts.all()
            if not discount.is_post_order_action
        ]

    @staticmethod
    def resolve_giftcard(order, info):
        return money(order, GIFTCARD_NONE)

    @staticmethod
    def resolve_store_credit(order, info):
        return money(order, _store_credit_of(order))

    @staticmethod
    def resolve_charged_to_card(order, info):
        return money(order, order.total_incl_tax - _store_credit_of(order))

    @staticmethod
    def resolve_refunded(order, info):
        # Summed from the prefetched payment sources: no query of its own.
        return money(
            order,
            sum((source.amount_refunded for source in order.sources.all()), Decimal("0.00")),
        )


def _store_credit_of(order) -> Decimal:
    """Summed from the prefetched payment sources: no query of its own."""
    return sum(
        (
            source.amount_debited
            for source in order.sources.all()
            if source.source_type.code == STORE_CREDIT_SOURCE_CODE
        ),
        Decimal("0.00"),
    )


class OrderTracking(graphene.ObjectType):
    """What the tracking page shows of an order: its status and its parcels."""

    number = graphene.String(required=True, description="The order number.")
    status = graphene.String(required=True, description="Processing, Shipped, Complete, Canceled.")
    order_date = graphene.String(
        required=True, description='When it was placed: "YYYY-MM-DD HH:MM:SS", shop time.'
    )
    shipping_method = graphene.String(description="How it ships; null when not recorded.")
    shipments = graphene.List(
        graphene.NonNull(OrderShipment), required=True, description="Parcels sent, oldest first."
    )

    @staticmethod
    def resolve_order_date(order, info):
        return order_date(order)

    @staticmethod
    def resolve_shipping_method(order, info):
        return order.shipping_method or None

    @staticmethod
    def resolve_shipments(order, info):
        return order.shipments.all()


class CustomerOrder(OrderTracking):
    """An order of the customer's, with everything the order page shows."""

    id = graphene.ID(required=True, description='The order\'s uid: its id, base64 ("MTIz").')
    email = graphene.String(required=True, description="The email the order was placed with.")
    is_concierge = graphene.Boolean(
        required=True, description="Whether staff placed it for the customer (never, so far)."
    )
    concierge_parent_subscription_id = graphene.Int(
        description="The subscription a concierge order belongs to; null for other orders."
    )
    billing_address = graphene.Field(OrderAddress, description="Billing address.")
    shipping_address = graphene.Field(OrderAddress, description="Shipping address.")
    payment_methods = graphene.List(
        graphene.NonNull(OrderPaymentMethod), required=True, description="How it was paid."
    )
    items = graphene.List(graphene.NonNull(OrderItem), required=True, description="The lines.")
    total = graphene.Field(OrderTotal, required=True, description="The order's money.")
    returns = graphene.List(
        graphene.NonNull(OrderReturn),
        required=True,
        description="Returns of the order's items, latest first.",
    )
    return_window = graphene.Field(
        OrderReturnWindow,
        required=True,
        description="Whether a return can be started today, until when, and with which reasons.",
    )

    @staticmethod
    def resolve_id(order, info):
        return entity_uid(order.pk)

    @staticmethod
    def resolve_email(order, info):
        return order.email or ""

    @staticmethod
    def resolve_is_concierge(order, info):
        return False

    @staticmethod
    def resolve_concierge_parent_subscription_id(order, info):
        return None

    @staticmethod
    def resolve_billing_address(order, info):
        return order_address(order.billing_address, AddressSnapshot.from_order_billing(order))

    @staticmethod
    def resolve_shipping_address(order, info):
        return order_address(order.shipping_address)

    @staticmethod
    def resolve_payment_methods(order, info):
        return order.sources.all()

    @staticmethod
    def resolve_items(order, info):
        return order.lines.all()

    @staticmethod
    def resolve_total(order, info):
        return order

    @staticmethod
    def resolve_returns(order, info):
        return order.returns.all()

    @staticmethod
    def resolve_return_window(order, info):
        window = returns.return_window(order)
        return OrderReturnWindow(
            open=window.open,
            closes_on=window.closes_on,
            days=returns.window_days(),
            message=window.message,
        )


class SearchResultPageInfo(graphene.ObjectType):
    """Where a page sits in the whole list."""

    current_page = graphene.Int(required=True, description="This page's number, from 1.")
    page_size = graphene.Int(required=True, description="At most this many items per page.")
    total_pages = graphene.Int(required=True, description="How many pages the list has.")


class CustomerOrders(graphene.ObjectType):
    """One page of the customer's orders."""

    items = graphene.List(
        graphene.NonNull(CustomerOrder), required=True, description="The orders on this page."
    )
    total_count = graphene.Int(required=True, description="How many orders the customer has.")
    page_info = graphene.Field(
        SearchResultPageInfo, required=True, description="Where this page sits."
    )


class CustomerOrderSortableField(graphene.Enum):
    """What orders can be sorted by."""

    NUMBER = "number"
    CREATED_AT = "created_at"

    @property
    def description(self):
        return {
            CustomerOrderSortableField.NUMBER: "The order number.",
            CustomerOrderSortableField.CREATED_AT: "When the order was placed.",
        }.get(self)


class SortEnum(graphene.Enum):
    """A sort direction."""

    ASC = "ASC"
    DESC = "DESC"

    @property
    def description(self):
        return {SortEnum.ASC: "Ascending.", SortEnum.DESC: "Descending."}.get(self)


class CustomerOrderSortInput(graphene.InputObjectType):
    """How to sort the customer's orders."""

    sort_field = graphene.Field(
        CustomerOrderSortableField, required=True, description="What to sort by."
    )
    sort_direction = graphene.Field(SortEnum, required=True, description="Which way.")
