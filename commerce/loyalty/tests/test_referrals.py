import re
from datetime import timedelta
from decimal import Decimal

import pytest
from django.core import mail
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.basket import carts, coupons
from commerce.basket import totals as cart_totals
from commerce.basket.services import CartError
from commerce.basket.tests.factories import (
    CORE_3_MONTH,
    CORE_MONTHLY,
    CORE_ONE_TIME,
    core_catalogue,
)
from commerce.core.errors import DomainError
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty import referrals, store_credit
from commerce.loyalty.models import (
    Campaign,
    CampaignOffer,
    Referral,
    ReferralCode,
    RewardType,
    StoreCreditEntry,
)
from commerce.ordering import placement
from commerce.ordering.models import OrderPlacement
from commerce.ordering.tests.factories import ready_cart
from commerce.ordering.tests.test_placement import lose_the_charge_answer, make_stale
from commerce.payments.sandbox.models import Charge
from commerce.subscriptions.models import Subscription
from commerce.subscriptions.tests.renewal_factories import subscription as subscribed

pytestmark = pytest.mark.django_db

Basket = get_model("basket", "Basket")
Order = get_model("order", "Order")
Product = get_model("catalogue", "Product")
Voucher = get_model("voucher", "Voucher")


def refer_a_friend_campaign(**fields):
    return Campaign.objects.create(
        segment_name=fields.pop("segment_name", "refer_a_friend"),
        title="Refer a friend",
        reward_type=RewardType.REFER_A_FRIEND,
        **fields,
    )


def friend_cart_with_code(code, *skus, friend=None):
    """A friend's ready cart holding `skus` with the referral code applied: (request, basket)."""
    friend = friend or CustomerFactory(first_name="Maya")
    request, basket = ready_cart(*skus, user=friend)
    coupons.apply_coupon(request, code)
    return request, basket


def cart_of(request, basket):
    """The cart as the shopper now sees it, priced afresh."""
    return cart_totals.summarize(carts.prepare(request, Basket.objects.get(pk=basket.pk)))


def place(request, key="key-1"):
    return placement.place_order(request, key, terms_accepted=True)


# The code


def test_a_customers_code_is_made_once_readable_and_stable():
    # given a customer named Jane
    jane = CustomerFactory(first_name="Jane")

    # when her code is asked for twice
    first = referrals.referral_code_of(jane)
    again = referrals.referral_code_of(jane)

    # then it is the same readable code, her first name and four characters, made once
    assert first.pk == again.pk
    assert re.fullmatch(r"JANE-[2-9A-HJKMNP-Z]{4}", first.voucher.code)
    assert ReferralCode.objects.count() == 1
    # and it is a voucher pointing at the one shared referral offer
    [offer] = first.voucher.offers.all()
    assert offer.condition.proxy_class == referrals.REFERRAL_CONDITION


def test_every_code_points_at_the_same_offer_and_codes_differ():
    # given two customers with the same first name
    first = referrals.referral_code_of(CustomerFactory(first_name="Ana"))
    second = referrals.referral_code_of(CustomerFactory(first_name="Ana"))

    # then their codes differ but share the offer
    assert first.voucher.code != second.voucher.code
    assert list(first.voucher.offers.all()) == list(second.voucher.offers.all())


def test_a_name_without_latin_letters_still_gets_a_readable_code():
    code = referrals.referral_code_of(CustomerFactory(first_name="Zoë-Ann")).voucher.code
    assert code.startswith("ZOEANN-")
    code = referrals.referral_code_of(CustomerFactory(first_name="")).voucher.code
    assert code.startswith("FRIEND-")


def test_the_link_is_the_storefronts_referral_page_with_the_code(settings):
    settings.FRONTEND_URL = "https://shop.example"
    code = referrals.referral_code_of(CustomerFactory()).voucher.code

    assert referrals.referral_url(code) == f"https://shop.example/refer-a-friend/?code={code}"


# The friend's discount


