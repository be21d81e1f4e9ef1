from django.apps import AppConfig


class ExperimentsConfig(AppConfig):
    """A/B experiments on CMS pages: marketers define them in the CMS, the storefront's proxy
    assigns visitors by cookie, results are read from the collected analytics events."""

    name = "cms.experiments"
    label = "experiments"
