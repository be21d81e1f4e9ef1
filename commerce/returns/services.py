"""Returns: which of an order's items a customer may send back, and the steps staff take.

requested --receive--> received --refund--> refunded
    \\--------------------\\--reject--> rejected

Window. The /returns/ page promises "within 30 days of dispatch" (RETURNS_WINDOW_DAYS). The shop
does not record delivery (carriers do not report it back, and no order status means
"delivered"); it does record dispatch, the first Shipment staff add. So the window counts from
dispatch, the nearest date to delivery the shop knows, and the account says so where it shows the
last day ("within 30 days of dispatch"). An order marked Shipped without a shipment counts from
its placement.

Money. A return refunds what the customer paid for the returned items: each line's price after
its discounts, shared out per unit so that returning a line in several returns refunds exactly the
line's price in total (never a cent more). Shipping is not refunded. The gateway refunds that
amount of the order's card charge (a partial refund); what the order paid with store credit comes
back as store credit, the card first.

Idempotency. Each return holds one refund key; every refund call sends it to the gateway, so a
second click, a retry after a timeout, or two staff at once refund once.
"""

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.core.errors import DomainError
from commerce.ordering.orders import (
    CARD_SOURCE_CODE,
    STORE_CREDIT_SOURCE_CODE,
    is_plausible_number,
)
from commerce.ordering.refunds import left_to_refund, locked_sources, record_refund, refund_card
from commerce.ordering.tenders import store_credit
from commerce.payments.gateway import GatewayError

from .models import Reason, ReturnLine, ReturnRequest

Order = get_model("order", "Order")
OrderNote = get_model("order", "OrderNote")

CENT = Decimal("0.01")
SHIPPED_STATUSES = ("Shipped", "Complete")
MAX_NOTE_LENGTH = 1000
MAX_ITEMS = 100  # far more lines than an order has: a bound on the work one request asks for
Status = ReturnRequest.Status

ORDER_NOT_FOUND = "We couldn't find that order."
NO_ITEMS = "Choose at least one item to return."
NO_REASON = "Choose a reason for the return."
NOTE_TOO_LONG = f"Keep the note to {MAX_NOTE_LENGTH} characters."
UNKNOWN_ITEM = "That item is not part of this order."
TOO_MANY_ITEMS = f"A return lists at most {MAX_ITEMS} items."
NO_REJECTION_REASON = "Say why the return is rejected; the customer sees it."


class ReturnNotAllowed(DomainError):
    """The return asked for breaks a rule (window, quantities, unshipped items); nothing is
    stored."""

    code = "RETURN_NOT_ALLOWED"


class ReturnOrderNotFound(DomainError, LookupError):
    """No order of the customer's has that number: another customer's order says the same."""

    code = "NOT_FOUND"

    def __init__(self):
        super().__init__(ORDER_NOT_FOUND)


class ReturnStateInvalid(DomainError):
    """A step taken out of order (refunding a return not yet received, receiving it twice)."""

    code = "RETURN_STATE_INVALID"


class RefundFailed(DomainError):
    """The gateway refused the refund; the return stays received, to refund again."""

    code = "REFUND_FAILED"


def window_days() -> int:
    return settings.RETURNS_WINDOW_DAYS


def _today() -> date:
    return timezone.localdate()


def is_shipped(line) -> bool:
    return line.status in SHIPPED_STATUSES


def dispatched_on(order) -> date:
    """The day the window counts from: the first shipment's (read from the prefetched
    shipments when there are), else the day the order was placed (see the module's note)."""
    shipments = sorted(order.shipments.all(), key=lambda shipment: shipment.created_at)
    start = shipments[0].created_at if shipments else order.date_placed
    return timezone.localdate(start)


def returns_close_on(order) -> date:
    """The last day a return of the order's shipped items may be started."""
    return dispatched_on(order) + timedelta(days=window_days())


def returned_quantities(order, *, exclude=None) -> dict[int, int]:
    """How many of each line are in returns that were not rejected (read from the prefetched
    returns and their lines)."""
    counted: dict[int, int] = {}
    for request in order.returns.all():
        if request.status == Status.REJECTED or request.pk == getattr(exclude, "pk", None):
            continue
        for entry in request.lines.all():
            counted[entry.line_id] = counted.get(entry.line_id, 0) + entry.quantity
    return counted


def returnable_quantity(order, line, today: date | None = None) -> int:
    """How many of the line the customer may still return today."""
    if not is_shipped(line) or (today or _today()) > returns_close_on(order):
        return 0
    return max(line.quantity - returned_quantities(order).get(line.pk, 0), 0)


