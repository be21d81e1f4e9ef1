from decimal import Decimal

import pytest

from commerce.basket import coupons
from commerce.basket.tests.factories import CORE_MONTHLY, core_catalogue, signed_in_customer
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty import referrals
from commerce.loyalty.models import Campaign, RewardType
from commerce.ordering import placement
from commerce.ordering.tests.factories import ready_cart

pytestmark = pytest.mark.django_db

REFERRAL = """{ customer { referral {
  code url referrals_count
  friend_discount { value currency } referrer_credit { value currency }
  credit_earned { value currency } } } }"""


def referred_friends(referrer, count):
    """`count` friends whose first subscription orders were placed with the referrer's code."""
    code = referrals.referral_code_of(referrer).voucher.code
    for number in range(count):
        request, _ = ready_cart(CORE_MONTHLY, user=CustomerFactory())
        coupons.apply_coupon(request, code)
        placement.place_order(request, f"friend-{number}", terms_accepted=True)


def test_a_customer_reads_their_code_link_and_rewards(graphql, settings):
    # given Jane, whose friend's first order was placed with her code
    settings.FRONTEND_URL = "https://shop.example"
    core_catalogue()
    jane, headers = signed_in_customer(first_name="Jane")
    referred_friends(jane, 1)
    code = referrals.referral_code_of(jane).voucher.code

    # when she reads her referral details
    body = graphql(REFERRAL, **headers)

    # then she sees her code, her link, the amounts and what she has earned
    assert body["data"]["customer"]["referral"] == {
        "code": code,
        "url": f"https://shop.example/refer-a-friend/?code={code}",
        "referrals_count": 1,
        "friend_discount": {"value": "10.00", "currency": "USD"},
        "referrer_credit": {"value": "10.00", "currency": "USD"},
        "credit_earned": {"value": "10.00", "currency": "USD"},
    }


def test_a_new_customers_code_is_made_on_first_ask_and_kept(graphql):
    customer, headers = signed_in_customer(first_name="Noor")

    first = graphql(REFERRAL, **headers)["data"]["customer"]["referral"]
    again = graphql(REFERRAL, **headers)["data"]["customer"]["referral"]

    assert first["code"].startswith("NOOR-")
    assert again["code"] == first["code"]
    assert (first["referrals_count"], first["credit_earned"]["value"]) == (0, "0.00")


def test_the_amounts_are_the_running_campaigns(graphql):
    Campaign.objects.create(
        segment_name="refer_30",
        title="Give $30, get $30",
        reward_type=RewardType.REFER_A_FRIEND,
        friend_discount=Decimal("30.00"),
        referrer_credit=Decimal("30.00"),
    )
    _, headers = signed_in_customer()

    referral = graphql(REFERRAL, **headers)["data"]["customer"]["referral"]

    assert (referral["friend_discount"]["value"], referral["referrer_credit"]["value"]) == (
        "30.00",
        "30.00",
    )


def test_a_visitor_is_refused(graphql):
    body = graphql(REFERRAL)

    assert body["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"


@pytest.mark.parametrize("friends", [1, 4])
def test_reading_referrals_takes_the_same_queries_however_many_friends(
    graphql, django_assert_num_queries, friends
):
    core_catalogue()
    jane, headers = signed_in_customer()
    referred_friends(jane, friends)

    # the token with its customer, the campaign, the offer, the code, the referral totals
    with django_assert_num_queries(5):
        body = graphql(REFERRAL, **headers)

    assert body["data"]["customer"]["referral"]["referrals_count"] == friends
