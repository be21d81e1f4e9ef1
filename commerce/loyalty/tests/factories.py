from datetime import timedelta
from decimal import Decimal

import factory
from django.utils import timezone

from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.models import (
    Campaign,
    CampaignOffer,
    CustomerSegmentKey,
    RewardType,
    StoreCreditEntry,
)


class StaffFactory(CustomerFactory):
    """A staff member who can use the dashboard."""

    email = factory.Sequence(lambda n: f"staff{n}@rootwell.example")
    is_staff = True


class StoreCreditEntryFactory(factory.django.DjangoModelFactory):
    """Credit granted by staff; pass a negative amount and action USED for a spend."""

    customer = factory.SubFactory(CustomerFactory)
    amount = Decimal("10.00")
    currency = "USD"
    action = StoreCreditEntry.Action.GRANTED
    note = "Sorry for the late delivery"
    created_by = factory.SubFactory(StaffFactory)

    class Meta:
        model = StoreCreditEntry


class CustomerSegmentKeyFactory(factory.django.DjangoModelFactory):
    customer = factory.SubFactory(CustomerFactory)
    name = factory.Sequence(lambda n: f"segment_{n}")

    class Meta:
        model = CustomerSegmentKey


class CampaignFactory(factory.django.DjangoModelFactory):
    """A free-gift campaign any active subscriber is offered, for 30 days; pass reward_type and
    what it gives for another kind, e.g. CampaignFactory(booster=True) for pick_your_booster."""

    segment_name = factory.Sequence(lambda n: f"campaign_{n}")
    title = factory.Sequence(lambda n: f"Reward {n}")
    description = "On your next shipment."
    reward_type = RewardType.FREE_GIFT
    pencil_banner_text = factory.LazyAttribute(lambda campaign: f"{campaign.title} inside")
    lifetime_days = 30

    class Meta:
        model = Campaign

    class Params:
        booster = factory.Trait(
            reward_type=RewardType.PICK_YOUR_BOOSTER,
            booster_bundle_key="women",
            reward_price=Decimal("0.00"),
        )
        upgrade = factory.Trait(reward_type=RewardType.UPGRADE_BOOSTER, upgrade_interval=3)
        pay_it_forward = factory.Trait(
            reward_type=RewardType.PAY_IT_FORWARD, friend_discount=Decimal("20.00")
        )
        refer_a_friend = factory.Trait(
            reward_type=RewardType.REFER_A_FRIEND,
            friend_discount=Decimal("10.00"),
            referrer_credit=Decimal("10.00"),
        )


class CampaignOfferFactory(factory.django.DjangoModelFactory):
    """An open offer of a campaign for a subscription (give subscription=...), expiring in the
    campaign's lifetime."""

    campaign = factory.SubFactory(CampaignFactory)
    customer = factory.LazyAttribute(lambda offer: offer.subscription.customer)
    expires_at = factory.LazyAttribute(
        lambda offer: timezone.now() + timedelta(days=offer.campaign.lifetime_days)
    )

    class Meta:
        model = CampaignOffer
