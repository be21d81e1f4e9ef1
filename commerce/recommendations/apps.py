from django.apps import AppConfig


class RecommendationsConfig(AppConfig):
    """Product recommendations (bought together, related, trending...) computed from order lines
    by a periodic job and stored, so that reading them is a lookup."""

    name = "commerce.recommendations"
    label = "recommendations"
    verbose_name = "Recommendations"
