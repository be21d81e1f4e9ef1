from django.apps import AppConfig


class OrderingConfig(AppConfig):
    """Checkout and order placement: a cart's checkout state, placed as exactly one paid order."""

    name = "commerce.ordering"
    label = "ordering"
    verbose_name = "Ordering"

    def ready(self):
        from . import receivers  # noqa: F401  (connects the stock receivers)
