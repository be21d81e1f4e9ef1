from django.apps import AppConfig


class PlatformConfig(AppConfig):
    """Platform plumbing: health check and the start-up commands."""

    name = "config"
    label = "platform"
    verbose_name = "Platform"
