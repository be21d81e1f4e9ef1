"""Keeps the shared referral offer's amount in step with the refer-a-friend campaigns, and takes
a referral's credit back when the friend's order is refunded."""

import logging

from django.db import transaction
from django.db.models.signals import post_save
from django.dispatch import receiver

from .models import Campaign, RewardType
from .referrals import credit_referral, sync_referral_offer, take_back_referral_credit

logger = logging.getLogger(__name__)


@receiver(post_save, sender=Campaign, dispatch_uid="loyalty.sync_referral_offer")
def referral_campaign_saved(sender, instance, raw=False, **kwargs):
    """A refer-a-friend campaign saved (in the dashboard, the CMS or a fixture) may change what
    friends get off; the offer their codes point at follows once the save commits."""
    if raw or instance.reward_type != RewardType.REFER_A_FRIEND:
        return
    transaction.on_commit(sync_referral_offer)


def friends_order_refunded(order, lines=(), **facts):
    """Listens to ordering.events.order_refunded, heard once a refund (a return, the money-back
    guarantee) is committed. A failure is logged for staff; the refund itself stands."""
    try:
        take_back_referral_credit(order, [line_id for line_id, _ in lines])
    except Exception:
        logger.exception("Taking back the referral credit of order %s failed", order.pk)


def friends_order_written(order, **facts) -> None:
    """Listens, in the order's transaction, to ordering.events.order_written: a friend's first
    order with a referral code earns the referrer credit exactly once, with the order."""
    credit_referral(order)
