from django.apps import AppConfig


class PlansConfig(AppConfig):
    """Sellable plans: the one-time and subscription children of each catalogue product."""

    name = "commerce.plans"
    label = "plans"
    verbose_name = "Plans"
