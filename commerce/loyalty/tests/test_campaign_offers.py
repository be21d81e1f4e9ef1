"""Reading, accepting and declining offers: the next reward, the customer's lists, each reward's
acceptance, expiry, and that another customer's offer or subscription cannot be touched."""

import sys
import types
from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from commerce.basket.vouchers import percent_off_voucher
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty import campaigns, eligibility, offers
from commerce.loyalty.campaigns import CampaignClosed, CampaignNotFound
from commerce.loyalty.models import CampaignOffer, RewardType
from commerce.subscriptions import edits, pricing, rewards
from commerce.subscriptions.models import SubscriptionLog
from commerce.subscriptions.tests.factories import booster, plans
from commerce.subscriptions.tests.renewal_factories import subscription

from .factories import CampaignFactory, CampaignOfferFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def referrals(monkeypatch):
    """Stands in for commerce.loyalty.referrals (written on another branch): records the gifts
    asked for and hands out a referral code."""
    sent = []
    fake = types.ModuleType("commerce.loyalty.referrals")
    fake.issue_friend_gift = lambda offer, email: sent.append((offer.pk, email))
    fake.referral_code_of = lambda customer: f"FRIEND-{customer.pk}"
    fake.sent = sent
    monkeypatch.setitem(sys.modules, "commerce.loyalty.referrals", fake)
    monkeypatch.setattr("commerce.loyalty.referrals", fake, raising=False)
    return fake


def offer_of(subscription, expires_in=timedelta(days=30), **campaign):
    return CampaignOfferFactory(
        subscription=subscription,
        campaign=CampaignFactory(**campaign),
        expires_at=timezone.now() + expires_in,
    )


def refreshed(instance):
    instance.refresh_from_db()
    return instance


def names(views):
    return [view.segment_name for view in views]


# The next reward


def test_the_next_reward_is_the_open_offer_soonest_to_expire(monthly):
    offer_of(monthly, timedelta(days=9), segment_name="later")
    soonest = offer_of(monthly, timedelta(days=2), segment_name="soonest")

    reward = campaigns.next_reward(monthly.customer)

    assert (reward.reward_type, reward.segment_id) == ("free_gift", soonest.pk)
    assert reward.pencil_banner_text == soonest.campaign.pencil_banner_text


def five_days_ahead_at(hour):
    """How long until `hour` o'clock on the shop's calendar five days from now: offers ending
    then end the same shop day whatever the time of day the test runs."""
    local_now = timezone.localtime()
    ends = (local_now + timedelta(days=5)).replace(hour=hour, minute=0, second=0, microsecond=0)
    return ends - local_now


def test_offers_ending_the_same_day_go_by_priority_then_segment_name(monthly):
    offer_of(monthly, five_days_ahead_at(15), segment_name="b_second", priority=10)
    first = offer_of(monthly, five_days_ahead_at(13), segment_name="a_first", priority=10)
    offer_of(monthly, five_days_ahead_at(14), segment_name="a_last", priority=50)

    reward = campaigns.next_reward(monthly.customer)

    assert reward.segment_id == first.pk
    assert names(campaigns.customer_campaigns(monthly.customer)) == [
        "a_first",
        "b_second",
        "a_last",
    ]


def test_when_only_accepted_offers_remain_the_next_reward_is_refer_a_friend(monthly):
    offer_of(monthly)
    CampaignOffer.objects.update(accepted_at=timezone.now())
    CampaignFactory(refer_a_friend=True, pencil_banner_text="Give $10, get $10")

    reward = campaigns.next_reward(monthly.customer)

    assert (reward.reward_type, reward.segment_id, reward.pencil_banner_text) == (
        "refer_a_friend",
        None,
        "Give $10, get $10",
    )


def test_without_offers_there_is_no_next_reward(monthly):
    offer_of(monthly)
    CampaignOffer.objects.update(declined_at=timezone.now())

    assert campaigns.next_reward(monthly.customer) is None
    assert campaigns.next_reward(CustomerFactory()) is None


# The customer's lists


