from django.apps import AppConfig


class SubscriptionsConfig(AppConfig):
    """Subscriptions created from paid orders, one per plan, with their own quote and schedule."""

    name = "commerce.subscriptions"
    label = "subscriptions"
    verbose_name = "Subscriptions"

    def ready(self):
        from . import email_receivers, signals

        signals.changed.connect(
            email_receivers.email_change, dispatch_uid="subscriptions.email_change"
        )
        signals.canceled.connect(
            email_receivers.email_cancel, dispatch_uid="subscriptions.email_cancel"
        )
