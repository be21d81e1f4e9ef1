from django.apps import AppConfig


class AssurancesConfig(AppConfig):
    """What the checkout reassures shoppers with next to Place Order (secure payment, the
    guarantee, returns): a site setting editors change."""

    name = "cms.assurances"
    label = "assurances"
    verbose_name = "Checkout reassurance"

    def ready(self):
        from . import signals  # noqa: F401
