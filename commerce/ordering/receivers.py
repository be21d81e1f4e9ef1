"""An order's stock follows its status, however the status changes: Oscar's set_status sends
order_status_changed both for add_shipment (through its EventHandler) and for the dashboard's
status change, single or in bulk."""

from django.dispatch import receiver
from oscar.apps.order.signals import order_status_changed

from . import stock

PROCESSING = "Processing"
SHIPPED = "Shipped"
CANCELED = "Canceled"


@receiver(order_status_changed, dispatch_uid="ordering.stock_follows_status")
def stock_follows_status(sender, order, old_status, new_status, **kwargs):
    # The pipeline reaches Shipped and Canceled only from Processing, once each; Complete
    # (after Shipped) leaves the consumed stock as it is.
    if old_status != PROCESSING:
        return
    if new_status == SHIPPED:
        stock.consume(order)
    elif new_status == CANCELED:
        stock.cancel(order)
