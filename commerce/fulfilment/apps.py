from django.apps import AppConfig


class FulfilmentConfig(AppConfig):
    """An order after placing: its shipments and tracking, and the history customers read."""

    name = "commerce.fulfilment"
    label = "fulfilment"
    verbose_name = "Fulfilment"
