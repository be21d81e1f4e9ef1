"""The parts of an order the API shows: its items, addresses, payment and shipments."""

import graphene

from commerce.address.snapshot import AddressSnapshot
from commerce.ordering.orders import CARD_SOURCE, CARD_TITLE
from commerce.orders.history import line_sku
from commerce.returns.services import returnable_quantity

from ..core.fields import money_field
from ..core.formatting import entity_uid, money
from ..reviews.types import OrderItemReview, order_item_review
from .formatting import CARD_METHOD_CODE, card_details


class ShipmentTracking(graphene.ObjectType):
    """A shipment's tracking number with its carrier."""

    carrier = graphene.String(
        required=True, description="The carrier: ups, usps, fedex, dhl, other."
    )
    number = graphene.String(required=True, description="The carrier's tracking number.")
    title = graphene.String(required=True, description='How it ships, e.g. "UPS Ground".')
    url = graphene.String(description="The carrier's tracking page; null for an unknown carrier.")


class OrderShipment(graphene.ObjectType):
    """A parcel sent for the order."""

    id = graphene.ID(required=True, description="The shipment's uid (its id, base64-encoded).")
    number = graphene.String(required=True, description='The shipment number, e.g. "100042-1".')
    tracking = graphene.List(
        graphene.NonNull(ShipmentTracking), required=True, description="Its tracking numbers."
    )

    @staticmethod
    def resolve_id(shipment, info):
        return entity_uid(shipment.pk)

    @staticmethod
    def resolve_tracking(shipment, info):
        return [
            ShipmentTracking(
                carrier=shipment.carrier,
                number=shipment.tracking_number,
                title=shipment.title,
                url=shipment.tracking_url,
            )
        ]


def order_address(address, snapshot: AddressSnapshot | None = None) -> dict | None:
    """An order's address (history found the region its text names: `region_pk`) as
    OrderAddress reads it; `snapshot` when the address says more than its Oscar row (the
    billing address's telephone: AddressSnapshot.from_order_billing)."""
    if address is None:
        return None
    # The order's state is shown as written ("NY" stays "NY"); only a quote takes the name.
    return (snapshot or AddressSnapshot.from_oscar(address)).as_order_address(
        prefix=address.title, region_id=address.region_pk
    )


class OrderAddress(graphene.ObjectType):
    """An address as it was on the order (a copy: later changes to the address book do not
    touch it)."""

    # Resolved from order_address: the mapping from Oscar's fields is AddressSnapshot's.

    city = graphene.String(required=True, description="City.")
    company = graphene.String(description="Company; null when none.")
    country_code = graphene.String(required=True, description="ISO 3166-1 alpha-2 code.")
    firstname = graphene.String(required=True, description="First name.")
    lastname = graphene.String(required=True, description="Last name.")
    middlename = graphene.String(description="Middle name; always null (not collected).")
    postcode = graphene.String(required=True, description="ZIP or postal code.")
    prefix = graphene.String(description="Title, e.g. Ms; null when none.")
    region = graphene.String(description="The state or region's name; null when none.")
    region_id = graphene.Int(description="The region's id; null when it is not a known one.")
    street = graphene.List(
        graphene.NonNull(graphene.String), required=True, description="Street lines."
    )
    telephone = graphene.String(description="Telephone; null when none.")


class KeyValue(graphene.ObjectType):
    """A named value."""

    name = graphene.String(required=True, description="The name, e.g. cc_last4.")
    value = graphene.String(required=True, description="The value, e.g. 4242.")


class OrderPaymentMethod(graphene.ObjectType):
    """How the order was paid."""

    name = graphene.String(required=True, description='The method\'s name, e.g. "Credit Card".')
    type = graphene.String(required=True, description="The method's code: authnetcim for cards.")
    additional_data = graphene.List(
        graphene.NonNull(KeyValue),
        required=True,
        description="For cards: cc_type (e.g. VI) and cc_last4.",
    )

    @staticmethod
    def resolve_name(source, info):
        if source.source_type.name == CARD_SOURCE:
            return CARD_TITLE
        return source.source_type.name

    @staticmethod
    def resolve_type(source, info):
        if source.source_type.name == CARD_SOURCE:
            return CARD_METHOD_CODE
        return source.source_type.code

    @staticmethod
    def resolve_additional_data(source, info):
        return [KeyValue(name=name, value=value) for name, value in card_details(source).items()]


