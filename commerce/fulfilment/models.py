from django.db import models

from .carriers import Carrier, tracking_url


class Shipment(models.Model):
    """A parcel sent for an order, with the carrier's tracking number; staff add them in the
    dashboard, and customers see them on the order and on the tracking page."""

    order = models.ForeignKey("order.Order", on_delete=models.CASCADE, related_name="shipments")
    # "<order number>-<n>": readable on the phone with a customer, unique across the shop.
    number = models.CharField(max_length=140, unique=True)
    carrier = models.CharField(max_length=16, choices=Carrier.choices)
    tracking_number = models.CharField(max_length=64)
    title = models.CharField(max_length=128, help_text='How it ships, e.g. "UPS Ground".')
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self):
        return self.number

    @property
    def tracking_url(self) -> str | None:
        return tracking_url(self.carrier, self.tracking_number)