def test_the_list_shows_open_offers_then_accepted_ones_never_declined_expired_or_used(monthly):
    now = timezone.now()
    accepted = offer_of(monthly, segment_name="accepted")
    CampaignOffer.objects.filter(pk=accepted.pk).update(accepted_at=now)
    offer_of(monthly, segment_name="open")
    declined = offer_of(monthly, segment_name="declined")
    CampaignOffer.objects.filter(pk=declined.pk).update(declined_at=now)
    offer_of(monthly, -timedelta(minutes=1), segment_name="expired")
    used = offer_of(monthly, segment_name="used")
    CampaignOffer.objects.filter(pk=used.pk).update(accepted_at=now, used_at=now)

    listed = campaigns.customer_campaigns(monthly.customer)
    everything = campaigns.all_campaigns(monthly.customer)

    assert names(listed) == ["open", "accepted_accepted"]
    assert [view.offer.is_accepted for view in listed] == [False, True]
    assert names(everything) == ["used_accepted", "open", "accepted_accepted"]


def test_remaining_lifetime_counts_whole_days_and_is_0_on_the_last_day(monthly):
    offer = offer_of(monthly, timedelta(days=3))
    now = timezone.now()

    assert campaigns.remaining_lifetime(offer, now) == 3
    assert campaigns.remaining_lifetime(offer, offer.expires_at - timedelta(seconds=1)) == 0
    assert campaigns.remaining_lifetime(offer, offer.expires_at + timedelta(days=2)) == 0


def test_a_booster_offer_lists_the_boosters_on_the_subscriptions_interval(monthly, stress):
    booster("RW-BOOST-MEN", "Men's Booster", bundle_keys="men")
    offer_of(monthly, booster=True, reward_price=None)

    [view] = campaigns.customer_campaigns(monthly.customer)

    assert [plan.sku for plan in view.choices] == [stress[1].upc]
    assert [plan.id for plan in view.choices] == [stress[1].pk]
    assert view.reward_price is None  # the chosen plan's price, once chosen


# Accepting


def test_accepting_a_booster_puts_it_on_the_next_renewal_at_the_reward_price(monthly, stress):
    offer = offer_of(monthly, booster=True, reward_price=Decimal("5.00"))

    accepted, upgraded = offers.accept(
        monthly.customer, offer.campaign.segment_name, monthly.pk, sku=stress[1].upc
    )

    assert refreshed(offer).accepted_sku == stress[1].upc
    assert offer.is_accepted and not offer.is_used
    [reward] = rewards.pending(refreshed(monthly))
    assert (reward["offer_id"], reward["sku"], reward["price"]) == (offer.pk, stress[1].upc, "5.00")
    totals = pricing.renewal_totals(monthly)
    assert (totals.subtotal, totals.grand_total) == (Decimal("84.00"), Decimal("84.00"))
    log = monthly.logs.get(action=SubscriptionLog.Action.CHANGED)
    assert log.message == (
        f"Accepted the reward {offer.campaign.title}: Stress Adaptogen Booster "
        "at 5.00 on the next renewal."
    )
    assert stress[1].upc not in log.message  # customers read their history
    assert log.actor == monthly.customer


def test_a_booster_without_a_campaign_price_costs_its_plans_price(monthly, stress):
    offer = offer_of(monthly, booster=True, reward_price=None)

    offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk, sku=stress[1].upc)

    assert rewards.pending(refreshed(monthly))[0]["price"] == "30.00"
    [view] = campaigns.customer_campaigns(monthly.customer)
    assert (view.segment_name, view.reward_price) == (
        f"{offer.campaign.segment_name}_accepted",
        Decimal("30.00"),
    )


def test_a_gift_ships_at_zero(monthly, stress):
    gift = plans("RW-SERUM", "Scalp Serum", ("25.00", "70.00", "130.00"), is_core=False)
    offer = offer_of(monthly, gift_skus=f"{gift[1].upc}, {gift[3].upc}")

    offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk, sku=gift[1].upc)

    assert rewards.pending(refreshed(monthly))[0]["price"] == "0.00"
    assert pricing.renewal_totals(monthly).grand_total == Decimal("79.00")