@dataclass(frozen=True)
class ReturnWindow:
    open: bool  # something can be returned today
    closes_on: date | None  # None until an item ships
    message: str


def return_window(order, today: date | None = None) -> ReturnWindow:
    """Whether the customer can start a return of the order today, and what to tell them."""
    today = today or _today()
    lines = list(order.lines.all())
    if not any(is_shipped(line) for line in lines):
        return ReturnWindow(False, None, "Items can be returned once they have shipped.")
    closes_on = returns_close_on(order)
    if today > closes_on:
        return ReturnWindow(False, closes_on, _closed_message(closes_on))
    if not any(returnable_quantity(order, line, today) for line in lines):
        return ReturnWindow(False, closes_on, "Every shipped item of this order is in a return.")
    return ReturnWindow(True, closes_on, f"You can return shipped items until {_day(closes_on)}.")


def _closed_message(closes_on: date) -> str:
    return (
        f"The returns window for this order closed on {_day(closes_on)}: items can be returned "
        f"within {window_days()} days of dispatch."
    )


def _day(day: date) -> str:
    return f"{day:%B} {day.day}, {day.year}"


def request_return(
    customer,
    number: str,
    items: list[tuple[int, int]],
    reason: str,
    note: str = "",
    today: date | None = None,
) -> ReturnRequest:
    """A return of `items` ((order line id, quantity) pairs) of the customer's order `number`,
    or a refusal saying what is wrong, having stored nothing."""
    today = today or _today()
    number = (number or "").strip()
    if not is_plausible_number(number):
        raise ReturnOrderNotFound()
    if reason not in Reason.values:
        raise ReturnNotAllowed(NO_REASON)
    note = (note or "").strip()
    if len(note) > MAX_NOTE_LENGTH:
        raise ReturnNotAllowed(NOTE_TOO_LONG)
    if len(items) > MAX_ITEMS:
        raise ReturnNotAllowed(TOO_MANY_ITEMS)
    # A line listed twice counts once, with both quantities; a negative quantity is refused.
    wanted: dict[int, int] = {}
    negative: set[int] = set()
    for line_id, quantity in items:
        if quantity < 0:
            negative.add(line_id)
        wanted[line_id] = wanted.get(line_id, 0) + max(quantity, 0)
    if not negative and not any(wanted.values()):
        raise ReturnNotAllowed(NO_ITEMS)
    with transaction.atomic():
        # The order's row locked: two returns sent at once cannot both take the last item.
        order = (
            Order.objects.select_for_update()
            .filter(number=number, user=customer)
            .prefetch_related("lines", "shipments", "returns__lines")
            .first()
        )
        if order is None:
            raise ReturnOrderNotFound()
        lines = {line.pk: line for line in order.lines.all()}
        returned = returned_quantities(order)
        entries = []
        for line_id, quantity in wanted.items():
            line = lines.get(line_id)
            if line is None:
                raise ReturnNotAllowed(UNKNOWN_ITEM)
            if line_id in negative:
                raise ReturnNotAllowed(f"Choose how many of {line.title} to return.")
            if quantity == 0:
                continue
            if not is_shipped(line):
                raise ReturnNotAllowed(
                    f"{line.title} has not shipped yet; it can be returned once it has."
                )
            closes_on = returns_close_on(order)
            if today > closes_on:
                raise ReturnNotAllowed(_closed_message(closes_on))
            left = line.quantity - returned.get(line.pk, 0)
            if left <= 0:
                raise ReturnNotAllowed(f"{line.title} is already in a return.")
            if quantity > left:
                raise ReturnNotAllowed(
                    f"You can return at most {left} of {line.title}; you asked for {quantity}."
                )
            entries.append((line, quantity))
        request = ReturnRequest.objects.create(
            order=order, customer=customer, reason=reason, note=note
        )
        ReturnLine.objects.bulk_create(
            ReturnLine(return_request=request, line=line, quantity=quantity)
            for line, quantity in entries
        )
        _note(order, f"Return {request.number} requested by the customer: {_items(entries)}.")
    return request


def _items(entries) -> str:
    return ", ".join(f"{quantity} × {line.title}" for line, quantity in entries)


def _note(order, message: str, by=None) -> None:
    OrderNote.objects.create(order=order, user=by, note_type=OrderNote.SYSTEM, message=message)


def _status(request: ReturnRequest) -> str:
    return request.get_status_display().lower()


def _locked(request: ReturnRequest) -> ReturnRequest:
    return (
        ReturnRequest.objects.select_for_update()
        .select_related("order", "customer")
        .get(pk=request.pk)
    )


