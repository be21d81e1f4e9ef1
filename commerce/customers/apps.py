from django.apps import AppConfig


class CustomersConfig(AppConfig):
    name = "commerce.customers"
    label = "customers"
    verbose_name = "Customers"
