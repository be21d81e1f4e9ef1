from django.apps import AppConfig


class PaymentsConfig(AppConfig):
    """Stored cards, kept at a payment gateway and charged through its interface."""

    name = "commerce.payments"
    label = "payments"
    verbose_name = "Payments"