def test_a_friend_gets_10_dollars_off_a_first_subscription_order():
    # given Jane's code and a friend's cart with a $79 monthly plan
    core_catalogue()
    code = referrals.referral_code_of(CustomerFactory(first_name="Jane")).voucher.code

    # when the friend applies the code
    request, basket = friend_cart_with_code(code, CORE_MONTHLY)

    # then $10 comes off, and the cart says why
    cart = cart_of(request, basket)
    assert cart.total_discount == Decimal("10.00")
    [applied] = cart.coupons
    assert (applied.code, applied.applies) == (code, True)
    assert applied.description == "$10 off your first subscription order, from a friend's referral."


def test_a_friend_discount_follows_the_running_campaign():
    # given a refer-a-friend campaign giving friends $15
    core_catalogue()
    code = referrals.referral_code_of(CustomerFactory()).voucher.code
    refer_a_friend_campaign(friend_discount=Decimal("15.00"))
    referrals.sync_referral_offer()

    # when a friend applies the code
    request, basket = friend_cart_with_code(code, CORE_MONTHLY)

    # then $15 comes off
    assert cart_of(request, basket).total_discount == Decimal("15.00")


def test_saving_a_campaign_syncs_the_offer(django_capture_on_commit_callbacks):
    # given a code made while no campaign runs
    code = referrals.referral_code_of(CustomerFactory())
    offer = code.voucher.offers.select_related("benefit").get()
    assert offer.benefit.value == Decimal("10.00")

    # when marketers save a campaign giving friends $20
    with django_capture_on_commit_callbacks(execute=True):
        refer_a_friend_campaign(friend_discount=Decimal("20.00"))

    # then the shared offer gives $20
    offer.benefit.refresh_from_db()
    assert offer.benefit.value == Decimal("20.00")


def test_a_one_time_purchase_gets_nothing_off_and_the_cart_says_what_it_needs():
    core_catalogue()
    code = referrals.referral_code_of(CustomerFactory()).voucher.code
    request, basket = ready_cart(CORE_ONE_TIME, user=CustomerFactory())

    # when the code is applied to a cart without a subscription plan
    with pytest.raises(CartError) as refused:
        coupons.apply_coupon(request, code)

    # then it is refused, saying why
    assert str(refused.value) == (
        f'The coupon code "{code}" isn\'t valid. Verify the code and try again. '
        "Add a subscription plan to your cart to use this code."
    )


def test_a_customer_who_ordered_a_subscription_before_is_refused():
    # given a friend who already has a subscription order
    core_catalogue()
    code = referrals.referral_code_of(CustomerFactory()).voucher.code
    friend = CustomerFactory()
    place(ready_cart(CORE_MONTHLY, user=friend)[0], "earlier")

    # when they apply the code to a new subscription
    request, _ = ready_cart(CORE_3_MONTH, user=friend)
    with pytest.raises(CartError) as refused:
        coupons.apply_coupon(request, code)

    # then it is refused: first subscription orders only
    assert str(refused.value).endswith(
        f'The coupon code "{code}" only applies to your first subscription order.'
    )


def test_a_customer_cannot_use_their_own_code():
    # given Jane and her code
    core_catalogue()
    jane = CustomerFactory(first_name="Jane")
    code = referrals.referral_code_of(jane).voucher.code
    request, basket = ready_cart(CORE_MONTHLY, user=jane)

    # when Jane applies it to her own first subscription order
    with pytest.raises(CartError) as refused:
        coupons.apply_coupon(request, code)

    # then it is refused with the reason, and her cart has no code
    assert str(refused.value) == (
        f'The coupon code "{code}" isn\'t valid. Verify the code and try again. '
        "You can't use your own referral code."
    )
    assert not basket.vouchers.exists()


