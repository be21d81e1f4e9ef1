"""A subscription's quote: a copy of what the customer bought, where it ships and how it is paid,
taken from the order so later renewals (and later edits) do not depend on the order's rows.

Money is kept as decimal strings: JSON has no decimal type and floats would round.
"""

from decimal import Decimal

from commerce.address import regions as address_regions
from commerce.address.models import Region
from commerce.address.snapshot import AddressSnapshot

from .pricing import line_total

CALIFORNIA = ("US", "CA")


def quote_for(order, lines, card, regions: dict) -> dict:
    items = [_item(line) for line in lines]
    subtotal = sum((Decimal(item["row_total"]) for item in items), Decimal("0.00"))
    return {
        "customer_email": order.email,
        "currency": order.currency,
        "items": items,
        "subtotal": str(subtotal),
        # Subscriptions ship free, so a renewal costs its lines (less its own discounts, which
        # pricing.renewal_totals takes off).
        "grand_total": str(subtotal),
        "shipping_address": _address(order.shipping_address, regions),
        "billing_address": _billing_address(order, regions),
        "payment": payment_of(card),
    }


def regions_of(order) -> dict[tuple[str, str], Region]:
    """The regions the order's addresses name (by name or code, in any case), in one query:
    order addresses keep the region only as text."""
    return address_regions.regions_of((order.shipping_address, order.billing_address))


def ships_to_california(order, regions: dict) -> bool:
    region = address_regions.region_of(order.shipping_address, regions)
    return region is not None and (region.country_id, region.code) == CALIFORNIA


def _item(line) -> dict:
    # At the undiscounted price: a discount on the order (a first-order coupon) was that order's
    # alone, and the order line's own totals have it taken off.
    return {
        "item_id": line.pk,
        "sku": line.upc,
        "name": line.title,
        "description": None,
        "product_id": line.product_id,
        "qty": line.quantity,
        "price": str(line.unit_price_incl_tax),
        "row_total": str(line_total(line.unit_price_incl_tax, line.quantity)),
    }


def _billing_address(order, regions: dict) -> dict | None:
    if order.billing_address is None:
        return None
    region = address_regions.region_of(order.billing_address, regions)
    return AddressSnapshot.from_order_billing(order, region).as_quote_address()


def _address(address, regions: dict) -> dict | None:
    if address is None:
        return None
    region = address_regions.region_of(address, regions)
    return AddressSnapshot.from_oscar(address, region).as_quote_address()


def payment_of(card) -> dict | None:
    if card is None:
        return None
    return {
        "tokenbase_id": card.hash,
        "method": card.method,
        "cc_type": card.brand,
        "cc_last_4": card.last4,
        "cc_exp_month": card.exp_month,
        "cc_exp_year": card.exp_year,
    }
