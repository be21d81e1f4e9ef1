"""Referrals can't pay yourself: a second account sharing the referrer's card or address gets no
discount and earns no credit, and credit earned by an order later refunded is taken back."""

from decimal import Decimal

import pytest
from oscar.core.loading import get_model

from commerce.address.tests.factories import UserAddressFactory
from commerce.basket import coupons
from commerce.basket.services import CartError
from commerce.basket.tests.factories import CORE_MONTHLY, core_catalogue
from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.shipments import add_shipment
from commerce.loyalty import referrals, store_credit
from commerce.loyalty.models import Referral, StoreCreditEntry
from commerce.loyalty.referral_matching import SHARES_CARD_OR_ADDRESS, address_key
from commerce.loyalty.tests.factories import StaffFactory
from commerce.ordering.tests.factories import ready_cart
from commerce.payments.sandbox.cards import card_fingerprint
from commerce.payments.tests.factories import StoredCardFactory
from commerce.returns import services as returns

from .test_referrals import cart_of, friend_cart_with_code, place

pytestmark = pytest.mark.django_db

Order = get_model("order", "Order")

# ready_cart's friend pays with this card and ships to 12 Grove Street, Apt 4, New York 10014.
FRIENDS_CARD = card_fingerprint("4242424242424242")


def refused_message(code: str) -> str:
    return (
        f'The coupon code "{code}" isn\'t valid. Verify the code and try again. '
        f"{SHARES_CARD_OR_ADDRESS}"
    )


def test_addresses_are_compared_as_people_write_them():
    written = address_key(["12 Grove Street", "Apt 4"], "10014", "US")

    assert address_key(["12 grove st.", "#4"], "10014-1234", "us") == written
    assert address_key(["12 GROVE ST", "Suite 4"], " 10014 ", "US") == written
    assert address_key(["14 Grove Street", "Apt 4"], "10014", "US") != written
    assert address_key(["12 Grove Street", "Apt 4"], "10015", "US") != written


# When the code is applied


def test_a_second_account_with_the_referrers_card_is_refused_the_code():
    # given Jane, who stored the card the second account pays with
    core_catalogue()
    jane = CustomerFactory(first_name="Jane")
    StoredCardFactory(customer=jane, fingerprint=FRIENDS_CARD)
    code = referrals.referral_code_of(jane).voucher.code
    request, basket = ready_cart(CORE_MONTHLY, user=CustomerFactory(first_name="Maya"))

    # when the second account applies Jane's code
    with pytest.raises(CartError) as refused:
        coupons.apply_coupon(request, code)

    # then it is refused, saying why, and the cart keeps no code
    assert str(refused.value) == refused_message(code)
    assert not basket.vouchers.exists()


def test_a_second_account_shipping_to_the_referrers_address_is_refused_the_code():
    # given Jane, whose address book holds the address the second account ships to
    core_catalogue()
    jane = CustomerFactory(first_name="Jane")
    UserAddressFactory(user=jane, line1="12 grove st", line2="#4", postcode="10014")
    code = referrals.referral_code_of(jane).voucher.code
    request, basket = ready_cart(CORE_MONTHLY, user=CustomerFactory(first_name="Maya"))

    # when the code is applied, then it is refused
    with pytest.raises(CartError) as refused:
        coupons.apply_coupon(request, code)
    assert str(refused.value) == refused_message(code)


def test_a_friend_with_their_own_card_and_address_still_gets_the_discount():
    # given Jane with a card and an address of her own
    core_catalogue()
    jane = CustomerFactory(first_name="Jane")
    StoredCardFactory(customer=jane)
    UserAddressFactory(user=jane)
    code = referrals.referral_code_of(jane).voucher.code

    # when her friend applies the code, then $10 comes off
    request, basket = friend_cart_with_code(code, CORE_MONTHLY)
    assert cart_of(request, basket).total_discount == Decimal("10.00")


# At checkout and when the order is placed


def test_an_address_shared_after_the_code_was_applied_takes_the_discount_and_the_credit_away():
    # given Maya's cart with Jane's code applied, $10 off
    core_catalogue()
    jane = CustomerFactory(first_name="Jane")
    code = referrals.referral_code_of(jane).voucher.code
    request, basket = friend_cart_with_code(code, CORE_MONTHLY)
    assert cart_of(request, basket).total_discount == Decimal("10.00")

    # when it turns out Maya ships to the address Jane's own orders ship to
    UserAddressFactory(user=jane, line1="12 Grove St", line2="Apt. 4", postcode="10014")

    # then the cart takes nothing off and says why
    cart = cart_of(request, basket)
    [applied] = cart.coupons
    assert (applied.applies, applied.needs) == (False, SHARES_CARD_OR_ADDRESS)
    assert cart.total_discount == Decimal("0.00")
    # and the order placed pays in full and earns Jane nothing
    order = place(request)
    assert order.total_discount_incl_tax == Decimal("0.00")
    assert not Referral.objects.exists()
    assert store_credit.balance(jane) == Decimal("0.00")


