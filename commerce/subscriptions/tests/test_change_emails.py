"""Each change a subscriber makes (or staff make for them) is confirmed by one email that
restates the next charge: its date and price, as next_charge decides them."""

from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.core import mail
from django.utils import timezone

from commerce.customers.tests.factories import CustomerFactory
from commerce.payments.sandbox.models import Outcome
from commerce.subscriptions import edits, lifecycle
from commerce.subscriptions.renewals import renew_due
from commerce.subscriptions.schedule import add_months

from .factories import ordered_subscription, plans
from .renewal_factories import subscription as renewing_subscription

pytestmark = pytest.mark.django_db

VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">'


def days(count: int) -> date:
    return timezone.localdate() + timedelta(days=count)


def long(day: date) -> str:
    return f"{day:%B} {day.day}, {day.year}"


@pytest.fixture
def subscription(customer, settings):
    """Two monthly bottles of Rootwell Core at $79 ($158 a renewal), first ordered ten days ago."""
    settings.FRONTEND_URL = "https://shop.example"
    return ordered_subscription(customer, plans(bundle_keys="women")[1], 2)


@pytest.fixture
def committed(django_capture_on_commit_callbacks):
    """Runs a change and what waits for its commit, then hands back the one email it sent."""

    def run(change, *args, **kwargs):
        mail.outbox.clear()
        with django_capture_on_commit_callbacks(execute=True):
            change(*args, **kwargs)
        [message] = mail.outbox
        return message

    return run


def assert_confirms(message, subscription, subject, summary, charge):
    assert message.to == [subscription.customer.email]
    assert message.subject == subject
    assert summary in message.body
    assert charge in message.body
    [(html, _)] = message.alternatives
    assert VIEWPORT in html
    assert charge in html
    assert f'href="https://shop.example/account/subscriptions/{subscription.pk}"' in html


def test_a_pause_confirms_the_day_it_ends_and_the_charge_then(subscription, customer, committed):
    message = committed(lifecycle.pause, subscription, days(40), actor=customer)

    assert_confirms(
        message,
        subscription,
        "Your Rootwell subscription is paused",
        f"is paused until {long(days(40))}.",
        f"Your next charge: $158.00 on {long(days(40))}.",
    )


def test_a_skip_confirms_the_charge_one_interval_later(subscription, customer, committed):
    scheduled = subscription.next_run

    message = committed(lifecycle.skip_next, subscription, actor=customer)

    assert_confirms(
        message,
        subscription,
        "Your next Rootwell shipment is skipped",
        "You skipped the next shipment of",
        f"Your next charge: $158.00 on {long(add_months(scheduled, 1))}.",
    )


def test_a_resume_confirms_the_schedule_it_returns_to(subscription, customer, committed):
    scheduled = subscription.next_run
    committed(lifecycle.pause, subscription, days(40), actor=customer)

    message = committed(lifecycle.resume, subscription, actor=customer)

    assert_confirms(
        message,
        subscription,
        "Your Rootwell subscription is active again",
        "is active again.",
        f"Your next charge: $158.00 on {long(scheduled)}.",
    )


def test_a_new_date_confirms_it(subscription, customer, committed):
    message = committed(lifecycle.change_next_run, subscription, days(5), actor=customer)

    assert_confirms(
        message,
        subscription,
        "Your next Rootwell shipment has a new date",
        "has a new date.",
        f"Your next charge: $158.00 on {long(days(5))}.",
    )


def test_a_new_frequency_confirms_its_price_and_the_kept_date(subscription, customer, committed):
    scheduled = subscription.next_run

    message = committed(edits.change_frequency, subscription, 3, actor=customer)

    assert_confirms(
        message,
        subscription,
        "Your Rootwell subscription now renews every 90 days",
        "now renews every 90 days. The shipment already scheduled keeps its date.",
        f"Your next charge: $448.00 on {long(scheduled)}.",
    )
    assert "2 x Rootwell Core for Women: $448.00" in message.body


def test_new_products_confirm_what_ships_and_its_price(subscription, customer, committed):
    message = committed(
        edits.change_products,
        subscription,
        [{"sku": "RW-CORE-W-1M-S01", "qty": 3}],
        actor=customer,
    )

    assert_confirms(
        message,
        subscription,
        "Your Rootwell subscription's products changed",
        "ships has changed.",
        f"Your next charge: $237.00 on {long(subscription.next_run)}.",
    )
    assert "3 x Rootwell Core for Women: $237.00" in message.body


def test_a_price_staff_set_is_confirmed_to_the_subscriber(subscription, committed):
    message = committed(
        edits.change_price,
        subscription,
        prices={"RW-CORE-W-1M-S01": Decimal("70")},
        custom_discount=Decimal("5"),
        actor=CustomerFactory(is_staff=True),
    )

    assert_confirms(
        message,
        subscription,
        "Your Rootwell subscription's price changed",
        "has changed.",
        f"Your next charge: $135.00 on {long(subscription.next_run)}.",
    )
    assert "Discount: -$5.00" in message.body


def test_a_cancel_says_no_further_charges_will_be_made(subscription, customer, committed):
    message = committed(lifecycle.cancel, subscription, "Too many bottles", actor=customer)

    assert message.to == [customer.email]
    assert message.subject == "Your Rootwell subscription is canceled"
    assert "is canceled. No further charges will be made, and nothing more will ship." in (
        message.body
    )
    assert "Your next charge" not in message.body
    assert (
        "Changed your mind? Reactivate your subscription at any time: "
        f"https://shop.example/account/subscriptions/{subscription.pk}"
    ) in message.body
    [(html, _)] = message.alternatives
    assert VIEWPORT in html
    assert "No further charges will be made" in html


def test_a_reactivation_confirms_the_next_charge(subscription, customer, committed):
    scheduled = subscription.next_run
    committed(lifecycle.cancel, subscription, actor=customer)

    message = committed(lifecycle.reactivate, subscription, actor=customer)

    assert_confirms(
        message,
        subscription,
        "Your Rootwell subscription is reactivated",
        "is active again.",
        f"Your next charge: $158.00 on {long(scheduled)}.",
    )


def test_nothing_is_emailed_before_the_change_is_committed(
    subscription, customer, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        lifecycle.skip_next(subscription, actor=customer)
    assert mail.outbox == []

    for callback in callbacks:
        callback()

    assert [m.subject for m in mail.outbox] == ["Your next Rootwell shipment is skipped"]


def test_a_refused_change_emails_nothing(
    subscription, customer, django_capture_on_commit_callbacks
):
    with (
        django_capture_on_commit_callbacks(execute=True),
        pytest.raises(lifecycle.SubscriptionError),
    ):
        lifecycle.resume(subscription, actor=customer)  # it is not paused

    assert mail.outbox == []


def test_the_shop_canceling_after_the_last_declined_retry_says_why(
    settings, django_capture_on_commit_callbacks
):
    settings.SUBSCRIPTION_RETRY_DAYS = []  # the first decline is the last
    unpaid = renewing_subscription(plans()[1], outcome=Outcome.DECLINE)

    with django_capture_on_commit_callbacks(execute=True):
        renew_due(date(2026, 2, 28))

    [message] = mail.outbox
    assert message.to == [unpaid.customer.email]
    assert message.subject == "Your Rootwell subscription is canceled"
    assert (
        "is canceled because we couldn't charge your card for its renewal, even after trying "
        "again. No further charges will be made"
    ) in message.body
