from django.apps import AppConfig


class ProductsConfig(AppConfig):
    name = "cms.products"
    label = "products"