def test_an_order_discounted_before_a_shared_card_turned_up_earns_no_credit():
    # given Maya's order, placed with Jane's code and discounted, whose credit was not written
    core_catalogue()
    jane = CustomerFactory(first_name="Jane")
    code = referrals.referral_code_of(jane).voucher.code
    request, _ = friend_cart_with_code(code, CORE_MONTHLY)
    order = place(request)
    Referral.objects.all().delete()  # as if the order were being written now

    # when Jane holds the card Maya paid with, and the order's referral is credited
    StoredCardFactory(customer=jane, fingerprint=FRIENDS_CARD)
    credited = referrals.credit_referral(order)

    # then nothing is credited for it
    assert credited is None
    assert not Referral.objects.exists()


# Taking the credit back


def friends_referred_order(jane):
    """Maya's first order with Jane's code, shipped: Jane earned $10."""
    core_catalogue()
    code = referrals.referral_code_of(jane).voucher.code
    maya = CustomerFactory(first_name="Maya")
    order = place(friend_cart_with_code(code, CORE_MONTHLY, friend=maya)[0])
    add_shipment(order, "ups", "1Z999AA10123456784", "UPS Ground")
    assert store_credit.balance(jane) == Decimal("10.00")
    return maya, order


def return_and_refund(customer, order):
    staff = StaffFactory()
    items = [(line.pk, line.quantity) for line in order.lines.all()]
    request = returns.request_return(customer, order.number, items, "not_suited")
    returns.receive(request, by=staff)
    return returns.refund(request, by=staff)


def test_returning_the_friends_order_takes_the_credit_back_with_a_line_saying_why(
    django_capture_on_commit_callbacks,
):
    # given Jane's $10 for Maya's order
    jane = CustomerFactory(first_name="Jane")
    maya, order = friends_referred_order(jane)

    # when Maya returns the order and it is refunded, twice over (a double click)
    with django_capture_on_commit_callbacks(execute=True):
        request = return_and_refund(maya, order)
    with django_capture_on_commit_callbacks(execute=True):
        returns.refund(request, by=StaffFactory())

    # then the $10 is taken back once, and Jane's history says why
    assert store_credit.balance(jane) == Decimal("0.00")
    [latest, *_] = store_credit.history(jane).items
    assert (latest.action, latest.amount, latest.description) == (
        "Referral credit taken back",
        Decimal("-10.00"),
        f"Referral credit taken back: your friend's order {order.number} was refunded.",
    )
    assert referrals.referral_summary(jane).credit_earned == Decimal("0.00")
    assert referrals.referral_summary(jane).referrals_count == 0


def test_credit_already_spent_is_not_taken_below_zero_and_the_line_says_so(
    django_capture_on_commit_callbacks,
):
    # given Jane spent $6 of her $10
    jane = CustomerFactory(first_name="Jane")
    maya, order = friends_referred_order(jane)
    store_credit.debit(jane, Decimal("6.00"))

    # when Maya's order is refunded
    with django_capture_on_commit_callbacks(execute=True):
        return_and_refund(maya, order)

    # then the $4 left is taken back, and no more
    assert store_credit.balance(jane) == Decimal("0.00")
    taken = StoreCreditEntry.objects.get(action=StoreCreditEntry.Action.REFERRAL_TAKEN_BACK)
    assert taken.amount == Decimal("-4.00")
    assert taken.note == (
        f"Referral credit taken back: your friend's order {order.number} was refunded. "
        "$4 of the $10 credit was left to take back."
    )


def test_a_refund_of_an_order_nobody_was_credited_for_takes_nothing(
    django_capture_on_commit_callbacks,
):
    core_catalogue()
    maya = CustomerFactory()
    request, _ = ready_cart(CORE_MONTHLY, user=maya)
    order = place(request)
    add_shipment(order, "ups", "1Z999AA10123456784", "UPS Ground")

    with django_capture_on_commit_callbacks(execute=True):
        return_and_refund(maya, order)

    assert not StoreCreditEntry.objects.exists()
