"""A renewal's basket: the subscription's quote as Oscar basket lines at the quote's locked
prices, its coupon's offers applied by Oscar's offer engine, with the quote's addresses and the
subscription's card as its checkout, so the order Oscar writes from it shows what the subscriber
pays and records the coupon's use.

The basket has no owner (the order it becomes is the customer's): no cart lookup, neither a
customer's open cart nor a guest's masked id, can ever find it and check it out as a cart.
Estimates build the same basket in a savepoint they roll back (pricing), so that what a
customer is shown is what the renewal charges.
"""

from decimal import Decimal

from django.conf import settings
from django.http import HttpRequest
from oscar.apps.partner import prices
from oscar.apps.partner.strategy import PurchaseInfo
from oscar.core.loading import get_class, get_model

from commerce.address.snapshot import AddressSnapshot
from commerce.basket.carts import load_coupon_offers
from commerce.basket.models import RENEWAL_SOURCE
from commerce.ordering.models import CheckoutState

from . import rewards as subscription_rewards

Applicator = get_class("offer.applicator", "Applicator")
OfferApplications = get_class("offer.results", "OfferApplications")
Basket = get_model("basket", "Basket")
Line = get_model("basket", "Line")
StockRecord = get_model("partner", "StockRecord")
Selector = get_class("partner.strategy", "Selector")

ZERO = Decimal("0.00")


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


class RenewalApplicator(Applicator):
    """Oscar's offer applicator, counting an offer's per-customer limit (max_user_applications)
    against the subscription's customer: a renewal's basket has no owner to count it against."""

    def __init__(self, customer):
        self.customer = customer

    def apply_offers(self, basket, offers):
        applications = OfferApplications()
        for offer in offers:
            applied = 0
            while applied < offer.get_max_applications(self.customer):
                result = offer.apply_benefit(basket)
                applied += 1
                if not result.is_successful:
                    break
                applications.add(offer, result)
                if result.is_final:
                    break
        basket.offer_applications = applications


def request_for(subscription) -> HttpRequest:
    """The request a renewal is priced and ordered under: the subscription's customer's."""
    request = HttpRequest()
    request.user = subscription.customer
    return request


def build(subscription, *, coupon=None):
    """A new basket of the subscription's quote, with the rewards its next renewal ships once,
    and its checkout: (basket, state)."""
    basket = basket_of(
        subscription,
        subscription.quote["items"],
        coupon=coupon,
        rewards=subscription_rewards.lines(subscription),
    )
    quote = subscription.quote
    shipping = _cart_address(quote["shipping_address"])
    billing = _cart_address(quote.get("billing_address")) or shipping
    state = CheckoutState.objects.create(
        basket=basket,
        shipping_address=shipping,
        billing_address=billing,
        stored_card=subscription.card,
    )
    return basket, state


def basket_of(subscription, items, *, coupon=None, rewards=()):
    """A new basket of `items` (each with product_id, sku, qty and its locked price), the
    `rewards` (each with offer_id, product_id, sku and its reward price: one of each, a line
    referenced "reward-<offer id>") and, when given, the coupon (an Oscar voucher): the lines a
    renewal of them would order."""
    rewards = list(rewards)
    records = _stock_records([item["product_id"] for item in [*items, *rewards]])
    missing = [item["sku"] for item in [*items, *rewards] if item["product_id"] not in records]
    if missing or not items:
        raise RenewalNotPossible(
            f"Subscription {subscription.number} renews {missing or 'nothing'}, which the shop "
            "does not stock"
        )
    currency = subscription.quote.get("currency", "USD")
    basket = Basket.objects.create(owner=None)
    lines = [
        (f"renewal-{position}", item["product_id"], int(item["qty"]), item["price"])
        for position, item in enumerate(items, start=1)
    ] + [
        (
            subscription_rewards.line_reference(reward["offer_id"]),
            reward["product_id"],
            1,
            reward["price"],
        )
        for reward in rewards
    ]
    Line.objects.bulk_create(
        Line(
            basket=basket,
            line_reference=reference,
            product_id=product_id,
            stockrecord=records[product_id],
            quantity=quantity,
            price_currency=currency,
            price_excl_tax=Decimal(price),
            price_incl_tax=Decimal(price),
            purchase_source=RENEWAL_SOURCE,
        )
        for reference, product_id, quantity, price in lines
    )
    if coupon is not None:
        basket.vouchers.add(coupon)
    return basket


def price(basket, subscription, request) -> None:
    """Gives the basket its locked prices, then what its coupon's offers take off (the basket's
    own vouchers only: the shop's site-wide offers never apply to a renewal) from the plan's
    items (never a reward's line), then the discount staff set on the subscription, spread over
    what is left of the lines, first to last, never below zero."""
    basket.strategy = LockedPrices(Selector().strategy(request=request, user=request.user))
    basket.reset_offer_applications()
    _keep_rewards_out_of_offers(basket)
    load_coupon_offers(basket)
    applicator = RenewalApplicator(request.user)
    applicator.apply_offers(basket, applicator.get_basket_offers(basket, request.user))
    left = subscription.custom_discount or ZERO
    for line in basket.all_lines():
        share = min(left, line.line_price_incl_tax_incl_discounts)
        if share > 0:
            # On the side of tax Oscar's offers discount: a line takes one kind only.
            line.discount(share, line.quantity, incl_tax=settings.OSCAR_OFFERS_INCL_TAX)
            left -= share


def _keep_rewards_out_of_offers(basket) -> None:
    """A reward ships at the price its campaign gave it: no coupon takes anything more off it nor
    counts it towards its condition. Oscar's offers skip a line whose product is not
    discountable; each line has its own copy of its product, so only this basket's reward lines
    are (the catalogue is untouched)."""
    for line in basket.all_lines():
        if subscription_rewards.offer_id_of(line.line_reference) is not None:
            line.product.is_discountable = False


def coupon_discount(basket, coupon) -> Decimal:
    """What the coupon's offers took off the priced basket's items (a shipping or after-order
    benefit takes nothing off a renewal, which ships free)."""
    return sum(
        (
            Decimal(application["discount"])
            for application in basket.offer_applications
            if application["voucher"] and application["voucher"].pk == coupon.pk
        ),
        ZERO,
    )


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
