"""Ordering announces a shopper's order (ordering.events); subscriptions, loyalty and analytics
listen from their AppConfigs and do what checkout used to call them for."""

from decimal import Decimal

import pytest
from django.core import mail
from oscar.core.loading import get_model

from commerce.analytics.catalogue import ORDER_COMPLETED, SUBSCRIPTION_STARTED
from commerce.analytics.models import Event
from commerce.basket import coupons
from commerce.basket.tests.factories import CORE_MONTHLY, CORE_ONE_TIME, core_catalogue
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty import referrals, store_credit
from commerce.loyalty.models import Referral
from commerce.ordering import events, placement, purchase, tenders
from commerce.ordering.errors import CheckoutError
from commerce.ordering.models import OrderPlacement
from commerce.ordering.tests.factories import ready_cart
from commerce.subscriptions.models import Subscription
from commerce.subscriptions.renewals import RenewalPurchase
from commerce.subscriptions.tests.renewal_factories import subscription as subscribed

pytestmark = pytest.mark.django_db

Order = get_model("order", "Order")
Product = get_model("catalogue", "Product")


@pytest.fixture
def overheard():
    """What ordering announced, in order: ("written", placement's status then) heard in the
    order's transaction, ("placed", order id) after it."""
    heard = []

    def written(order, **facts):
        heard.append(("written", OrderPlacement.objects.get(order__isnull=True).status))

    def placed(order_id, **facts):
        heard.append(("placed", order_id))

    events.order_written.listen(written, after_commit=False, rank=events.TRACKED + 1)
    events.order_placed.listen(placed)
    yield heard
    events.order_written.forget(written)
    events.order_placed.forget(placed)


def test_an_order_is_announced_written_in_its_transaction_and_placed_once_it_commits(
    overheard, django_capture_on_commit_callbacks
):
    # Given a guest's ready cart
    core_catalogue()
    request, _ = ready_cart(CORE_ONE_TIME, email="dana@example.com")

    # When it is placed
    with django_capture_on_commit_callbacks(execute=True):
        order = placement.place_order(request, "key-1")
        # Then it was announced written while its placement was still pending, in the transaction
        # that wrote it, and not yet placed: nothing has committed
        assert overheard == [("written", OrderPlacement.Status.PENDING)]

    # and placed once it committed, once
    assert overheard == [("written", OrderPlacement.Status.PENDING), ("placed", order.pk)]


def test_an_order_whose_transaction_rolls_back_is_never_announced_placed(
    overheard, django_capture_on_commit_callbacks
):
    # Given a customer's subscription cart, and a listener in the order's transaction that fails
    core_catalogue()
    request, _ = ready_cart(CORE_MONTHLY, user=CustomerFactory())

    def fails(order, **facts):
        raise RuntimeError("cannot be written")

    events.order_written.listen(fails, after_commit=False, rank=events.TRACKED + 2)
    try:
        # When it is placed
        with django_capture_on_commit_callbacks(execute=True), pytest.raises(CheckoutError) as e:
            placement.place_order(request, "key-1", terms_accepted=True)
    finally:
        events.order_written.forget(fails)

    # Then the order was rolled back with what the listeners wrote in its transaction, its
    # charge refunded, and nobody heard it placed: no subscription, revenue event or email
    assert e.value.code == "ORDER_NOT_PLACED"
    assert [heard for heard, _ in overheard] == ["written"]
    assert not Order.objects.exists()
    assert not Subscription.objects.exists()
    assert not Event.objects.exists()
    assert mail.outbox == []


def test_the_listeners_do_what_checkout_did_for_a_friends_subscription_order(
    django_capture_on_commit_callbacks,
):
    # Given a friend's subscription cart with Jane's referral code
    core_catalogue()
    jane = CustomerFactory(first_name="Jane")
    friend = CustomerFactory(first_name="Maya")
    request, _ = ready_cart(CORE_MONTHLY, user=friend)
    coupons.apply_coupon(request, referrals.referral_code_of(jane).voucher.code)

    # When it is placed and committed
    with django_capture_on_commit_callbacks(execute=True):
        order = placement.place_order(request, "key-1", terms_accepted=True)

    # Then its subscription started with it (subscriptions), Jane earned her credit (loyalty),
    # the revenue events were stored once each, in the order they always were (the start's is
    # emitted by a listener after the commit) (analytics) and the confirmation was sent
    [started] = Subscription.objects.filter(order=order)
    assert started.customer == friend
    assert Referral.objects.get(friend=friend).referrer == jane
    assert store_credit.balance(jane) == Decimal("10.00")
    assert list(Event.objects.order_by("pk").values_list("name", flat=True)) == [
        ORDER_COMPLETED,
        SUBSCRIPTION_STARTED,
    ]
    assert f"Your Rootwell order {order.number} is confirmed" in [m.subject for m in mail.outbox]


def test_loyalty_registers_its_ledger_as_the_store_credit_tender():
    assert tenders.store_credit() is store_credit


def test_a_stale_renewal_placement_is_settled_again_as_a_renewal():
    # Given a renewal's placement (subscriptions registered how to settle it)
    core_catalogue()
    subscription = subscribed(Product.objects.get(upc=CORE_MONTHLY))

    # When ordering asks whose it is
    settled_as = purchase.of_placement(OrderPlacement(subscription=subscription))

    # Then it is the subscription's renewal; a shopper's own placement is nobody else's
    assert isinstance(settled_as, RenewalPurchase)
    assert settled_as.subscription == subscription
    assert purchase.of_placement(OrderPlacement()) is None
