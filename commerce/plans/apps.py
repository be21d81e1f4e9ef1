from django.apps import AppConfig


class PlansConfig(AppConfig):
    """Sellable plans: the one-time and subscription children of each catalogue product."""

    name = "commerce.plans"
    label = "plans"
    verbose_name = "Plans"

    def ready(self):
        from django.db.models.signals import post_delete, post_save
        from oscar.core.loading import get_model

        from .cache import catalogue_changed

        for model in (
            get_model("catalogue", "Product"),
            get_model("catalogue", "ProductAttributeValue"),
            get_model("partner", "StockRecord"),
        ):
            for signal in (post_save, post_delete):
                signal.connect(catalogue_changed, sender=model, dispatch_uid=f"plans.{model}")
