"""What happens to an order's parcels, sent once it is committed, once per parcel: whatever
tells the customer (the shipment email) connects here, so recording a parcel never depends on
it."""

from django.dispatch import Signal

# sender=Shipment, shipment=...: staff recorded a parcel with its carrier and tracking number.
shipped = Signal()
