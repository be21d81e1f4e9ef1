from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.models import Campaign, CampaignOffer, RewardType
from commerce.plans.tests.factories import ProductFactory
from commerce.subscriptions.tests.factories import paid_order

from .factories import StaffFactory

pytestmark = pytest.mark.django_db

CAMPAIGNS = "/dashboard/campaigns/"


@pytest.fixture
def staff_client(client):
    client.force_login(StaffFactory())
    return client


def gift_campaign_form(**changes):
    return {
        "segment_name": "oct_upgrade_womens_gwp",
        "title": "A free travel-size serum with your next shipment",
        "description": "Choose it now; it ships free with your next renewal.",
        "reward_type": RewardType.FREE_GIFT,
        "pencil_banner_text": "A free gift is waiting for you",
        "product_line": "Women",
        "subscription_interval": "1",
        "min_renewals": "0",
        "gift_skus": "rw-serum-mini",
        "lifetime_days": "30",
        "run_with_next_rebill": "on",
        "priority": "10",
        "is_active": "on",
        **changes,
    }


def an_offer(campaign, **fields):
    customer = CustomerFactory()
    subscription = paid_order(customer).subscriptions.create(
        number=f"S-{CampaignOffer.objects.count() + 1}",
        name="Core",
        customer=customer,
        sku="RW-CORE-W-1M-S01",
        frequency_count=1,
    )
    return CampaignOffer.objects.create(
        campaign=campaign,
        customer=customer,
        subscription=subscription,
        expires_at=timezone.now() + timedelta(days=30),
        **fields,
    )


def test_a_marketer_creates_a_campaign_and_sees_it_listed(staff_client):
    ProductFactory(upc="RW-SERUM-MINI", title="Scalp Serum, travel size")

    created = staff_client.post(f"{CAMPAIGNS}create/", gift_campaign_form())
    listed = staff_client.get(CAMPAIGNS).content.decode()

    assert created.status_code == 302
    campaign = Campaign.objects.get()
    assert (campaign.reward_type, campaign.gift_skus, campaign.subscription_interval) == (
        "free_gift",
        "RW-SERUM-MINI",
        1,
    )
    assert "oct_upgrade_womens_gwp" in listed
    assert "Free gift" in listed
    assert "Women&#x27;s, every 1 month" in listed


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"gift_skus": ""}, "gift_skus", "List the gifts&#x27; SKUs."),
        ({"gift_skus": "RW-NOPE"}, "gift_skus", "No product has the SKU RW-NOPE."),
        ({"segment_name": "oct upgrade!"}, "segment_name", "Enter a valid segment key."),
        (
            {"reward_type": RewardType.UPGRADE_BOOSTER, "upgrade_interval": "1"},
            "upgrade_interval",
            "An upgrade moves to a longer interval than it is offered on.",
        ),
        (
            {"reward_type": RewardType.REFER_A_FRIEND, "friend_discount": "10"},
            "referrer_credit",
            "Set the store credit a referral earns.",
        ),
        (
            {"reward_type": RewardType.PICK_YOUR_BOOSTER, "reward_price": "-1"},
            "reward_price",
            "Enter zero or more.",
        ),
        (
            {"starts_at": "2026-12-01 00:00", "ends_at": "2026-11-01 00:00"},
            "ends_at",
            "The end comes after the start.",
        ),
    ],
)
def test_a_campaign_that_would_give_nothing_is_refused(staff_client, changes, field, message):
    ProductFactory(upc="RW-SERUM-MINI")

    response = staff_client.post(f"{CAMPAIGNS}create/", gift_campaign_form(**changes))

    assert response.status_code == 200
    assert message in response.content.decode()
    assert not Campaign.objects.exists()


def test_stopping_a_campaign_keeps_what_customers_were_offered(staff_client):
    campaign = Campaign.objects.create(
        segment_name="oct_upgrade_mens_gwp", title="Gift", reward_type=RewardType.FREE_GIFT
    )
    offer = an_offer(campaign)

    stopped = staff_client.post(f"{CAMPAIGNS}{campaign.pk}/stop/")
    page = staff_client.get(stopped["Location"]).content.decode()

    campaign.refresh_from_db()
    assert campaign.is_active is False
    assert CampaignOffer.objects.filter(pk=offer.pk).exists()
    assert "Campaign oct_upgrade_mens_gwp stopped: it makes no new offers." in page
    assert "Stopped" in page


def test_the_list_counts_offers_by_state_in_the_same_queries_for_1_or_10_campaigns(
    staff_client,
):
    first = Campaign.objects.create(
        segment_name="oct_upgrade_womens_25", title="Upgrade", reward_type=RewardType.FREE_GIFT
    )
    now = timezone.now()
    an_offer(first)
    an_offer(first, accepted_at=now)
    an_offer(first, accepted_at=now, used_at=now)
    an_offer(first, declined_at=now)
    with CaptureQueriesContext(connection) as one:
        page = staff_client.get(CAMPAIGNS).content.decode()

    for n in range(9):
        Campaign.objects.create(
            segment_name=f"campaign_{n}", title="More", reward_type=RewardType.FREE_GIFT
        )
    with CaptureQueriesContext(connection) as ten:
        staff_client.get(CAMPAIGNS)

    assert len(ten) == len(one)
    counts = page.split("oct_upgrade_womens_25", 1)[1]
    assert [cell for cell in ("<td>4</td>", "<td>2</td>", "<td>1</td>") if cell in counts] == [
        "<td>4</td>",
        "<td>2</td>",
        "<td>1</td>",
    ]


def test_customers_who_are_not_staff_are_refused(client):
    client.force_login(CustomerFactory())

    assert client.get(CAMPAIGNS).status_code in (302, 403)
    assert client.post(f"{CAMPAIGNS}create/", gift_campaign_form()).status_code in (302, 403)
    assert not Campaign.objects.exists()


def test_decimal_fields_stay_decimal(staff_client):
    ProductFactory(upc="RW-SERUM-MINI")
    staff_client.post(
        f"{CAMPAIGNS}create/",
        gift_campaign_form(
            reward_type=RewardType.PICK_YOUR_BOOSTER,
            booster_bundle_key="women",
            reward_price="19.99",
        ),
    )

    assert Campaign.objects.get().reward_price == Decimal("19.99")


def test_a_new_campaign_is_offered_at_once_to_the_subscriptions_it_selects(
    staff_client, django_capture_on_commit_callbacks
):
    # Given a monthly subscriber with no offer yet
    ProductFactory(upc="RW-SERUM-MINI")
    offer = an_offer(
        Campaign.objects.create(
            segment_name="older",
            title="Older",
            reward_type=RewardType.FREE_GIFT,
            is_active=False,
        )
    )

    # When a marketer creates a campaign for every line and interval
    with django_capture_on_commit_callbacks(execute=True):
        staff_client.post(
            f"{CAMPAIGNS}create/",
            gift_campaign_form(product_line="", subscription_interval=""),
        )

    # Then the subscriber has been offered it without waiting for the hourly run
    campaign = Campaign.objects.get(segment_name="oct_upgrade_womens_gwp")
    assert CampaignOffer.objects.filter(campaign=campaign, subscription=offer.subscription).exists()
