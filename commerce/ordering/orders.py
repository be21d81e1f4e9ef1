"""Writing a paid placement out as an Oscar order: lines, discounts, addresses, the payment."""

from decimal import Decimal

from django.conf import settings
from django.db.models import prefetch_related_objects
from oscar.core import prices
from oscar.core.loading import get_class, get_model

from commerce.basket.totals import to_cents

from . import addresses, reference

OrderCreator = get_class("order.utils", "OrderCreator")
OrderNumberGenerator = get_class("order.utils", "OrderNumberGenerator")
OrderTotalCalculator = get_class("checkout.calculators", "OrderTotalCalculator")
Repository = get_class("shipping.repository", "Repository")
Country = get_model("address", "Country")
Partner = get_model("partner", "Partner")
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
# Store credit spent on the order is a payment source of its own beside the card's.
STORE_CREDIT_SOURCE = "Store credit"
STORE_CREDIT_SOURCE_CODE = "store-credit"
SETTLED = "Settled"
# Order numbers are stored on a 128-character column; anything longer cannot be one, and a
# NUL cannot be sent to PostgreSQL at all.
MAX_NUMBER_LENGTH = 128


def is_plausible_number(number: str) -> bool:
    """Whether `number` could be an order's number, before looking it up."""
    return bool(number) and len(number) <= MAX_NUMBER_LENGTH and "\x00" not in number


class TotalChanged(Exception):
    """The basket prices to another total than the card was charged."""


class AllocatedOrderCreator(OrderCreator):
    """Oscar's order creator for a basket whose stock placement already allocated; it keeps the
    order lines it writes (`lines`)."""

    def __init__(self):
        self.lines = []

    def create_line_models(self, order, basket_line, extra_line_fields=None):
        line = super().create_line_models(order, basket_line, extra_line_fields)
        self.lines.append(line)
        return line

    def update_stock_records(self, line):
        return


def create_order(
    request,
    basket,
    state,
    *,
    card,
    amount: Decimal,
    transaction_id: str,
    shipping_method=None,
    store_credit: Decimal = Decimal("0.00"),
):
    """The order of a frozen, priced basket paid with `card` (brand, last4) `amount` and with
    `store_credit` of the customer's credit, shipped by `shipping_method` (by default the
    cart's). The order's total is what the goods cost: card and credit together."""
    shipping_method = shipping_method or Repository().get_default_shipping_method(basket)
    shipping_charge = shipping_method.calculate(basket)
    total = OrderTotalCalculator(request).calculate(basket, shipping_charge)
    # An order always totals what was charged. A placement settled later (its request died) is
    # priced again, and a price or offer may have changed since the charge: rather than record
    # an order whose total differs from the payment, this refuses and staff settle it.
    if to_cents(total.incl_tax) != amount + store_credit:
        raise TotalChanged(
            f"Basket {basket.pk} totals {total.incl_tax} now; {amount} was charged and "
            f"{store_credit} of store credit used"
        )
    # Oscar wants the request's user even for a guest (AnonymousUser): its voucher bookkeeping
    # asks `user.is_authenticated`.
    user = request.user
    shipping_address = addresses.shipping_address_of(state.shipping_address)
    billing_address = addresses.billing_address_of(state.billing_address)
    _with_countries(shipping_address, billing_address)
    shipping_address.save()
    billing_address.save()
    _with_partners_and_options(basket.all_lines())
    extra = {} if user.is_authenticated else {"guest_email": state.guest_email}
    creator = AllocatedOrderCreator()
    order = creator.place_order(
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
    _record_payment(order, creator.lines, card, amount, transaction_id, store_credit)
    return order


def _with_countries(*addresses) -> None:
    """Gives the addresses their countries, read together (Oscar reads an address's country to
    index it when it is saved)."""
    countries = reference.rows(
        "country", {address.country_id for address in addresses}, Country.objects.in_bulk
    )
    for address in addresses:
        if address.country_id in countries:
            address.country = countries[address.country_id]


def _with_partners_and_options(lines) -> None:
    """Gives the lines' stock records their partners (Oscar names the partner on each order
    line) and the lines their options (copied onto the order line), each read for all lines at
    once."""
    records = [line.stockrecord for line in lines if line.stockrecord_id]
    partners = reference.rows(
        "partner", {record.partner_id for record in records}, Partner.objects.in_bulk
    )
    for record in records:
        if record.partner_id in partners:
            record.partner = partners[record.partner_id]
    prefetch_related_objects(list(lines), "attributes__option")


def _record_payment(
    order, lines, card, amount: Decimal, transaction_id: str, store_credit: Decimal
) -> None:
    if store_credit:
        _record_source(
            order,
            STORE_CREDIT_SOURCE_CODE,
            STORE_CREDIT_SOURCE,
            store_credit,
            label=STORE_CREDIT_SOURCE,
        )
        if not amount:
            return  # the credit paid it all: the card was not charged
    _record_source(
        order,
        CARD_SOURCE_CODE,
        CARD_SOURCE,
        amount,
        reference=transaction_id,
        label=f"{card['brand']}|{card['last4']}",
    )
    if not amount:
        return  # nothing was charged, so nothing settled
    event_type = reference.row(
        "payment event type",
        SETTLED,
        lambda: PaymentEventType.objects.get_or_create(name=SETTLED)[0],
    )
    event = PaymentEvent.objects.create(
        order=order, event_type=event_type, amount=amount, reference=transaction_id
    )
    PaymentEventQuantity.objects.bulk_create(
        PaymentEventQuantity(event=event, line=line, quantity=line.quantity) for line in lines
    )


def _record_source(order, code: str, name: str, amount: Decimal, **fields) -> None:
    """One payment source of the order (the card, store credit), allocated and debited."""
    # By its unique code: two first orders at once must not create two kinds of one name (the
    # name is not unique), or every later order's lookup would find both and fail.
    source_type = reference.row(
        "payment source type",
        code,
        lambda: SourceType.objects.get_or_create(code=code, defaults={"name": name})[0],
    )
    Source.objects.create(
        order=order,
        source_type=source_type,
        currency=order.currency,
        amount_allocated=amount,
        amount_debited=amount,
        **fields,
    )
