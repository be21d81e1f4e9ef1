from django.apps import AppConfig


class ProductsConfig(AppConfig):
    name = "cms.products"
    label = "products"

    def ready(self):
        from . import signals  # noqa: F401
