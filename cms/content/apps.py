from django.apps import AppConfig


class ContentConfig(AppConfig):
    name = "cms.content"
    label = "content"
