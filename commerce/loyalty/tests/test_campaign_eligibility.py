"""Who a campaign is offered to, and that an offer is made once per campaign and subscription."""

from datetime import timedelta
from io import StringIO

import pytest
from django.conf import settings as django_settings
from django.core.management import call_command
from django.utils import timezone

from commerce.loyalty import tasks
from commerce.loyalty.eligibility import offer_due_campaigns
from commerce.loyalty.models import CampaignOffer
from commerce.subscriptions import lifecycle
from commerce.subscriptions.models import Subscription, SubscriptionLog
from commerce.subscriptions.tests.factories import plans
from commerce.subscriptions.tests.renewal_factories import subscription

from .factories import CampaignFactory, CampaignOfferFactory, CustomerSegmentKeyFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def womens():
    return plans()


@pytest.fixture
def mens():
    return plans("RW-CORE-M", "Rootwell Core for Men", product_gender="Men")


def offered(campaign) -> set[int]:
    return set(
        CampaignOffer.objects.filter(campaign=campaign).values_list("subscription_id", flat=True)
    )


def renewed(subscription, times: int) -> None:
    for _ in range(times):
        SubscriptionLog.objects.create(
            subscription=subscription, action=SubscriptionLog.Action.RENEWED
        )


def test_a_campaign_is_offered_to_the_active_subscribers_of_its_line_and_interval(womens, mens):
    monthly_women = subscription(womens[1])
    quarterly_women = subscription(womens[3])
    monthly_men = subscription(mens[1])
    paused_women = subscription(womens[1])
    Subscription.objects.filter(pk=paused_women.pk).update(status=Subscription.Status.PAUSED)
    womens_monthly = CampaignFactory(product_line="Women", subscription_interval=1)
    any_line = CampaignFactory()

    made = offer_due_campaigns()

    assert offered(womens_monthly) == {monthly_women.pk}
    assert offered(any_line) == {monthly_women.pk, quarterly_women.pk, monthly_men.pk}
    assert made == 4
    offer = CampaignOffer.objects.get(campaign=womens_monthly)
    assert offer.customer == monthly_women.customer
    assert offer.expires_at - offer.offered_at == pytest.approx(
        timedelta(days=30), abs=timedelta(minutes=1)
    )


def test_a_subscription_for_a_booster_alone_is_of_no_product_line(womens):
    boosters = plans(
        "RW-BOOST-STRESS", "Stress Booster", ("30.00", "85.00", "160.00"), is_core=False
    )
    booster_only = subscription(boosters[1])
    core = subscription(womens[1])
    womens_line = CampaignFactory(product_line="Women")

    offer_due_campaigns()

    assert offered(womens_line) == {core.pk} != {booster_only.pk}


def test_a_campaign_waits_for_the_renewals_it_asks_for(womens):
    new, twice, thrice = (subscription(womens[1]) for _ in range(3))
    renewed(twice, 2)
    renewed(thrice, 3)
    SubscriptionLog.objects.create(subscription=new, action=SubscriptionLog.Action.CHANGED)
    loyal = CampaignFactory(min_renewals=2)

    offer_due_campaigns()

    assert offered(loyal) == {twice.pk, thrice.pk}


def test_a_campaign_for_a_segment_goes_to_customers_holding_its_key(womens):
    holder, other = subscription(womens[1]), subscription(womens[1])
    CustomerSegmentKeyFactory(customer=holder.customer, name="vip_2026")
    CustomerSegmentKeyFactory(customer=other.customer, name="someone_else")
    vip = CampaignFactory(required_segment_key="vip_2026")

    offer_due_campaigns()

    assert offered(vip) == {holder.pk}


def test_only_campaigns_switched_on_and_within_their_dates_are_offered(womens):
    subscription(womens[1])
    now = timezone.now()
    stopped = CampaignFactory(is_active=False)
    not_yet = CampaignFactory(starts_at=now + timedelta(days=1))
    over = CampaignFactory(ends_at=now - timedelta(minutes=1))
    running = CampaignFactory(starts_at=now - timedelta(days=1), ends_at=now + timedelta(days=1))

    offer_due_campaigns()

    assert [bool(offered(c)) for c in (stopped, not_yet, over, running)] == [
        False,
        False,
        False,
        True,
    ]


def test_an_upgrade_is_not_offered_to_a_plan_already_that_long(womens):
    monthly, quarterly = subscription(womens[1]), subscription(womens[3])
    upgrade = CampaignFactory(upgrade=True)

    offer_due_campaigns()

    assert offered(upgrade) == {monthly.pk} != {quarterly.pk}


def test_an_offer_is_never_made_twice_whatever_became_of_it(womens):
    declined, expired, used = (subscription(womens[1]) for _ in range(3))
    campaign = CampaignFactory()
    now = timezone.now()
    CampaignOfferFactory(campaign=campaign, subscription=declined, declined_at=now)
    CampaignOfferFactory(
        campaign=campaign, subscription=expired, expires_at=now - timedelta(days=1)
    )
    CampaignOfferFactory(campaign=campaign, subscription=used, accepted_at=now, used_at=now)

    assert offer_due_campaigns() == 0
    assert CampaignOffer.objects.filter(campaign=campaign).count() == 3


def test_a_second_run_offers_nothing_new(womens):
    subscription(womens[1])
    CampaignFactory()

    assert offer_due_campaigns() == 1
    assert offer_due_campaigns() == 0
    assert CampaignOffer.objects.count() == 1


def test_a_new_subscriber_is_offered_the_matching_campaigns_at_once(
    womens, django_capture_on_commit_callbacks
):
    new_monthly_core = CampaignFactory(product_line="Women", subscription_interval=1)
    CampaignFactory(product_line="Men")

    with django_capture_on_commit_callbacks(execute=True):
        started = subscription(womens[1])

    assert [offer.campaign for offer in started.campaign_offers.all()] == [new_monthly_core]


def test_the_queries_of_a_run_do_not_grow_with_subscribers(womens, django_assert_num_queries):
    CampaignFactory(product_line="Women", subscription_interval=1, min_renewals=1)
    for _ in range(3):
        renewed(subscription(womens[1]), 1)

    # the campaigns; then the campaign's subscribers; then its offers, in one batch
    with django_assert_num_queries(3):
        assert offer_due_campaigns() == 3


def test_the_command_and_the_periodic_task_offer_what_is_due(womens):
    subscription(womens[1])
    CampaignFactory()
    CampaignFactory()
    out = StringIO()
    scheduled = {entry["task"] for entry in django_settings.CELERY_BEAT_SCHEDULE.values()}

    call_command("offer_campaigns", stdout=out)

    assert out.getvalue().strip() == "offered: 2"
    assert tasks.offer_campaigns.delay().get() == 0
    assert "commerce.loyalty.tasks.offer_campaigns" in scheduled


def test_a_canceled_subscription_is_not_offered(womens):
    canceled = subscription(womens[1])
    lifecycle.cancel(canceled, actor=None)
    CampaignFactory()

    assert offer_due_campaigns() == 0