class OrderItem(graphene.ObjectType):
    """A line of the order, with the plan it was bought as (when it is still sold)."""

    id = graphene.ID(required=True, description="The line's uid (its id, base64-encoded).")
    image = graphene.String(description="The product's image URL; null when the product is gone.")
    label1 = graphene.String(description="The product's badge text; null when none.")
    is_core = graphene.Boolean(required=True, description="Whether it is a core formula.")
    product_name = graphene.String(
        required=True, description="The name it was sold under.", source="title"
    )
    product_category = graphene.String(description="The product's category; null when gone.")
    core_category = graphene.String(description="The product's core category; null when gone.")
    status = graphene.String(required=True, description="Processing, Shipped, Complete, Canceled.")
    product_sku = graphene.String(required=True, description="The SKU it was sold under.")
    product_url_key = graphene.String(description="The product page's path; null when none.")
    quantity_ordered = graphene.Float(required=True, description="How many were ordered.")
    product_sale_price = money_field("The price of one, as charged (before discounts).")
    billing_interval = graphene.Int(
        required=True, description="Months between bills: 0 bought once (or unknown)."
    )
    applied_sale_rules = graphene.String(
        description="The offers that discounted this line, comma-separated; null when none."
    )
    quantity_returnable = graphene.Int(
        required=True,
        description="How many of it a return may still send back today: 0 before it ships, "
        "once the returns window has closed, or when all are in returns.",
    )
    review = graphene.Field(
        OrderItemReview,
        description="Reviewing the product: null until the order ships, or when it is no "
        "longer sold.",
    )

    @staticmethod
    def resolve_id(line, info):
        return entity_uid(line.pk)

    @staticmethod
    def resolve_image(line, info):
        return line.plan.image if line.plan else None

    @staticmethod
    def resolve_label1(line, info):
        return (line.plan.label1 or None) if line.plan else None

    @staticmethod
    def resolve_is_core(line, info):
        return bool(line.plan and line.plan.is_core)

    @staticmethod
    def resolve_product_category(line, info):
        return (line.plan.product_category or None) if line.plan else None

    @staticmethod
    def resolve_core_category(line, info):
        return (line.plan.core_category or None) if line.plan else None

    @staticmethod
    def resolve_product_sku(line, info):
        return line_sku(line)

    @staticmethod
    def resolve_product_url_key(line, info):
        return line.plan.url_key if line.plan else None

    @staticmethod
    def resolve_quantity_ordered(line, info):
        return float(line.quantity)

    @staticmethod
    def resolve_product_sale_price(line, info):
        price = line.unit_price_incl_tax
        if price is None:  # Oscar leaves it unset on lines placed without a unit price
            price = line.line_price_before_discounts_incl_tax / line.quantity
        return money(line.order, price)

    @staticmethod
    def resolve_billing_interval(line, info):
        return line.plan.billing_interval if line.plan else 0

    @staticmethod
    def resolve_applied_sale_rules(line, info):
        if line.line_price_incl_tax >= line.line_price_before_discounts_incl_tax:
            return None
        # Oscar records offers per order, not per line: a discounted line names the order's
        # offers on its items (shipping offers do not discount items).
        names = [
            discount.offer_name or discount.voucher_code
            for discount in line.order.discounts.all()
            if discount.is_basket_discount
        ]
        return ", ".join(name for name in names if name) or None

    @staticmethod
    def resolve_quantity_returnable(line, info):
        return returnable_quantity(line.order, line)

    @staticmethod
    def resolve_review(line, info):
        return order_item_review(line, info)