def test_a_code_carried_to_a_guests_cart_is_refused_once_its_owner_signs_in():
    # given Jane's code carried by her link to a cart that then becomes hers
    core_catalogue()
    jane = CustomerFactory(first_name="Jane")
    code = referrals.referral_code_of(jane).voucher.code
    request, basket = ready_cart(CORE_MONTHLY, user=jane)
    coupons.carry_coupon(request, code)

    # then the cart takes nothing off and says why
    [applied] = cart_of(request, basket).coupons
    assert (applied.applies, applied.needs) == (False, "You can't use your own referral code.")
    assert cart_of(request, basket).total_discount == Decimal("0.00")


def test_a_guest_following_the_link_gets_the_code_on_their_cart():
    # given a visitor without an account
    core_catalogue()
    code = referrals.referral_code_of(CustomerFactory()).voucher.code
    request, basket = ready_cart(CORE_MONTHLY)

    # when the link carries the code to their cart
    coupons.carry_coupon(request, code)

    # then the discount shows
    assert cart_of(request, basket).total_discount == Decimal("10.00")


# The referrer's credit


def test_a_friends_paid_first_order_credits_the_referrer_once(django_capture_on_commit_callbacks):
    # given Jane's code on her friend Maya's first subscription order
    core_catalogue()
    jane = CustomerFactory(first_name="Jane", email="jane@example.com")
    code = referrals.referral_code_of(jane).voucher.code
    maya = CustomerFactory(first_name="Maya", last_name="Lopez")
    request, _ = friend_cart_with_code(code, CORE_MONTHLY, friend=maya)

    # when Maya's order is placed and paid
    with django_capture_on_commit_callbacks(execute=True):
        order = place(request)

    # then Maya paid $10 less and started her subscription
    assert order.total_discount_incl_tax == Decimal("10.00")
    assert Subscription.objects.filter(order=order).exists()
    # and Jane earned $10 of store credit, recorded as a referral naming Maya's first name only
    [referral] = Referral.objects.all()
    assert (referral.referrer, referral.friend, referral.order) == (jane, maya, order)
    entry = referral.credit
    assert (entry.customer, entry.amount, entry.action) == (
        jane,
        Decimal("10.00"),
        StoreCreditEntry.Action.REFERRAL,
    )
    assert "Maya" in entry.note and "Lopez" not in entry.note
    assert store_credit.balance(jane) == Decimal("10.00")
    # and Jane was told by email
    [email] = [message for message in mail.outbox if message.to == ["jane@example.com"]]
    assert email.subject == "You earned $10 credit"
    assert "Maya placed their first subscription order with your referral code" in email.body


def test_the_credit_follows_the_campaign():
    core_catalogue()
    refer_a_friend_campaign(friend_discount=Decimal("10.00"), referrer_credit=Decimal("25.00"))
    jane = CustomerFactory()
    code = referrals.referral_code_of(jane).voucher.code

    place(friend_cart_with_code(code, CORE_MONTHLY)[0])

    assert store_credit.balance(jane) == Decimal("25.00")


def test_a_second_friend_credits_the_referrer_again():
    core_catalogue()
    jane = CustomerFactory()
    code = referrals.referral_code_of(jane).voucher.code

    place(friend_cart_with_code(code, CORE_MONTHLY)[0], "maya")
    place(friend_cart_with_code(code, CORE_3_MONTH)[0], "noor")

    assert Referral.objects.filter(referrer=jane).count() == 2
    assert store_credit.balance(jane) == Decimal("20.00")


def test_a_retried_placement_credits_once():
    core_catalogue()
    jane = CustomerFactory()
    code = referrals.referral_code_of(jane).voucher.code
    request, _ = friend_cart_with_code(code, CORE_MONTHLY)

    first = place(request, "same-key")
    again = place(request, "same-key")
    third = place(request, "another-key")

    assert first.pk == again.pk == third.pk
    assert Referral.objects.count() == 1
    assert store_credit.balance(jane) == Decimal("10.00")


