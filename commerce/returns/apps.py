from django.apps import AppConfig


class ReturnsConfig(AppConfig):
    """Customers return shipped items within the returns window; staff receive and refund them."""

    name = "commerce.returns"
    label = "returns"
    verbose_name = "Returns"
    default_auto_field = "django.db.models.BigAutoField"
