"""Stock for an order being placed: allocated (Oscar's num_allocated) before the card is charged,
so two shoppers cannot both pay for the last unit, and released again when the charge fails."""

from oscar.core.loading import get_model

from . import errors

StockRecord = get_model("partner", "StockRecord")


def allocate(basket) -> None:
    """Allocates every line's quantity, or raises OUT_OF_STOCK having allocated nothing.

    The stock records are locked in id order, so concurrent placements queue for them instead
    of deadlocking, and each sees the allocations of those before it. Lines sharing a stock
    record are checked against it together."""
    lines = _tracked_lines(basket)
    records = _locked_records(lines)
    wanted = {}
    for line in lines:
        wanted[line.stockrecord_id] = wanted.get(line.stockrecord_id, 0) + line.quantity
    for line in lines:
        left = records[line.stockrecord_id].net_stock_level
        if left < wanted[line.stockrecord_id]:
            raise errors.sold_out(line.product.get_title(), left)
    for line in lines:
        _record_of(line, records).allocate(line.quantity)


def release(basket) -> None:
    """Gives back what allocate() took, for a placement that did not become an order."""
    lines = _tracked_lines(basket)
    records = _locked_records(lines)
    for line in lines:
        _record_of(line, records).cancel_allocation(line.quantity)


def _locked_records(lines) -> dict:
    return {
        record.pk: record
        for record in StockRecord.objects.select_for_update()
        .filter(pk__in=[line.stockrecord_id for line in lines])
        .order_by("pk")
    }


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