def test_a_placement_resumed_after_a_lost_charge_answer_credits_once(monkeypatch):
    # given a friend's placement whose gateway answer was lost (the card charged)
    core_catalogue()
    jane = CustomerFactory()
    code = referrals.referral_code_of(jane).voucher.code
    request, _ = friend_cart_with_code(code, CORE_MONTHLY)
    monkeypatch.setattr(placement, "_check_ready", _terms_accepted(placement._check_ready))
    lose_the_charge_answer(monkeypatch, request)
    assert not Referral.objects.exists()

    # when it is resumed by the job, and the friend retries too
    make_stale()
    placement.settle_stale_placements()
    place(request, "key-1")

    # then the order was written once, charged once, and Jane credited once
    assert OrderPlacement.objects.get().status == "placed"
    assert Charge.objects.count() == 1
    assert Referral.objects.count() == 1
    assert store_credit.balance(jane) == Decimal("10.00")


def _terms_accepted(check_ready):
    """lose_the_charge_answer places without the auto-renewal consent a subscription needs."""

    def check(request, basket, cart, state, terms_accepted):
        return check_ready(request, basket, cart, state, True)

    return check


def test_crediting_the_same_order_twice_credits_once():
    core_catalogue()
    jane = CustomerFactory()
    code = referrals.referral_code_of(jane).voucher.code
    order = place(friend_cart_with_code(code, CORE_MONTHLY)[0])

    assert referrals.credit_referral(order) is None
    assert Referral.objects.count() == 1
    assert store_credit.balance(jane) == Decimal("10.00")


def test_a_friend_earns_their_referrer_credit_once_whatever_the_code():
    # given a friend already referred by Jane
    core_catalogue()
    jane, sam = CustomerFactory(), CustomerFactory()
    friend = CustomerFactory()
    place(
        friend_cart_with_code(
            referrals.referral_code_of(jane).voucher.code, CORE_MONTHLY, friend=friend
        )[0]
    )
    order = Order.objects.get(user=friend)

    # when another order of theirs is credited
    assert referrals.credit_referral(order) is None

    # then only Jane was credited
    assert store_credit.balance(jane) == Decimal("10.00")
    assert store_credit.balance(sam) == Decimal("0.00")


def test_a_one_time_order_with_a_carried_code_credits_nobody():
    # given a friend whose cart carries the code but holds only a one-time purchase
    core_catalogue()
    jane = CustomerFactory()
    code = referrals.referral_code_of(jane).voucher.code
    request, basket = ready_cart(CORE_ONE_TIME, user=CustomerFactory())
    coupons.carry_coupon(request, code)

    # when the order is placed
    order = place(request)

    # then nothing was taken off and Jane earns nothing
    assert order.total_discount_incl_tax == Decimal("0.00")
    assert not Referral.objects.exists()
    assert store_credit.balance(jane) == Decimal("0.00")


def test_an_order_without_a_referral_code_credits_nobody():
    core_catalogue()
    referrals.referral_code_of(CustomerFactory())

    place(ready_cart(CORE_MONTHLY, user=CustomerFactory())[0])

    assert not Referral.objects.exists()
    assert not StoreCreditEntry.objects.exists()


# The summary


def test_the_summary_counts_referrals_and_credit(settings):
    settings.FRONTEND_URL = "https://shop.example"
    core_catalogue()
    jane = CustomerFactory()
    code = referrals.referral_code_of(jane).voucher.code
    place(friend_cart_with_code(code, CORE_MONTHLY)[0], "a")
    place(friend_cart_with_code(code, CORE_MONTHLY)[0], "b")

    summary = referrals.referral_summary(jane)

    assert summary == referrals.ReferralSummary(
        code=code,
        url=f"https://shop.example/refer-a-friend/?code={code}",
        friend_discount=Decimal("10.00"),
        referrer_credit=Decimal("10.00"),
        referrals_count=2,
        credit_earned=Decimal("20.00"),
        currency="USD",
    )


# Pay it forward


def pay_it_forward_offer(customer=None, friend_discount=Decimal("15.00")):
    campaign = Campaign.objects.create(
        segment_name="pay_it_forward_15",
        title="Pay it forward",
        reward_type=RewardType.PAY_IT_FORWARD,
        friend_discount=friend_discount,
    )
    plan = Product.objects.get(upc=CORE_MONTHLY)
    subscription = subscribed(plan, customer=customer or CustomerFactory(first_name="Jane"))
    return CampaignOffer.objects.create(
        campaign=campaign,
        customer=subscription.customer,
        subscription=subscription,
        expires_at=timezone.now() + timedelta(days=30),
    )


