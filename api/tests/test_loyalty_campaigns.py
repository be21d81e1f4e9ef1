"""The rewards API: customerCampaigns, customerAllCampaigns, Customer.next_reward,
acceptLoyaltyCampaign, deleteLoyaltyCampaign, Subscription.loyalty_campaigns, and the plan
upgrade and referral campaign through updateSubscription."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from commerce.basket.vouchers import percent_off_voucher
from commerce.customers import tokens
from commerce.loyalty.models import CampaignOffer
from commerce.loyalty.tests.factories import CampaignFactory, CampaignOfferFactory
from commerce.subscriptions.tests.renewal_factories import subscription

pytestmark = pytest.mark.django_db

CAMPAIGN_FIELDS = """segment_id segment_name subscription_id reward_type title description
  pencil_banner_text is_accepted is_used remaining_lifetime run_with_next_rebill booster_list
  booster_accepted_list combined_product_id_list reward_price { value currency }
  upgrade_interval upgrade_coupon_code friend_discount { value currency }"""
CAMPAIGNS = f"{{ customerCampaigns {{ {CAMPAIGN_FIELDS} }} }}"
ALL_CAMPAIGNS = "{ customerAllCampaigns { segment_name is_used used_order_number } }"
NEXT_REWARD = "{ customer { next_reward { reward_type segment_id pencil_banner_text } } }"
ACCEPT = """mutation($name: String!, $id: Int!, $sku: String, $email: String) {
  acceptLoyaltyCampaign(segment_name: $name, subscription_id: $id, sku: $sku,
                        friend_email: $email) {
    campaign { segment_id segment_name is_accepted booster_accepted_list reward_price { value } }
    subscription { entity_id loyalty_campaigns { segment_id segment_name booster_accepted_list
                   run_with_next_rebill }
                   quote { subtotal { value } grand_total { value }
                           reward_items { sku item_id price { value } } } }
  } }"""
DELETE = """mutation($segment: Int!, $id: Int!) {
  deleteLoyaltyCampaign(segment_id: $segment, subscription_id: $id) { result } }"""
ESTIMATE = """mutation($id: Int!, $products: [SubscriptionProductInput!]!) {
  estimateSubscriptionQuote(subscription_entity_id: $id, subscription_products: $products) {
    subtotal { value } grand_total { value } items { sku } reward_items { sku price { value } } }
}"""
UPDATE = """mutation($input: UpdateSubscriptionInput!) {
  updateSubscription(input: $input) {
    coupon_code items { sku price { value } }
    subscription { frequency_count coupon_code quote { grand_total { value } } }
  } }"""


def bearer(customer):
    return {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def booster_offer(subscription, **campaign):
    return CampaignOfferFactory(
        subscription=subscription,
        campaign=CampaignFactory(booster=True, reward_price=Decimal("5.00"), **campaign),
    )


def test_a_booster_offer_reads_as_the_spec_names_it(graphql, monthly, stress):
    offer = booster_offer(
        monthly, segment_name="oct_upgrade_womens_25", title="Pick a booster", lifetime_days=10
    )

    [campaign] = graphql(CAMPAIGNS, **bearer(monthly.customer))["data"]["customerCampaigns"]

    assert campaign == {
        "segment_id": offer.pk,
        "segment_name": "oct_upgrade_womens_25",
        "subscription_id": monthly.pk,
        "reward_type": "pick_your_booster",
        "title": "Pick a booster",
        "description": "On your next shipment.",
        "pencil_banner_text": "Pick a booster inside",
        "is_accepted": False,
        "is_used": False,
        "remaining_lifetime": 10,
        "run_with_next_rebill": True,
        "booster_list": [stress[1].upc],
        "booster_accepted_list": [],
        "combined_product_id_list": [stress[1].pk],
        "reward_price": {"value": "5.00", "currency": "USD"},
        "upgrade_interval": None,
        "upgrade_coupon_code": None,
        "friend_discount": None,
    }


def test_accepting_a_booster_shows_it_on_the_next_shipment_and_its_estimate(
    graphql, monthly, stress
):
    offer = booster_offer(monthly)
    headers = bearer(monthly.customer)
    name = offer.campaign.segment_name

    body = graphql(ACCEPT, {"name": name, "id": monthly.pk, "sku": stress[1].upc}, **headers)

    accepted = body["data"]["acceptLoyaltyCampaign"]
    assert accepted["campaign"] == {
        "segment_id": offer.pk,
        "segment_name": f"{name}_accepted",
        "is_accepted": True,
        "booster_accepted_list": [stress[1].upc],
        "reward_price": {"value": "5.00"},
    }
    assert accepted["subscription"]["loyalty_campaigns"] == [
        {
            "segment_id": offer.pk,
            "segment_name": f"{name}_accepted",
            "booster_accepted_list": [stress[1].upc],
            "run_with_next_rebill": True,
        }
    ]
    quote = accepted["subscription"]["quote"]
    assert (quote["subtotal"], quote["grand_total"]) == ({"value": "84.00"}, {"value": "84.00"})
    assert quote["reward_items"] == [
        {"sku": stress[1].upc, "item_id": 0, "price": {"value": "5.00"}}
    ]
    products = [{"sku": monthly.quote["items"][0]["sku"], "qty": 1}]
    estimate = graphql(ESTIMATE, {"id": monthly.pk, "products": products}, **headers)
    estimate = estimate["data"]["estimateSubscriptionQuote"]
    assert estimate["grand_total"] == {"value": "84.00"}
    assert [item["sku"] for item in estimate["items"]] == [monthly.quote["items"][0]["sku"]]
    assert estimate["reward_items"] == [{"sku": stress[1].upc, "price": {"value": "5.00"}}]


def test_refusals_come_back_with_stable_codes(graphql, core, monthly, stress):
    offer = booster_offer(monthly)
    name = offer.campaign.segment_name
    theirs = subscription(core[1])
    headers = bearer(monthly.customer)

    not_offered = graphql(ACCEPT, {"name": name, "id": monthly.pk, "sku": "RW-X"}, **headers)
    their_subscription = graphql(ACCEPT, {"name": name, "id": theirs.pk}, **headers)
    graphql(ACCEPT, {"name": name, "id": monthly.pk, "sku": stress[1].upc}, **headers)
    again = graphql(ACCEPT, {"name": name, "id": monthly.pk, "sku": stress[1].upc}, **headers)

    assert error_of(not_offered) == ("Choose one of the offered products.", "BAD_USER_INPUT")
    assert error_of(their_subscription) == ("This reward is not available.", "CAMPAIGN_NOT_FOUND")
    assert error_of(again) == ("This reward is no longer available.", "CAMPAIGN_CLOSED")


def test_another_customers_offer_cannot_be_accepted_or_deleted(graphql, core, monthly, stress):
    offer = booster_offer(monthly)
    intruder = subscription(core[1]).customer
    headers = bearer(intruder)
    name = offer.campaign.segment_name

    accepted = graphql(ACCEPT, {"name": name, "id": monthly.pk, "sku": stress[1].upc}, **headers)
    deleted = graphql(DELETE, {"segment": offer.pk, "id": monthly.pk}, **headers)
    listed = graphql(CAMPAIGNS, **headers)["data"]["customerCampaigns"]

    assert error_of(accepted)[1] == error_of(deleted)[1] == "CAMPAIGN_NOT_FOUND"
    assert listed == []
    offer.refresh_from_db()
    assert (offer.accepted_at, offer.declined_at) == (None, None)


def test_deleting_an_offer_declines_it_for_good(graphql, monthly):
    offer = CampaignOfferFactory(subscription=monthly)
    headers = bearer(monthly.customer)

    body = graphql(DELETE, {"segment": offer.pk, "id": monthly.pk}, **headers)

    assert body["data"]["deleteLoyaltyCampaign"] == {"result": True}
    assert graphql(CAMPAIGNS, **headers)["data"]["customerCampaigns"] == []
    assert graphql(ALL_CAMPAIGNS, **headers)["data"]["customerAllCampaigns"] == []
    assert graphql(NEXT_REWARD, **headers)["data"]["customer"]["next_reward"] is None


def test_the_next_reward_is_on_the_customer(graphql, monthly):
    soon = CampaignOfferFactory(subscription=monthly, expires_at=timezone.now() + timedelta(2))
    CampaignOfferFactory(subscription=monthly)

    reward = graphql(NEXT_REWARD, **bearer(monthly.customer))["data"]["customer"]["next_reward"]

    assert reward == {
        "reward_type": "free_gift",
        "segment_id": soon.pk,
        "pencil_banner_text": soon.campaign.pencil_banner_text,
    }


def test_all_campaigns_include_used_ones_newest_first(graphql, monthly):
    CampaignOfferFactory(subscription=monthly, campaign__segment_name="first")
    used = CampaignOfferFactory(subscription=monthly, campaign__segment_name="second")
    CampaignOffer.objects.filter(pk=used.pk).update(
        accepted_at=timezone.now(), used_at=timezone.now(), used_order=monthly.order
    )

    listed = graphql(ALL_CAMPAIGNS, **bearer(monthly.customer))["data"]["customerAllCampaigns"]

    assert listed == [
        {
            "segment_name": "second_accepted",
            "is_used": True,
            "used_order_number": monthly.order.number,
        },
        {"segment_name": "first", "is_used": False, "used_order_number": None},
    ]


def test_a_plan_upgrade_through_update_subscription_returns_its_coupon_and_items(
    graphql, core, monthly
):
    coupon = percent_off_voucher("UPGRADE25", Decimal("25"))
    offer = CampaignOfferFactory(
        subscription=monthly, campaign=CampaignFactory(upgrade=True, upgrade_coupon=coupon)
    )

    body = graphql(
        UPDATE,
        {"input": {"entity_id": monthly.pk, "upgrade_segment_id": offer.pk}},
        **bearer(monthly.customer),
    )

    updated = body["data"]["updateSubscription"]
    assert updated["coupon_code"] == "UPGRADE25"
    assert updated["items"] == [{"sku": core[3].upc, "price": {"value": "224.00"}}]
    assert updated["subscription"] == {
        "frequency_count": 3,
        "coupon_code": "UPGRADE25",
        "quote": {"grand_total": {"value": "168.00"}},
    }


def test_an_upgrade_of_another_customers_offer_changes_nothing(graphql, core, monthly):
    offer = CampaignOfferFactory(subscription=monthly, campaign=CampaignFactory(upgrade=True))
    theirs = subscription(core[1])

    body = graphql(
        UPDATE,
        {"input": {"entity_id": theirs.pk, "upgrade_segment_id": offer.pk}},
        **bearer(theirs.customer),
    )

    assert error_of(body) == ("This reward is not available.", "CAMPAIGN_NOT_FOUND")
    theirs.refresh_from_db()
    assert theirs.frequency_count == 1


# Query counts: the token and its customer, the offers with their campaigns, then the booster
# catalogue (its plans with their attributes), whatever the number of offers.
CAMPAIGNS_QUERIES = 4


@pytest.mark.parametrize("offers", [1, 10])
def test_customer_campaigns_costs_the_same_queries_for_1_or_10_offers(
    graphql, core, stress, django_assert_num_queries, offers
):
    customer = subscription(core[1]).customer
    for _ in range(offers):
        booster_offer(subscription(core[1], customer=customer))
    headers = bearer(customer)

    with django_assert_num_queries(CAMPAIGNS_QUERIES):
        listed = graphql(CAMPAIGNS, **headers)["data"]["customerCampaigns"]

    assert len(listed) == offers
    assert all(campaign["booster_list"] == [stress[1].upc] for campaign in listed)
