from django.apps import AppConfig


class SubscriptionsConfig(AppConfig):
    """Subscriptions created from paid orders, one per plan, with their own quote and schedule."""

    name = "commerce.subscriptions"
    label = "subscriptions"
    verbose_name = "Subscriptions"
