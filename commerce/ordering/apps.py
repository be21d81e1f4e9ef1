from django.apps import AppConfig


class OrderingConfig(AppConfig):
    """Checkout and order placement: a cart's checkout state, placed as exactly one paid order."""

    name = "commerce.ordering"
    label = "ordering"
    verbose_name = "Ordering"

    def ready(self):
        from . import emails, events, receivers  # noqa: F401  (receivers connects the stock's)

        events.order_placed.listen(emails.confirm_order)
