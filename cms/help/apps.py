from django.apps import AppConfig


class HelpConfig(AppConfig):
    """The help centre: FAQ categories, the FAQ index pages and their articles."""

    name = "cms.help"
    label = "help"
