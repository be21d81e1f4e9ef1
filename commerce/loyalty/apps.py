from django.apps import AppConfig


class LoyaltyConfig(AppConfig):
    """Store credit (an append-only ledger), customer segment keys, campaigns and referrals."""

    name = "commerce.loyalty"
    label = "loyalty"
    verbose_name = "Loyalty"

    def ready(self):
        from commerce.ordering import events, tenders
        from commerce.subscriptions import signals

        from . import receivers, referral_receivers, store_credit

        # The ledger is what checkout and renewals pay with beside the card.
        tenders.register_store_credit(store_credit)
        events.order_written.listen(
            referral_receivers.friends_order_written, after_commit=False, rank=events.EARNED
        )

        # Sent once the subscription's start is committed: a new subscriber sees the campaigns
        # that match them at once.
        signals.started.connect(receivers.offer_campaigns_to_new_subscription)
