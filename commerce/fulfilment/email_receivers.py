"""The customer is emailed each parcel recorded for their order (connected in apps.ready)."""

from .emails import send_shipment_sent


def email_shipment(sender, shipment, **kwargs) -> None:
    # signals.shipped is sent once the parcel is committed: the worker finds it.
    send_shipment_sent.delay(shipment.pk)
