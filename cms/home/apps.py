from django.apps import AppConfig


class HomeConfig(AppConfig):
    name = "cms.home"
    label = "home"
