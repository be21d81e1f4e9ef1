from django.apps import AppConfig


class PrivacyConfig(AppConfig):
    """Visitors' privacy requests (know or access, delete, correct, opt out of sale or sharing,
    limit the use of sensitive data): confirmed by an emailed link, then handled by staff within
    45 days of the submission (15 business days to opt out or limit)."""

    name = "commerce.privacy"
    label = "privacy_requests"
    verbose_name = "Privacy requests"
    default_auto_field = "django.db.models.BigAutoField"
