"""Stock for an order being placed: allocated (Oscar's num_allocated) before the card is charged,
so two shoppers cannot both pay for the last unit, and released again when the charge fails.

After placing, the order's lines hold the allocation (Oscar's Line.num_allocated) until the order
ships, when it is consumed (the units leave num_in_stock), or is canceled, when it is released.
"""

from django.db import transaction
from django.db.models import F, Value
from django.db.models.functions import Coalesce, Greatest
from oscar.core.loading import get_class, get_model

from . import errors

EventHandler = get_class("order.processing", "EventHandler")
# Set on a stock record while the signals of its allocation are sent: its save only took stock
# away (receivers.send_product_alerts has no "back in stock" email to send for it).
ALLOCATING = "_allocating"
Line = get_model("order", "Line")
StockRecord = get_model("partner", "StockRecord")


def allocate(basket) -> None:
    """Allocates every line's quantity, or raises OUT_OF_STOCK having allocated nothing.

    The stock records are locked in id order, so concurrent placements queue for them instead
    of deadlocking, and each sees the allocations of those before it. Lines sharing a stock
    record are checked against it together, and allocated to it in one update."""
    lines = _tracked_lines(basket)
    records = _locked_records(line.stockrecord_id for line in lines)
    wanted = {}
    for line in lines:
        wanted[line.stockrecord_id] = wanted.get(line.stockrecord_id, 0) + line.quantity
    for line in lines:
        left = records[line.stockrecord_id].net_stock_level
        if left < wanted[line.stockrecord_id]:
            raise errors.sold_out(line.product.get_title(), left)
    for record_id, quantity in wanted.items():
        line = next(line for line in lines if line.stockrecord_id == record_id)
        _allocate_locked(_record_of(line, records), quantity)


def _allocate_locked(record, quantity: int) -> None:
    """Oscar's StockRecord.allocate (the same update, the same save signals) for a record this
    transaction holds locked: what the update wrote is known without reading the row again, and
    the save is marked as an allocation (ALLOCATING), which only takes stock away."""
    record.pre_save_signal()
    StockRecord.objects.filter(pk=record.pk).update(
        num_allocated=Coalesce(F("num_allocated"), 0) + quantity
    )
    record.num_allocated = (record.num_allocated or 0) + quantity
    setattr(record, ALLOCATING, True)
    try:
        record.post_save_signal()
    finally:
        delattr(record, ALLOCATING)


def release(basket) -> None:
    """Gives back what allocate() took, for a placement that did not become an order."""
    lines = _tracked_lines(basket)
    records = _locked_records(line.stockrecord_id for line in lines)
    for line in lines:
        _record_of(line, records).cancel_allocation(line.quantity)


def consume(order) -> None:
    """The order shipped: each line's remaining allocation leaves its stock record's
    num_allocated and num_in_stock (Oscar's consume_stock_allocations). A line consumed (or
    released) before holds nothing, so calling this again changes nothing.

    A record holding less than the line allocated (staff counted the stock since, and Oscar's
    stocktake resets num_allocated) cannot refuse goods already sent: its figures drop to zero
    at the least instead of failing the shipment."""
    with transaction.atomic():
        lines, records = _allocated_lines(order)
        # Lines may share a record: each takes from what those before it left.
        left = {
            pk: min(record.num_allocated or 0, record.num_in_stock or 0)
            for pk, record in records.items()
        }
        short = []
        for line in lines:
            if line.num_allocated <= left[line.stockrecord_id]:
                left[line.stockrecord_id] -= line.num_allocated
            else:
                short.append(line)
        consumable = [line for line in lines if line not in short]
        if consumable:  # Oscar's handler takes no lines to mean all of them
            EventHandler().consume_stock_allocations(
                order, consumable, [line.num_allocated for line in consumable]
            )
        for line in short:
            StockRecord.objects.filter(pk=line.stockrecord_id).update(
                num_allocated=Greatest(Coalesce(F("num_allocated"), 0) - line.num_allocated, 0),
                num_in_stock=Greatest(Coalesce(F("num_in_stock"), 0) - line.num_allocated, 0),
            )
            Line.objects.filter(pk=line.pk).update(num_allocated=Value(0))


def cancel(order) -> None:
    """The order was canceled before shipping: each line's remaining allocation goes back to
    its stock record (Oscar's cancel_stock_allocations, which stops at zero)."""
    with transaction.atomic():
        lines, _ = _allocated_lines(order)
        if lines:  # Oscar's handler takes no lines to mean all of them
            EventHandler().cancel_stock_allocations(
                order, lines, [line.num_allocated for line in lines]
            )


def _allocated_lines(order) -> tuple[list, dict]:
    """The order's lines still holding an allocation on a stock-tracked record, with those
    records locked (and set on the lines, so Oscar checks the figures as they are now)."""
    lines = list(
        Line.objects.select_for_update()
        .filter(
            order=order,
            num_allocated__gt=0,
            allocation_cancelled=False,
            stockrecord__isnull=False,
        )
        .order_by("pk")
    )
    records = _locked_records(line.stockrecord_id for line in lines)
    tracked = []
    for line in lines:
        line.stockrecord = records[line.stockrecord_id]
        if line.can_track_allocations:
            tracked.append(line)
    return tracked, records


def _locked_records(ids) -> dict:
    """The stock records, locked in id order so concurrent callers queue instead of deadlocking.

    Only their figures change, never their keys: the lock (FOR NO KEY UPDATE) queues the callers
    changing the figures without also holding up every transaction that writes a basket or order
    line pointing at a record (a foreign key's check takes a key share lock on it)."""
    records = StockRecord.objects.select_for_update(no_key=True).filter(pk__in=set(ids))
    return {record.pk: record for record in records.order_by("pk")}


def _tracked_lines(basket) -> list:
    return sorted(
        (
            line
            for line in basket.all_lines()
            if line.stockrecord_id and line.product.get_product_class().track_stock
        ),
        key=lambda line: line.stockrecord_id,
    )


def _record_of(line, records):
    record = records[line.stockrecord_id]
    # Oscar asks the record's product whether it tracks stock; the line already holds it.
    record.product = line.product
    return record
