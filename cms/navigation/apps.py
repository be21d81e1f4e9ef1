from django.apps import AppConfig


class NavigationConfig(AppConfig):
    """The storefront's chrome that marketers edit: menus, footer columns, ribbons."""

    name = "cms.navigation"
    label = "navigation"
    verbose_name = "Navigation"

    def ready(self):
        from . import signals  # noqa: F401
