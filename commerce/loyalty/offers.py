"""Accepting and declining campaign offers. Each is one transaction on the subscription's locked
row (as every change of a subscription is), logged on the subscription in words staff can read.

What an accepted reward does:
- pick_your_booster and free_gift: the chosen product ships once with the next renewal at the
  reward's price (subscriptions.rewards);
- upgrade_booster: the subscription moves to the campaign's interval at once and takes its
  coupon, which the next renewal applies; that renewal marks the offer used;
- pay_it_forward: the friend is emailed a gift code (referrals.issue_friend_gift); used at once;
- refer_a_friend: the customer's referral code (referrals.referral_code_of); used at once.
A campaign that does not run with the next rebill ships the next renewal at once, once the
acceptance is committed.
"""

import logging
from decimal import Decimal

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone

from commerce.core.errors import DomainError
from commerce.plans.services import booster_plans, plans_for_skus
from commerce.subscriptions import coupons, edits, renewals, rewards
from commerce.subscriptions.lifecycle import locked, log
from commerce.subscriptions.models import Subscription, SubscriptionLog
from commerce.subscriptions.rules import Operation

from .campaigns import (
    ACCEPTED_SUFFIX,
    CampaignClosed,
    CampaignNotFound,
    gift_skus,
    is_open,
    upgrades,
)
from .models import CampaignOffer, RewardType

logger = logging.getLogger(__name__)

CHANGED = SubscriptionLog.Action.CHANGED
CHOOSE_OFFERED = "Choose one of the offered products."
FRIEND_EMAIL = "Enter your friend's email address."
NOT_YOURSELF = "Send the gift to a friend, not to yourself."


class InvalidRewardChoice(DomainError):
    code = "BAD_USER_INPUT"


def accept(customer, segment_name: str, subscription_id, sku=None, friend_email=None):
    """Accepts the customer's open offer of the campaign `segment_name` for their subscription:
    (offer, subscription). `sku` chooses the booster or gift; `friend_email` is where a pay it
    forward gift goes."""
    name = (segment_name or "").strip().removesuffix(ACCEPTED_SUFFIX)
    with transaction.atomic():
        subscription = _locked(customer, subscription_id)
        offer = _offer(customer, subscription, campaign__segment_name=name)
        subscription = _accept(offer, subscription, customer, sku=sku, friend_email=friend_email)
    return offer, subscription


def accept_upgrade(customer, segment_id, subscription: Subscription) -> Subscription:
    """updateSubscription's plan upgrade: accepts the upgrade offer `segment_id` on the
    subscription; the subscription upgraded, with the campaign's coupon."""
    return _accept_by_type(customer, segment_id, subscription, RewardType.UPGRADE_BOOSTER)


def accept_referral(customer, segment_name: str, subscription: Subscription) -> Subscription:
    """updateSubscription's referral campaign: accepts the refer_a_friend offer of that segment
    on the subscription."""
    name = (segment_name or "").strip().removesuffix(ACCEPTED_SUFFIX)
    with transaction.atomic():
        subscription = _locked(customer, subscription.pk)
        offer = _offer(
            customer,
            subscription,
            campaign__segment_name=name,
            campaign__reward_type=RewardType.REFER_A_FRIEND,
        )
        return _accept(offer, subscription, customer)


def decline(customer, segment_id, subscription_id) -> bool:
    """The customer declines their offer: never shown or offered again. An accepted booster or
    gift not yet shipped is taken off the next renewal; an applied upgrade or a sent gift code
    can no longer be declined (CAMPAIGN_CLOSED). Declining twice changes nothing."""
    with transaction.atomic():
        subscription = _locked(customer, subscription_id)
        offer = _offer(customer, subscription, pk=segment_id)
        if offer.declined_at is not None:
            return True
        if offer.is_used or (
            offer.is_accepted and offer.campaign.reward_type not in _SHIPPED_TYPES
        ):
            raise CampaignClosed()
        offer.declined_at = timezone.now()
        offer.save(update_fields=["declined_at"])
        if offer.is_accepted:
            rewards.remove(subscription, [offer.pk])
            subscription.save(update_fields=["quote"])
            message = f"Removed the reward {offer.campaign.title} from the next renewal."
        else:
            message = f"Declined the reward {offer.campaign.title}."
        log(subscription, CHANGED, message, customer)
    return True


_SHIPPED_TYPES = (RewardType.PICK_YOUR_BOOSTER, RewardType.FREE_GIFT)


def _accept_by_type(customer, segment_id, subscription, reward_type) -> Subscription:
    with transaction.atomic():
        subscription = _locked(customer, subscription.pk)
        offer = _offer(customer, subscription, pk=segment_id, campaign__reward_type=reward_type)
        return _accept(offer, subscription, customer)


def _offer(customer, subscription, **lookup) -> CampaignOffer:
    """The customer's offer on the subscription that `lookup` names; CAMPAIGN_NOT_FOUND when
    there is none."""
    offer = (
        CampaignOffer.objects.filter(customer=customer, subscription=subscription, **lookup)
        .select_related("campaign")
        .first()
    )
    if offer is None:
        raise CampaignNotFound()
    return offer


