from django.apps import AppConfig


class LegalConfig(AppConfig):
    """Terms, privacy policies and programme terms."""

    name = "cms.legal"
    label = "legal"
