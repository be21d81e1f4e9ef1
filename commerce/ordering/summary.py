"""What the confirmation email shows of an order: its lines, money and when it ships next."""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from commerce.ordering.orders import STORE_CREDIT_SOURCE_CODE
from commerce.plans import services as plans


@dataclass(frozen=True)
class SummaryLine:
    name: str
    option: str
    quantity: int
    total: Decimal
    next_shipment: date | None  # subscriptions only
    renewal_terms: str = ""  # subscriptions only: "renews every 90 days at $224"


@dataclass(frozen=True)
class OrderSummary:
    lines: list[SummaryLine]
    subtotal: Decimal
    discount: Decimal
    shipping: Decimal
    shipping_method: str
    total: Decimal
    store_credit: Decimal = Decimal("0.00")  # the customer's credit that paid part of the total

    @property
    def charged_to_card(self) -> Decimal:
        return self.total - self.store_credit

    @property
    def has_subscription(self) -> bool:
        return any(line.renewal_terms for line in self.lines)


@dataclass(frozen=True)
class Renewing:
    """What a line that started a subscription says about it."""

    next_shipment: date
    terms: str  # "renews every 90 days at $224"


# The app that starts subscriptions from orders registers how to read them (from its
# AppConfig.ready()): order -> {sku: Renewing}, so that ordering does not import it.
_renewing_lines: list[Callable[[object], dict[str, Renewing]]] = []


def register_renewing_lines(renewing_of: Callable[[object], dict[str, Renewing]]) -> None:
    _renewing_lines[:] = [renewing_of]


def order_summary(order) -> OrderSummary:
    order_lines = list(order.lines.order_by("pk"))
    by_sku = {plan.sku: plan for plan in plans.plans_for_skus([line.upc for line in order_lines])}
    started = {sku: line for read in _renewing_lines for sku, line in read(order).items()}
    lines = []
    for line in order_lines:
        plan = by_sku.get(line.upc)
        lines.append(
            SummaryLine(
                name=line.title,
                option=plan.option_title if plan else "",
                quantity=line.quantity,
                total=line.line_price_before_discounts_incl_tax,
                # A subscription's next shipment is its next renewal.
                next_shipment=started[line.upc].next_shipment if line.upc in started else None,
                renewal_terms=started[line.upc].terms if line.upc in started else "",
            )
        )
    subtotal = order.basket_total_before_discounts_incl_tax
    return OrderSummary(
        lines=lines,
        subtotal=subtotal,
        discount=subtotal - order.basket_total_incl_tax,
        shipping=order.shipping_incl_tax,
        shipping_method=order.shipping_method,
        total=order.total_incl_tax,
        store_credit=sum(
            (
                source.amount_debited
                for source in order.sources.all()
                if source.source_type.code == STORE_CREDIT_SOURCE_CODE
            ),
            Decimal("0.00"),
        ),
    )
