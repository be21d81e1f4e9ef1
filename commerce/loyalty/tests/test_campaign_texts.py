"""A campaign's texts name their amounts as placeholders, filled from the data that decides them,
so the offer's words say what its page shows and what the code or the renewal charges."""

from decimal import Decimal
from types import SimpleNamespace

from commerce.loyalty.campaigns import filled_text
from commerce.loyalty.models import Campaign, RewardType

BOOSTER_TEXT = "Pick one booster for your next shipment at {reward_price} instead of {usual_price}."


def booster(price: str):
    """A booster as an offer lists it: its plan on the subscription's interval."""
    return SimpleNamespace(price=Decimal(price))


def booster_campaign():
    return Campaign(reward_type=RewardType.PICK_YOUR_BOOSTER, reward_price=Decimal("15.00"))


def test_the_booster_text_says_what_the_booster_usually_costs_on_the_subscriptions_plan():
    campaign = booster_campaign()

    monthly = filled_text(BOOSTER_TEXT, campaign, [booster("36.00"), booster("36.00")])
    quarterly = filled_text(BOOSTER_TEXT, campaign, [booster("102.00")])
    mixed = filled_text(BOOSTER_TEXT, campaign, [booster("40.00"), booster("36.00")])

    assert monthly == "Pick one booster for your next shipment at $15 instead of $36."
    assert quarterly == "Pick one booster for your next shipment at $15 instead of $102."
    assert mixed == "Pick one booster for your next shipment at $15 instead of from $36."


def test_friend_texts_say_the_amount_the_friends_code_takes_off():
    pay_it_forward = Campaign(
        reward_type=RewardType.PAY_IT_FORWARD, friend_discount=Decimal("10.00")
    )
    refer = Campaign(
        reward_type=RewardType.REFER_A_FRIEND,
        friend_discount=Decimal("12.50"),
        referrer_credit=Decimal("10.00"),
    )

    assert filled_text("Give a friend {friend_discount} off", pay_it_forward) == (
        "Give a friend $10 off"
    )
    assert filled_text("Give {friend_discount}, get {referrer_credit}", refer) == (
        "Give $12.50, get $10"
    )


def test_text_without_placeholders_or_with_other_braces_is_kept_as_written():
    campaign = booster_campaign()

    assert filled_text("Half price {today}", campaign) == "Half price {today}"
    assert filled_text("Add a booster at half price", campaign) == "Add a booster at half price"
