from django.apps import AppConfig


class SubscriptionsConfig(AppConfig):
    """Subscriptions created from paid orders, one per plan, with their own quote and schedule."""

    name = "commerce.subscriptions"
    label = "subscriptions"
    verbose_name = "Subscriptions"

    def ready(self):
        from commerce.ordering import events, purchase, summary

        from . import email_receivers, order_receivers, signals

        events.order_written.listen(
            order_receivers.start_subscriptions, after_commit=False, rank=events.PAID_FOR
        )
        summary.register_renewing_lines(order_receivers.renewing_lines)
        purchase.register_purchase_of_placement("renewal", order_receivers.renewal_of)

        signals.changed.connect(
            email_receivers.email_change, dispatch_uid="subscriptions.email_change"
        )
        signals.canceled.connect(
            email_receivers.email_cancel, dispatch_uid="subscriptions.email_cancel"
        )
