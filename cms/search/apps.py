from django.apps import AppConfig


class SearchConfig(AppConfig):
    name = "cms.search"
    label = "storefront_search"
    verbose_name = "Storefront search"

    def ready(self):
        from cms.products.related import provide_also_interesting

        from . import recommendations, signals  # noqa: F401

        provide_also_interesting(recommendations.also_interesting)
