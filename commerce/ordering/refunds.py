"""Money given back on a placed order, written where Oscar keeps an order's payments: the card
through the gateway, the order's payment source, a Refunded payment event and a note. Whatever
gives the money back (a return, the money-back guarantee), the customer's order and the dashboard
show it the same way."""

from collections.abc import Iterable
from decimal import Decimal

from oscar.core.loading import get_model

from commerce.payments.gateway import get_gateway

from .events import order_refunded
from .orders import CARD_SOURCE_CODE

OrderNote = get_model("order", "OrderNote")
PaymentEvent = get_model("order", "PaymentEvent")
PaymentEventQuantity = get_model("order", "PaymentEventQuantity")
PaymentEventType = get_model("order", "PaymentEventType")

Source = get_model("payment", "Source")

REFUNDED_EVENT = "Refunded"


def locked_sources(order) -> dict:
    """The order's payment sources by source type code, read fresh from the database and locked
    (select_for_update) until the caller's transaction ends. Whatever refunds an order computes
    what is left from these: two refunds at once (a return and the guarantee, or two clicks)
    then take turns, and the second sees what the first wrote instead of overwriting it with a
    stale amount. Call it inside transaction.atomic."""
    sources = (
        Source.objects.select_for_update(of=("self",))
        .filter(order=order)
        .select_related("source_type")
        .order_by("id")
    )
    return {source.source_type.code: source for source in sources}


def left_to_refund(source) -> Decimal:
    """What a payment source took and has not given back yet (nothing for no source)."""
    if source is None:
        return Decimal("0.00")
    return source.amount_debited - source.amount_refunded


def card_source(order):
    """The order's card payment, from its (prefetched) payment sources, or None."""
    return next(
        (source for source in order.sources.all() if source.source_type.code == CARD_SOURCE_CODE),
        None,
    )


def refund_card(source, amount: Decimal, idempotency_key: str) -> str:
    """Gives `amount` of the card charge back through the gateway, once per key (a retry replays
    the first refund), and writes it on the payment source; the gateway's refund transaction id.
    `source` comes from locked_sources(), in the caller's transaction. The gateway's refusal
    (GatewayError) is the caller's to explain."""
    result = get_gateway().refund(
        transaction_id=source.reference, idempotency_key=idempotency_key, amount=amount
    )
    source.refund(amount, reference=result.transaction_id)
    return result.transaction_id


def record_refund(
    order,
    amount: Decimal,
    reference: str,
    *,
    note: str,
    lines: Iterable[tuple[int, int]] = (),
    by=None,
) -> None:
    """The refund on the order's record: a Refunded payment event (with the (line id, quantity)
    pairs it covers) and a note for staff; `order_refunded` is sent once it commits."""
    lines = tuple(lines)
    event_type, _ = PaymentEventType.objects.get_or_create(name=REFUNDED_EVENT)
    event = PaymentEvent.objects.create(
        order=order, event_type=event_type, amount=amount, reference=reference
    )
    PaymentEventQuantity.objects.bulk_create(
        PaymentEventQuantity(event=event, line_id=line_id, quantity=quantity)
        for line_id, quantity in lines
    )
    OrderNote.objects.create(order=order, user=by, note_type=OrderNote.SYSTEM, message=note)
    order_refunded.announce(order=order, amount=amount, lines=lines)