@pytest.mark.parametrize("sku", [None, "", "RW-NOT-OFFERED-1M-S01", "RW-BOOST-STRESS-3M-S01"])
def test_a_product_not_offered_is_refused_and_nothing_changes(monthly, stress, sku):
    offer = offer_of(monthly, booster=True)

    with pytest.raises(offers.InvalidRewardChoice, match="Choose one of the offered products."):
        offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk, sku=sku)

    assert refreshed(offer).accepted_at is None
    assert rewards.pending(refreshed(monthly)) == []


def test_an_offer_accepted_declined_or_expired_cannot_be_accepted(monthly, stress):
    accepted = offer_of(monthly, booster=True)
    offers.accept(monthly.customer, accepted.campaign.segment_name, monthly.pk, sku=stress[1].upc)
    declined = offer_of(monthly)
    offers.decline(monthly.customer, declined.pk, monthly.pk)
    expired = offer_of(monthly, -timedelta(seconds=1))

    for offer in (accepted, declined, expired):
        with pytest.raises(CampaignClosed, match="This reward is no longer available."):
            offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk, sku="x")
    assert len(rewards.pending(refreshed(monthly))) == 1


def test_another_customers_offer_or_subscription_is_not_found(core, monthly, stress):
    mine = offer_of(monthly, booster=True)
    theirs = subscription(core[1])
    their_offer = offer_of(theirs, booster=True)
    name = mine.campaign.segment_name

    attempts = [
        lambda: offers.accept(theirs.customer, name, monthly.pk, sku=stress[1].upc),
        lambda: offers.accept(monthly.customer, their_offer.campaign.segment_name, theirs.pk),
        lambda: offers.accept(monthly.customer, their_offer.campaign.segment_name, monthly.pk),
        lambda: offers.accept(monthly.customer, "no_such_segment", monthly.pk),
        lambda: offers.decline(theirs.customer, mine.pk, monthly.pk),
        lambda: offers.decline(monthly.customer, their_offer.pk, theirs.pk),
        lambda: offers.decline(monthly.customer, their_offer.pk, monthly.pk),
    ]
    for attempt in attempts:
        with pytest.raises(CampaignNotFound, match="This reward is not available."):
            attempt()

    assert not CampaignOffer.objects.filter(accepted_at__isnull=False).exists()
    assert not CampaignOffer.objects.filter(declined_at__isnull=False).exists()


def test_accepting_an_upgrade_moves_the_plan_and_applies_its_coupon(core, monthly):
    coupon = percent_off_voucher("UPGRADE25", Decimal("25"))
    offer = offer_of(monthly, upgrade=True, upgrade_coupon=coupon)

    _, upgraded = offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk)

    upgraded = refreshed(upgraded)
    # The upgrade's coupon discounts the one renewal it rewards
    assert (upgraded.frequency_count, upgraded.coupon, upgraded.coupon_renewals_left) == (
        3,
        coupon,
        1,
    )
    assert [item["sku"] for item in upgraded.quote["items"]] == [core[3].upc]
    # $224 less 25%
    assert pricing.renewal_totals(upgraded).grand_total == Decimal("168.00")
    [reward] = rewards.pending(upgraded)
    assert (reward["kind"], reward["offer_id"]) == ("upgrade", offer.pk)
    assert not refreshed(offer).is_used  # until the renewal it discounts


def test_an_upgrade_is_not_offered_to_a_plan_that_already_ships_every_three_months(core, monthly):
    # Given an open offer to upgrade to the 3-month plan at 25% off, made while it was monthly
    coupon = percent_off_voucher("UPGRADE25", Decimal("25"))
    offer = offer_of(monthly, upgrade=True, upgrade_coupon=coupon)
    assert names(campaigns.customer_campaigns(monthly.customer)) == [offer.campaign.segment_name]

    # When the customer moves the plan to every 3 months themselves
    edits.change_frequency(monthly, 3, actor=monthly.customer)

    # Then the upgrade is no longer offered, and accepting it is refused without a discount
    assert campaigns.customer_campaigns(monthly.customer) == []
    assert campaigns.next_reward(monthly.customer) is None
    with pytest.raises(CampaignNotFound):
        offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk)
    quarterly = refreshed(monthly)
    assert (quarterly.coupon, quarterly.coupon_renewals_left) == (None, 0)
    assert pricing.renewal_totals(quarterly).grand_total == Decimal("224.00")
    assert not refreshed(offer).is_accepted
    # Nor is it offered to a new 3-month subscriber
    assert not eligibility.eligible(offer.campaign).filter(pk=quarterly.pk).exists()


