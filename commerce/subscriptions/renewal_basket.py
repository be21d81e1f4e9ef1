"""A renewal's basket: the subscription's quote as Oscar basket lines at the quote's locked
prices, with the quote's addresses and the subscription's card as its checkout, so the order
Oscar writes from it shows what the subscriber pays.

The basket has no owner (the order it becomes is the customer's): no cart lookup, neither a
customer's open cart nor a guest's masked id, can ever find it and check it out as a cart.
"""

from decimal import Decimal

from oscar.apps.partner import prices
from oscar.apps.partner.strategy import PurchaseInfo
from oscar.core.loading import get_class, get_model

from commerce.address.snapshot import AddressSnapshot
from commerce.ordering.models import CheckoutState

from . import pricing

Basket = get_model("basket", "Basket")
Line = get_model("basket", "Line")
StockRecord = get_model("partner", "StockRecord")
Selector = get_class("partner.strategy", "Selector")

RENEWAL_SOURCE = "renewal"


class RenewalNotPossible(Exception):
    """The quote names a product the shop no longer stocks: staff must change the plan."""


class LockedPrices:
    """Prices each line at the quote's locked price, copied onto the line when the basket was
    built, whatever the catalogue charges now; stock is the shop's strategy's."""

    def __init__(self, strategy):
        self._strategy = strategy

    def __getattr__(self, name):
        return getattr(self._strategy, name)

    def fetch_for_line(self, line, stockrecord=None):
        info = self._strategy.fetch_for_product(line.product, stockrecord or line.stockrecord)
        price = prices.FixedPrice(
            currency=line.price_currency, excl_tax=line.price_excl_tax, tax=Decimal("0.00")
        )
        return PurchaseInfo(
            price=price, availability=info.availability, stockrecord=info.stockrecord
        )


def build(subscription):
    """A new basket of the subscription's quote and its checkout: (basket, state)."""
    quote = subscription.quote
    items = quote["items"]
    records = _stock_records([item["product_id"] for item in items])
    missing = [item["sku"] for item in items if item["product_id"] not in records]
    if missing or not items:
        raise RenewalNotPossible(
            f"Subscription {subscription.number} renews {missing or 'nothing'}, which the shop "
            "does not stock"
        )
    currency = quote.get("currency", "USD")
    basket = Basket.objects.create(owner=None)
    Line.objects.bulk_create(
        Line(
            basket=basket,
            line_reference=f"renewal-{position}",
            product_id=item["product_id"],
            stockrecord=records[item["product_id"]],
            quantity=int(item["qty"]),
            price_currency=currency,
            price_excl_tax=Decimal(item["price"]),
            price_incl_tax=Decimal(item["price"]),
            purchase_source=RENEWAL_SOURCE,
        )
        for position, item in enumerate(items, start=1)
    )
    shipping = _cart_address(quote["shipping_address"])
    billing = _cart_address(quote.get("billing_address")) or shipping
    state = CheckoutState.objects.create(
        basket=basket,
        shipping_address=shipping,
        billing_address=billing,
        stored_card=subscription.card,
    )
    return basket, state


def price(basket, subscription, request) -> None:
    """Gives the basket its locked prices and the discount staff set on the subscription (spread
    over the lines, first to last), as pricing.renewal_totals charges them. No offer or coupon
    applies to a renewal."""
    basket.strategy = LockedPrices(Selector().strategy(request=request, user=request.user))
    basket.reset_offer_applications()
    lines = list(basket.all_lines())
    totals = pricing.totals_of(
        ((line.price_incl_tax, line.quantity) for line in lines),
        custom_discount=subscription.custom_discount,
        currency=basket.currency,
    )
    left = totals.discount
    for line in lines:
        share = min(left, line.line_price_incl_tax)
        if share > 0:
            line.discount(share, line.quantity, incl_tax=True)
            left -= share


def _stock_records(product_ids) -> dict:
    """Each product's first stock record (the one the shop sells it from), in one query."""
    records = {}
    for record in StockRecord.objects.filter(product_id__in=set(product_ids)).order_by("pk"):
        records.setdefault(record.product_id, record)
    return records


def _cart_address(address: dict | None) -> dict | None:
    if not address:
        return None
    return AddressSnapshot.from_quote(address).as_cart_address(customer_address_id=None)
