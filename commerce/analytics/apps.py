from django.apps import AppConfig


class AnalyticsConfig(AppConfig):
    """The shop's own analytics: events collected first-party, stored, and forwarded onwards."""

    name = "commerce.analytics"
    # Oscar has an app labelled "analytics" (product statistics).
    label = "shop_analytics"
    verbose_name = "Analytics"
    default_auto_field = "django.db.models.BigAutoField"
