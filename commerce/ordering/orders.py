"""Writing a paid placement out as an Oscar order: lines, discounts, addresses, the payment."""

from decimal import Decimal

from django.conf import settings
from oscar.core import prices
from oscar.core.loading import get_class, get_model

from commerce.basket.totals import to_cents

from . import addresses

OrderCreator = get_class("order.utils", "OrderCreator")
OrderNumberGenerator = get_class("order.utils", "OrderNumberGenerator")
OrderTotalCalculator = get_class("checkout.calculators", "OrderTotalCalculator")
Repository = get_class("shipping.repository", "Repository")
PaymentEvent = get_model("order", "PaymentEvent")
PaymentEventQuantity = get_model("order", "PaymentEventQuantity")
PaymentEventType = get_model("order", "PaymentEventType")
Source = get_model("payment", "Source")
SourceType = get_model("payment", "SourceType")

# A card payment is recorded as Source(source_type CARD_SOURCE, label "<type>|<last4>"); the API
# names the method CARD_TITLE, on the cart as on the order.
CARD_SOURCE = "Card"
CARD_SOURCE_CODE = "card"  # Oscar's slug of the name
CARD_TITLE = "Credit Card"
SETTLED = "Settled"


class TotalChanged(Exception):
    """The basket prices to another total than the card was charged."""


class AllocatedOrderCreator(OrderCreator):
    """Oscar's order creator for a basket whose stock placement already allocated."""

    def update_stock_records(self, line):
        return


def create_order(
    request, basket, state, *, card, amount: Decimal, transaction_id: str, shipping_method=None
):
    """The order of a frozen, priced basket paid with `card` (brand, last4), shipped by
    `shipping_method` (by default the cart's)."""
    shipping_method = shipping_method or Repository().get_default_shipping_method(basket)
    shipping_charge = shipping_method.calculate(basket)
    total = OrderTotalCalculator(request).calculate(basket, shipping_charge)
    # An order always totals what was charged. A placement settled later (its request died) is
    # priced again, and a price or offer may have changed since the charge: rather than record
    # an order whose total differs from the payment, this refuses and staff settle it.
    if to_cents(total.incl_tax) != amount:
        raise TotalChanged(f"Basket {basket.pk} totals {total.incl_tax} now; {amount} was charged")
    # Oscar wants the request's user even for a guest (AnonymousUser): its voucher bookkeeping
    # asks `user.is_authenticated`.
    user = request.user
    shipping_address = addresses.shipping_address_of(state.shipping_address)
    shipping_address.save()
    billing_address = addresses.billing_address_of(state.billing_address)
    billing_address.save()
    extra = {} if user.is_authenticated else {"guest_email": state.guest_email}
    order = AllocatedOrderCreator().place_order(
        basket=basket,
        total=prices.Price(
            currency=total.currency, excl_tax=total.excl_tax, incl_tax=total.incl_tax
        ),
        shipping_method=shipping_method,
        shipping_charge=shipping_charge,
        user=user,
        shipping_address=shipping_address,
        billing_address=billing_address,
        order_number=str(OrderNumberGenerator().order_number(basket)),
        status=settings.OSCAR_INITIAL_ORDER_STATUS,
        request=request,
        **extra,
    )
    _record_payment(order, card, amount, transaction_id)
    return order


def _record_payment(order, card, amount: Decimal, transaction_id: str) -> None:
    # By its unique code: two first orders at once must not create two "Card" kinds (the name is
    # not unique), or every later order's lookup would find both and fail.
    source_type, _ = SourceType.objects.get_or_create(
        code=CARD_SOURCE_CODE, defaults={"name": CARD_SOURCE}
    )
    Source.objects.create(
        order=order,
        source_type=source_type,
        currency=order.currency,
        amount_allocated=amount,
        amount_debited=amount,
        reference=transaction_id,
        label=f"{card['brand']}|{card['last4']}",
    )
    if not amount:
        return  # nothing was charged, so nothing settled
    event_type, _ = PaymentEventType.objects.get_or_create(name=SETTLED)
    event = PaymentEvent.objects.create(
        order=order, event_type=event_type, amount=amount, reference=transaction_id
    )
    PaymentEventQuantity.objects.bulk_create(
        PaymentEventQuantity(event=event, line=line, quantity=line.quantity)
        for line in order.lines.all()
    )