def test_pay_it_forward_sends_the_friend_a_gift_and_is_used_at_once(monthly, referrals):
    offer = offer_of(monthly, pay_it_forward=True)

    offers.accept(
        monthly.customer, offer.campaign.segment_name, monthly.pk, friend_email="sam@example.com"
    )

    offer = refreshed(offer)
    assert referrals.sent == [(offer.pk, "sam@example.com")]
    assert (offer.friend_email, offer.used_at) == ("sam@example.com", offer.accepted_at)
    assert rewards.pending(refreshed(monthly)) == []


@pytest.mark.parametrize(
    ("email", "message"),
    [
        (None, "Enter your friend's email address."),
        ("not-an-email", "Enter your friend's email address."),
        ("CASEY@example.com", "Send the gift to a friend, not to yourself."),
    ],
)
def test_pay_it_forward_needs_a_friends_email(core, referrals, email, message):
    own = subscription(core[1], customer=CustomerFactory(email="casey@example.com"))
    offer = offer_of(own, pay_it_forward=True)

    with pytest.raises(offers.InvalidRewardChoice, match=message):
        offers.accept(own.customer, offer.campaign.segment_name, own.pk, friend_email=email)

    assert referrals.sent == [] and refreshed(offer).accepted_at is None


def test_a_referral_campaign_is_accepted_with_the_customers_referral_code(monthly, referrals):
    offer = offer_of(monthly, refer_a_friend=True)

    offers.accept_referral(monthly.customer, offer.campaign.segment_name, monthly)

    assert refreshed(offer).is_used
    assert f"FRIEND-{monthly.customer.pk}" in monthly.logs.last().message


# Declining


def test_declining_hides_the_offer_for_good(monthly):
    offer = offer_of(monthly)

    assert offers.decline(monthly.customer, offer.pk, monthly.pk) is True
    assert offers.decline(monthly.customer, offer.pk, monthly.pk) is True

    assert refreshed(offer).declined_at is not None
    assert campaigns.customer_campaigns(monthly.customer) == []
    assert monthly.logs.filter(action=SubscriptionLog.Action.CHANGED).count() == 1


def test_declining_an_accepted_booster_takes_it_off_the_next_renewal(monthly, stress):
    offer = offer_of(monthly, booster=True)
    offers.accept(monthly.customer, offer.campaign.segment_name, monthly.pk, sku=stress[1].upc)

    offers.decline(monthly.customer, offer.pk, monthly.pk)

    assert rewards.pending(refreshed(monthly)) == []
    assert pricing.renewal_totals(monthly).grand_total == Decimal("79.00")


def test_an_applied_upgrade_or_used_reward_cannot_be_declined(monthly, referrals):
    upgrade = offer_of(monthly, upgrade=True)
    offers.accept(monthly.customer, upgrade.campaign.segment_name, monthly.pk)
    gift_code = offer_of(monthly, pay_it_forward=True)
    name = gift_code.campaign.segment_name
    offers.accept(monthly.customer, name, monthly.pk, friend_email="sam@example.com")

    for offer in (upgrade, gift_code):
        with pytest.raises(CampaignClosed):
            offers.decline(monthly.customer, offer.pk, monthly.pk)


def test_reward_type_names_are_the_specs():
    assert [kind.value for kind in campaigns.SELECTABLE_ORDER] == [
        "pay_it_forward",
        "pick_your_booster",
        "upgrade_booster",
        "free_gift",
    ]
    assert RewardType.REFER_A_FRIEND == "refer_a_friend"
