from django.apps import AppConfig


class BaseConfig(AppConfig):
    """What every content kind shares: blocks, the layout mixin, site settings."""

    name = "cms.base"
    label = "base"
    verbose_name = "CMS base"

    def ready(self):
        from . import signals  # noqa: F401
