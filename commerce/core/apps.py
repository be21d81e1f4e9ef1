from django.apps import AppConfig


class CoreConfig(AppConfig):
    """What every commerce app shares: the domain error base, text cleaning, and the emails'
    one layout (templates/emails/base.html)."""

    name = "commerce.core"
    label = "commerce_core"
    verbose_name = "Commerce core"
