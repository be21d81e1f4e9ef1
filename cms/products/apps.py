from django.apps import AppConfig


class ProductsConfig(AppConfig):
    name = "cms.products"
    label = "products"

    def ready(self):
        from commerce.plans import storefront_pages

        from . import paths, signals  # noqa: F401

        # Commerce finds the pages selling its plans through this hook, never by importing us.
        storefront_pages.register(paths)