def test_a_gift_is_a_single_use_code_emailed_to_the_friend(
    django_capture_on_commit_callbacks, settings
):
    settings.FRONTEND_URL = "https://shop.example"
    core_catalogue()
    offer = pay_it_forward_offer()

    # when Jane sends her gift to a friend
    with django_capture_on_commit_callbacks(execute=True):
        voucher = referrals.issue_friend_gift(offer, "noor@example.com")

    # then the offer holds the single-use code and the friend's address
    offer.refresh_from_db()
    assert (offer.gift_voucher, offer.friend_email) == (voucher, "noor@example.com")
    assert voucher.usage == Voucher.SINGLE_USE
    # and the friend got the code and the link that puts it on their cart
    [email] = mail.outbox
    assert email.to == ["noor@example.com"]
    assert email.subject == "A friend sent you $15 off Rootwell"
    assert "Jane sent you a gift" in email.body
    assert voucher.code in email.body
    assert f"https://shop.example/dpa/add/tocart/?code={voucher.code}" in email.body
    # and it takes $15 off the friend's first subscription order
    request, basket = ready_cart(CORE_MONTHLY, user=CustomerFactory())
    coupons.apply_coupon(request, voucher.code)
    assert cart_of(request, basket).total_discount == Decimal("15.00")


def test_a_gift_code_works_once():
    core_catalogue()
    voucher = referrals.issue_friend_gift(pay_it_forward_offer(), "noor@example.com")
    first, _ = ready_cart(CORE_MONTHLY, user=CustomerFactory())
    coupons.apply_coupon(first, voucher.code)
    place(first)

    second, _ = ready_cart(CORE_MONTHLY, user=CustomerFactory())
    with pytest.raises(CartError) as refused:
        coupons.apply_coupon(second, voucher.code)

    assert str(refused.value).endswith("This coupon has already been used.")


def test_a_gift_code_does_not_discount_a_one_time_purchase():
    core_catalogue()
    voucher = referrals.issue_friend_gift(pay_it_forward_offer(), "noor@example.com")
    request, _ = ready_cart(CORE_ONE_TIME, user=CustomerFactory())

    with pytest.raises(CartError):
        coupons.apply_coupon(request, voucher.code)


def test_a_second_gift_for_the_same_offer_is_refused():
    core_catalogue()
    offer = pay_it_forward_offer()
    referrals.issue_friend_gift(offer, "noor@example.com")

    with pytest.raises(DomainError) as refused:
        referrals.issue_friend_gift(CampaignOffer.objects.get(pk=offer.pk), "sam@example.com")

    assert (refused.value.code, refused.value.message) == (
        "CAMPAIGN_CLOSED",
        "This reward is no longer available.",
    )
    assert Voucher.objects.filter(usage=Voucher.SINGLE_USE).count() == 1


def test_accepting_pay_it_forward_sends_the_gift_through_the_campaign_offer(
    django_capture_on_commit_callbacks,
):
    from commerce.loyalty import offers

    # given Jane's open pay-it-forward offer
    core_catalogue()
    offer = pay_it_forward_offer()

    # when she accepts it with her friend's address
    with django_capture_on_commit_callbacks(execute=True):
        offers.accept(
            offer.customer,
            offer.campaign.segment_name,
            offer.subscription_id,
            friend_email="noor@example.com",
        )

    # then the offer holds the friend's single-use code, and the friend has it by email
    offer.refresh_from_db()
    assert offer.gift_voucher.usage == Voucher.SINGLE_USE
    assert (offer.friend_email, offer.is_accepted) == ("noor@example.com", True)
    [email] = [message for message in mail.outbox if message.to == ["noor@example.com"]]
    assert offer.gift_voucher.code in email.body
