from django.apps import AppConfig


class LoyaltyConfig(AppConfig):
    """Store credit (an append-only ledger), customer segment keys, campaigns and referrals."""

    name = "commerce.loyalty"
    label = "loyalty"
    verbose_name = "Loyalty"

    def ready(self):
        from commerce.subscriptions import signals

        from . import receivers, referral_receivers  # noqa: F401  (the latter connects itself)

        # Sent once the subscription's start is committed: a new subscriber sees the campaigns
        # that match them at once.
        signals.started.connect(receivers.offer_campaigns_to_new_subscription)
