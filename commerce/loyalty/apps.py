from django.apps import AppConfig


class LoyaltyConfig(AppConfig):
    """Store credit (an append-only ledger), customer segment keys, campaigns and referrals."""

    name = "commerce.loyalty"
    label = "loyalty"
    verbose_name = "Loyalty"

    def ready(self):
        from commerce.ordering import events, tenders
        from commerce.subscriptions import coupons, signals, updates

        from . import offers, receivers, referral_receivers, store_credit, subscription_receivers

        # The ledger is what checkout and renewals pay with beside the card.
        tenders.register_store_credit(store_credit)
        events.order_written.listen(
            referral_receivers.friends_order_written, after_commit=False, rank=events.EARNED
        )
        events.order_refunded.listen(referral_receivers.friends_order_refunded)

        # Sent once the subscription's start is committed: a new subscriber sees the campaigns
        # that match them at once.
        signals.started.connect(receivers.offer_campaigns_to_new_subscription)
        # Campaigns' coupons apply through their offers, which a customer accepts as a part of
        # updating their subscription and a renewal marks used with its order.
        coupons.register_campaign_coupons("loyalty", subscription_receivers.gives_out)
        updates.register_offered_part("upgrade_segment_id", offers.accept_upgrade)
        updates.register_offered_part("referral_campaign", offers.accept_referral)
        signals.rewards_shipped.listen(subscription_receivers.offers_used, after_commit=False)
