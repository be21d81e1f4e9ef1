from decimal import Decimal

import pytest
from django.db import transaction

from commerce.customers.tests.factories import CustomerFactory
from commerce.ordering.events import order_refunded
from commerce.ordering.orders import CARD_SOURCE_CODE
from commerce.ordering.refunds import left_to_refund, locked_sources, record_refund, refund_card
from commerce.returns.tests.factories import shipped_order

pytestmark = pytest.mark.django_db


def test_a_refund_reads_its_source_fresh_so_an_earlier_refund_is_not_lost():
    # Given an order whose card source someone read before another refund took 10.00 of it
    order = shipped_order(CustomerFactory(), shipped=False)
    stale = order.sources.get()
    with transaction.atomic():
        refund_card(locked_sources(order)[CARD_SOURCE_CODE], Decimal("10.00"), "first")

    # When a second refund of 5.00 reads the order's sources through locked_sources
    with transaction.atomic():
        card = locked_sources(order)[CARD_SOURCE_CODE]
        left = left_to_refund(card)
        refund_card(card, Decimal("5.00"), "second")

    # Then it saw the first refund, and the order records both
    assert stale.amount_refunded == Decimal("0.00")
    assert left == stale.amount_debited - Decimal("10.00")
    assert order.sources.get().amount_refunded == Decimal("15.00")


def test_a_refund_is_announced_once_it_commits_with_the_lines_it_covers(
    django_capture_on_commit_callbacks,
):
    # Given an order and a listener to refunds
    order = shipped_order(CustomerFactory(), shipped=False)
    line = order.lines.get()
    heard = []

    def listener(order, amount, lines, **facts):
        heard.append((order.number, amount, lines))

    order_refunded.listen(listener)
    try:
        # When a refund of the line is recorded
        with django_capture_on_commit_callbacks() as callbacks:
            with transaction.atomic():
                record_refund(order, Decimal("10.00"), "ref", note="Refund", lines=[(line.pk, 1)])
            # Then nothing is announced before the commit
            assert heard == []
        for callback in callbacks:
            callback()
    finally:
        order_refunded.forget(listener)

    # and once after it, with what the refund covers
    assert heard == [(order.number, Decimal("10.00"), ((line.pk, 1),))]
