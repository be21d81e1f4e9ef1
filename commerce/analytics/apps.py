from django.apps import AppConfig


class AnalyticsConfig(AppConfig):
    """The shop's own analytics: events collected first-party, stored, and forwarded onwards."""

    name = "commerce.analytics"
    # Oscar has an app labelled "analytics" (product statistics).
    label = "shop_analytics"
    verbose_name = "Analytics"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from commerce.ordering import events
        from commerce.subscriptions import signals

        from . import receivers

        # Order Completed (a renewal's is Subscription Renewed): emitted as the order is written,
        # while the visitor's analytics context is at hand, and stored once it commits.
        events.order_written.listen(
            receivers.order_completed, after_commit=False, rank=events.TRACKED
        )

        # Each sent once the change is committed: the revenue events, exactly once.
        signals.started.connect(receivers.subscription_started, dispatch_uid="analytics.started")
        signals.renewed.connect(receivers.subscription_renewed, dispatch_uid="analytics.renewed")
        signals.canceled.connect(receivers.subscription_canceled, dispatch_uid="analytics.canceled")
