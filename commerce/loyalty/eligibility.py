"""Which subscriptions a campaign is offered to, and making the offers.

A campaign running now (switched on, within its start and end) is offered, once, for each active
subscription that matches its rules: the product line (the Women/Men line of the core plan the
subscription is for), the interval it renews on, how many times it has renewed and a segment key
its customer holds. An offer, once made, is never made again for the same campaign and
subscription whatever became of it (declined, expired, used): the unique constraint on
(campaign, subscription) holds that even for two runs at once.

Each campaign is evaluated over every subscription in one query (its rules as SQL), its offers
written in batches; `offer_due_campaigns` runs periodically (tasks.py, the `offer_campaigns`
command) and a subscription just started is evaluated at once (apps.py connects it), so a new
subscriber sees a reward straight away.
"""

import logging
from datetime import timedelta

from django.db.models import Count, Exists, OuterRef, Q, Subquery
from django.db.models.functions import Coalesce
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.subscriptions.models import Subscription, SubscriptionLog

from .campaigns import active_campaigns
from .models import Campaign, CampaignOffer, CustomerSegmentKey, RewardType

Product = get_model("catalogue", "Product")

logger = logging.getLogger(__name__)

BATCH_SIZE = 1000


def offer_due_campaigns(now=None) -> int:
    """Offers every campaign running now to the active subscriptions it has not been offered to
    and that match its rules; how many offers it made."""
    now = now or timezone.now()
    return sum(_offer(campaign, now) for campaign in active_campaigns(now))


def offer_to_subscription(subscription: Subscription, now=None) -> int:
    """Offers the campaigns running now that match this subscription (one just started); how
    many offers it made."""
    now = now or timezone.now()
    return sum(
        _offer(campaign, now, subscription_ids=[subscription.pk])
        for campaign in active_campaigns(now)
    )


def eligible(campaign: Campaign, subscription_ids=None):
    """The active subscriptions the campaign's rules select and that have no offer of it yet,
    as one query."""
    subscriptions = Subscription.objects.filter(status=Subscription.Status.ACTIVE)
    if subscription_ids is not None:
        subscriptions = subscriptions.filter(pk__in=subscription_ids)
    if campaign.subscription_interval:
        subscriptions = subscriptions.filter(frequency_count=campaign.subscription_interval)
    if campaign.reward_type == RewardType.UPGRADE_BOOSTER:
        # An upgrade is to a longer plan: subscriptions already on it (or longer) are not offered,
        # nor is any when it names no plan to move to (campaigns.upgrades).
        subscriptions = subscriptions.filter(frequency_count__lt=campaign.upgrade_interval or 0)
    if campaign.product_line:
        subscriptions = subscriptions.filter(sku__in=_core_plan_skus(campaign.product_line))
    if campaign.required_segment_key:
        holds_key = CustomerSegmentKey.objects.filter(
            customer=OuterRef("customer_id"), name=campaign.required_segment_key
        )
        subscriptions = subscriptions.filter(Exists(holds_key))
    if campaign.min_renewals:
        renewals = (
            SubscriptionLog.objects.filter(
                subscription=OuterRef("pk"), action=SubscriptionLog.Action.RENEWED
            )
            .order_by()
            .values("subscription")
            .annotate(count=Count("pk"))
            .values("count")
        )
        subscriptions = subscriptions.alias(renewals=Coalesce(Subquery(renewals), 0)).filter(
            renewals__gte=campaign.min_renewals
        )
    offered = CampaignOffer.objects.filter(campaign=campaign, subscription=OuterRef("pk"))
    return subscriptions.filter(~Exists(offered))


def _offer(campaign: Campaign, now, subscription_ids=None) -> int:
    rows = list(eligible(campaign, subscription_ids).values_list("pk", "customer_id"))
    if not rows:
        return 0
    expires_at = now + timedelta(days=campaign.lifetime_days)
    # A run at the same time may have offered some of them meanwhile: those are left as they are.
    CampaignOffer.objects.bulk_create(
        (
            CampaignOffer(
                campaign=campaign,
                subscription_id=subscription_id,
                customer_id=customer_id,
                expires_at=expires_at,
            )
            for subscription_id, customer_id in rows
        ),
        batch_size=BATCH_SIZE,
        ignore_conflicts=True,
    )
    logger.info("Campaign %s offered to %d subscriptions", campaign.segment_name, len(rows))
    return len(rows)


def _core_plan_skus(product_line: str):
    """The SKUs of the core formulas' plans of this line (Women or Men), as a subquery."""
    return (
        Product.objects.filter(
            structure=Product.CHILD,
            attribute_values__attribute__code="product_gender",
            attribute_values__value_text=product_line,
        )
        .filter(
            Q(attribute_values__attribute__code="is_core") & Q(attribute_values__value_boolean=True)
        )
        .values("upc")
    )