def _locked(customer, subscription_id) -> Subscription:
    """The customer's subscription, its row locked; another's is CAMPAIGN_NOT_FOUND, like a
    missing one. A canceled subscription takes no rewards (SUBSCRIPTION_STATUS)."""
    owned = Subscription.objects.filter(customer=customer, pk=subscription_id).first()
    if owned is None:
        raise CampaignNotFound()
    subscription = locked(owned, Operation.CHANGE_PRODUCTS)
    subscription.customer = customer
    return subscription


def _accept(offer, subscription, customer, *, sku=None, friend_email=None) -> Subscription:
    now = timezone.now()
    if not is_open(offer, now):
        raise CampaignClosed()
    campaign = offer.campaign
    kind = campaign.reward_type
    if kind == RewardType.UPGRADE_BOOSTER and not upgrades(campaign, subscription.frequency_count):
        # Not offered to a plan it does not upgrade (campaigns.OUTGROWN_UPGRADE): as if missing.
        raise CampaignNotFound()
    offer.accepted_at = now
    fields = ["accepted_at"]
    if kind in _SHIPPED_TYPES:
        plan = _chosen(campaign, subscription, sku)
        price = _reward_price(campaign, plan)
        offer.accepted_sku = plan.sku
        fields.append("accepted_sku")
        kind_name = rewards.BOOSTER if kind == RewardType.PICK_YOUR_BOOSTER else rewards.GIFT
        rewards.add(
            subscription,
            offer,
            kind_name,
            sku=plan.sku,
            name=plan.name,
            product_id=plan.id,
            price=f"{price:.2f}",
        )
        subscription.save(update_fields=["quote"])
        what = f"{plan.name} at {price:.2f} on the next renewal"
    elif kind == RewardType.UPGRADE_BOOSTER:
        subscription = _upgrade(offer, subscription, customer)
        what = f"the plan moved to every {campaign.upgrade_interval} months"
        if campaign.upgrade_coupon_id:
            what += f" with coupon {subscription.coupon.code}"
    elif kind == RewardType.PAY_IT_FORWARD:
        offer.friend_email = _friend_email(customer, friend_email)
        offer.used_at = now
        fields += ["friend_email", "used_at"]
        from . import referrals  # written alongside (issue 17); imported when first used

        referrals.issue_friend_gift(offer, offer.friend_email)
        fields.append("gift_voucher")
        what = f"a gift code sent to {offer.friend_email}"
    else:  # refer_a_friend: the customer's referral code is the reward
        from . import referrals

        offer.used_at = now
        fields.append("used_at")
        what = f"referral code {referrals.referral_code_of(customer)}"
    offer.save(update_fields=fields)
    log(subscription, CHANGED, f"Accepted the reward {campaign.title}: {what}.", customer)
    if not campaign.run_with_next_rebill and kind not in _USED_AT_ONCE:
        subscription_id = subscription.pk
        transaction.on_commit(lambda: _ship_now(subscription_id, customer), robust=True)
    return subscription


_USED_AT_ONCE = (RewardType.PAY_IT_FORWARD, RewardType.REFER_A_FRIEND)


def _chosen(campaign, subscription, sku):
    """The booster or gift the customer chose, one of those offered."""
    sku = (sku or "").strip()
    if campaign.reward_type == RewardType.PICK_YOUR_BOOSTER:
        offered = booster_plans(campaign.booster_bundle_key, subscription.frequency_count)
    else:
        skus = gift_skus(campaign)
        offered = plans_for_skus(skus) if sku in skus else []
    chosen = [plan for plan in offered if plan.sku == sku and plan.is_available]
    if not chosen:
        raise InvalidRewardChoice(CHOOSE_OFFERED)
    return chosen[0]


def _reward_price(campaign, plan) -> Decimal:
    """A gift ships at 0; a booster at the campaign's price, or its plan's when none is set."""
    if campaign.reward_type == RewardType.FREE_GIFT:
        return Decimal("0.00")
    return plan.price if campaign.reward_price is None else campaign.reward_price


def _upgrade(offer, subscription, customer) -> Subscription:
    campaign = offer.campaign
    if campaign.upgrade_interval != subscription.frequency_count:
        subscription = edits.change_frequency(
            subscription, campaign.upgrade_interval, actor=customer
        )
    if campaign.upgrade_coupon_id:
        subscription = coupons.attach_campaign_coupon(
            subscription, campaign.upgrade_coupon, actor=customer
        )
    subscription.customer = customer
    rewards.add(subscription, offer, rewards.UPGRADE)
    subscription.save(update_fields=["quote"])
    return subscription


def _friend_email(customer, friend_email) -> str:
    email = (friend_email or "").strip()
    try:
        validate_email(email)
    except ValidationError:
        raise InvalidRewardChoice(FRIEND_EMAIL) from None
    if email.lower() == (customer.email or "").lower():
        raise InvalidRewardChoice(NOT_YOURSELF)
    return email


def _ship_now(subscription_id, customer) -> None:
    """A reward that does not wait for the next rebill: the next renewal ships today. A decline
    is on the subscription's log; the reward stays for the renewal that succeeds."""
    subscription = Subscription.objects.get(pk=subscription_id)
    try:
        renewals.renew_now(subscription, actor=customer)
    except DomainError as refusal:
        logger.info("Shipping subscription %s's reward now: %s", subscription_id, refusal)