def receive(request: ReturnRequest, by=None) -> ReturnRequest:
    """Staff have the parcel back: a requested return becomes received."""
    with transaction.atomic():
        request = _locked(request)
        if request.status != Status.REQUESTED:
            raise ReturnStateInvalid(
                f"Return {request.number} is {_status(request)}; only a requested return can be "
                "marked received."
            )
        request.status = Status.RECEIVED
        request.received_at = timezone.now()
        request.save(update_fields=["status", "received_at"])
        _note(request.order, f"Return {request.number} received.", by)
    return request


def reject(request: ReturnRequest, reason: str, by=None) -> ReturnRequest:
    """Staff refuse the return, saying why; its items count as not returned again."""
    reason = (reason or "").strip()
    if not reason:
        raise ReturnNotAllowed(NO_REJECTION_REASON)
    with transaction.atomic():
        request = _locked(request)
        if request.status not in (Status.REQUESTED, Status.RECEIVED):
            raise ReturnStateInvalid(
                f"Return {request.number} is {_status(request)}; it can no longer be rejected."
            )
        request.status = Status.REJECTED
        request.rejection_reason = reason
        request.rejected_at = timezone.now()
        request.save(update_fields=["status", "rejection_reason", "rejected_at"])
        _note(request.order, f"Return {request.number} rejected: {reason}", by)
    return request


def refund_amount(request: ReturnRequest) -> Decimal:
    """What the returned items cost the customer: for each line, its share of the line's price
    (after discounts) for the units returned, counted after the units of earlier returns, so all
    returns of a line together refund its price exactly."""
    order = request.order
    earlier: dict[int, int] = {}
    for other in order.returns.filter(pk__lt=request.pk).exclude(status=Status.REJECTED):
        for entry in other.lines.all():
            earlier[entry.line_id] = earlier.get(entry.line_id, 0) + entry.quantity
    total = Decimal("0.00")
    for entry in request.lines.select_related("line"):
        before = earlier.get(entry.line_id, 0)
        total += _share(entry.line, before + entry.quantity) - _share(entry.line, before)
    return total


def _share(line, units: int) -> Decimal:
    return (line.line_price_incl_tax * units / line.quantity).quantize(CENT, ROUND_HALF_UP)


def refund(request: ReturnRequest, by=None) -> ReturnRequest:
    """Approves a received return and refunds it through the gateway, once: refunding a return
    already refunded (a second click) changes nothing. The refund is written to the order as a
    payment event, on its payment sources and as a note; the gateway's refusal leaves the
    return received, to refund again (under the same key)."""
    with transaction.atomic():
        request = _locked(request)
        if request.status == Status.REFUNDED:
            return request
        if request.status != Status.RECEIVED:
            raise ReturnStateInvalid(
                f"Return {request.number} is {_status(request)}; only a received return can be "
                "refunded."
            )
        order = request.order
        amount = refund_amount(request)
        sources = locked_sources(order)
        card = sources.get(CARD_SOURCE_CODE)
        credit = sources.get(STORE_CREDIT_SOURCE_CODE)
        to_card = min(amount, left_to_refund(card)) if card else Decimal("0.00")
        to_credit = amount - to_card
        if to_credit > left_to_refund(credit):
            raise RefundFailed(f"Order {order.number} has not {amount} left to refund.")
        reference = ""
        if to_card:
            try:
                # In the transaction: should writing below fail, the retry replays this refund.
                reference = refund_card(card, to_card, f"return-{request.refund_key}")
            except GatewayError as error:
                raise RefundFailed(f"The payment gateway refused the refund: {error}") from error
        if to_credit:
            # Back to the tender it was paid with (the ledger loyalty registers).
            store_credit().give_back(
                request.customer, to_credit, note=f"Return {request.number} of order {order.number}"
            )
            credit.refund(to_credit, reference=f"return-{request.number}")
        request.status = Status.REFUNDED
        request.refund_amount = amount
        request.refund_transaction_id = reference
        request.refunded_at = timezone.now()
        request.save(
            update_fields=["status", "refund_amount", "refund_transaction_id", "refunded_at"]
        )
        how = [f"{to_card} to the card"] if to_card else []
        how += [f"{to_credit} as store credit"] if to_credit else []
        record_refund(
            order,
            amount,
            reference or f"return-{request.number}",
            note=f"Return {request.number} refunded: {amount} {order.currency} ({', '.join(how)}).",
            lines=[(entry.line_id, entry.quantity) for entry in request.lines.all()],
            by=by,
        )
    return request
