from django.apps import AppConfig


class ApiConfig(AppConfig):
    """The one GraphQL API, the CMS's root fields included; its roots join grapple's schema
    through Wagtail hooks (wagtail_hooks.py)."""

    name = "api"
    label = "api"
    verbose_name = "GraphQL API"
