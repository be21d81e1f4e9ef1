from django.apps import AppConfig


class SearchConfig(AppConfig):
    name = "cms.search"
    label = "storefront_search"
    verbose_name = "Storefront search"

    def ready(self):
        from . import signals  # noqa: F401
