from django.apps import AppConfig


class FulfilmentConfig(AppConfig):
    """An order after placing: its shipments and tracking, and the history customers read."""

    name = "commerce.fulfilment"
    label = "fulfilment"
    verbose_name = "Fulfilment"

    def ready(self):
        from . import email_receivers, signals

        signals.shipped.connect(
            email_receivers.email_shipment, dispatch_uid="fulfilment.email_shipment"
        )
