"""Staff record a shipment; the order (and its lines) move from Processing to Shipped."""

from django.db import transaction
from oscar.core.loading import get_class, get_model

from . import signals
from .models import Shipment

EventHandler = get_class("order.processing", "EventHandler")
Order = get_model("order", "Order")

PROCESSING = "Processing"
SHIPPED = "Shipped"


class ShipmentRefused(ValueError):
    """The order cannot take a shipment (it was canceled)."""


def add_shipment(order, carrier: str, tracking_number: str, title: str, *, by=None) -> Shipment:
    """Records a parcel for `order`. A Processing order moves to Shipped through Oscar's event
    handler, which cascades the status to the lines and writes the status change and a note
    into the order's dashboard history; Oscar's order_status_changed then consumes the order's
    stock allocation (commerce/ordering/receivers.py). A Shipped or Complete order keeps its
    status (a second parcel of a split order); a Canceled one takes no shipment. Once committed,
    signals.shipped tells its listeners (the customer's shipment email), once per parcel."""
    with transaction.atomic():
        # Locked so two staff adding parcels at once cannot take the same shipment number.
        order = Order.objects.select_for_update().get(pk=order.pk)
        if order.status == "Canceled":
            raise ShipmentRefused(f"Order {order.number} was canceled; it cannot ship.")
        index = order.shipments.count() + 1
        shipment = Shipment.objects.create(
            order=order,
            number=f"{order.number}-{index}",
            carrier=carrier,
            tracking_number=tracking_number.strip(),
            title=title.strip(),
        )
        if order.status == PROCESSING:
            EventHandler(user=by).handle_order_status_change(
                order,
                SHIPPED,
                note_msg=f"Shipment {shipment.number} added: {shipment.get_carrier_display()} "
                f"{shipment.tracking_number}.",
            )
        transaction.on_commit(
            lambda: signals.shipped.send(Shipment, shipment=shipment), robust=True
        )
    return shipment
