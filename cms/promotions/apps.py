from django.apps import AppConfig


class PromotionsConfig(AppConfig):
    """Seasonal offers, partner and influencer landing pages, core-brand landing pages."""

    name = "cms.promotions"
    label = "promotions"
