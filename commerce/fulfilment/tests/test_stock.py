"""An order's stock allocation is consumed when it ships and released when it is canceled,
whether staff add a shipment or change the status in Oscar's dashboard."""

import pytest
from oscar.core.loading import get_model

from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.shipments import add_shipment

from .factories import place_order
from .test_dashboard import order_staff

pytestmark = pytest.mark.django_db

StockRecord = get_model("partner", "StockRecord")


def figures(order):
    """(num_in_stock, num_allocated) of the order's one line's stock record, and what the line
    still holds allocated."""
    line = order.lines.get()
    record = StockRecord.objects.get(pk=line.stockrecord_id)
    return record.num_in_stock, record.num_allocated, line.num_allocated


def change_status(client, order, new_status):
    client.force_login(order_staff())
    response = client.post(
        f"/dashboard/orders/{order.number}/",
        {"order_action": "change_order_status", "new_status": new_status},
    )
    assert response.status_code == 302
    order.refresh_from_db()
    assert order.status == new_status


def test_placing_allocates_and_a_shipment_consumes_the_allocation():
    order = place_order(CustomerFactory(), quantity=3)
    assert figures(order) == (100, 3, 3)

    add_shipment(order, "ups", "1Z1", "UPS Ground")

    assert figures(order) == (97, 0, 0)


def test_a_second_shipment_and_completing_consume_nothing_more(client):
    order = place_order(CustomerFactory(), quantity=3)
    add_shipment(order, "ups", "1Z1", "UPS Ground")

    add_shipment(order, "fedex", "7712", "FedEx Home")
    change_status(client, order, "Complete")

    assert figures(order) == (97, 0, 0)


def test_shipping_in_the_dashboard_consumes_the_allocation_once(client):
    order = place_order(CustomerFactory(), quantity=2)

    change_status(client, order, "Shipped")
    add_shipment(order, "ups", "1Z1", "UPS Ground")

    assert figures(order) == (98, 0, 0)


def test_canceling_a_processing_order_in_the_dashboard_releases_the_allocation(client):
    order = place_order(CustomerFactory(), quantity=2)
    other = place_order(CustomerFactory(), plans=[order.lines.get().product], quantity=1)
    assert figures(order)[:2] == (100, 3)

    change_status(client, order, "Canceled")

    line = order.lines.get()
    assert figures(order) == (100, 1, 0) and line.allocation_cancelled
    add_shipment(other, "ups", "1Z1", "UPS Ground")
    assert figures(other) == (99, 0, 0)


def test_stock_counted_since_placing_never_goes_negative():
    # A stocktake sets num_in_stock to what is on the shelf and num_allocated back to zero.
    order = place_order(CustomerFactory(), quantity=2)
    StockRecord.objects.filter(pk=order.lines.get().stockrecord_id).update(
        num_in_stock=1, num_allocated=0
    )

    add_shipment(order, "ups", "1Z1", "UPS Ground")

    order.refresh_from_db()
    assert order.status == "Shipped"
    assert figures(order) == (0, 0, 0)


def test_canceling_releases_no_more_than_the_record_still_holds(client):
    order = place_order(CustomerFactory(), quantity=2)
    StockRecord.objects.filter(pk=order.lines.get().stockrecord_id).update(num_allocated=1)

    change_status(client, order, "Canceled")

    assert figures(order) == (100, 0, 0)
