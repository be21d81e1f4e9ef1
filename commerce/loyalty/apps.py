from django.apps import AppConfig


class LoyaltyConfig(AppConfig):
    """Store credit (an append-only ledger) and customer segment keys."""

    name = "commerce.loyalty"
    label = "loyalty"
    verbose_name = "Loyalty"
