"""Keeps the shared referral offer's amount in step with the refer-a-friend campaigns."""

from django.db import transaction
from django.db.models.signals import post_save
from django.dispatch import receiver

from .models import Campaign, RewardType
from .referrals import sync_referral_offer


@receiver(post_save, sender=Campaign, dispatch_uid="loyalty.sync_referral_offer")
def referral_campaign_saved(sender, instance, raw=False, **kwargs):
    """A refer-a-friend campaign saved (in the dashboard, the CMS or a fixture) may change what
    friends get off; the offer their codes point at follows once the save commits."""
    if raw or instance.reward_type != RewardType.REFER_A_FRIEND:
        return
    transaction.on_commit(sync_referral_offer)
