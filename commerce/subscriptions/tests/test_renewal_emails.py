from datetime import date

import pytest
from django.core import mail

from commerce.payments.sandbox.models import Outcome
from commerce.subscriptions.renewals import renew_due

from .announcements import announcements
from .renewal_factories import renewal_orders, subscription

pytestmark = pytest.mark.django_db

FEB_28 = date(2026, 2, 28)


def test_the_renewal_receipt_is_emailed_once_the_order_is_committed(
    core, settings, django_capture_on_commit_callbacks
):
    settings.FRONTEND_URL = "https://shop.example"
    monthly = subscription(core[1])

    with django_capture_on_commit_callbacks(execute=True):
        renew_due(FEB_28)

    [order] = renewal_orders(monthly)
    [message] = mail.outbox
    assert message.to == [monthly.customer.email]
    assert message.subject == f"Your Rootwell subscription renewed: order {order.number}"
    assert "1 x Rootwell Core for Women (Monthly Subscription): $79.00" in message.body
    assert "Free Shipping: $0.00" in message.body
    assert "Total: $79.00" in message.body
    assert "Next renewal: March 31, 2026" in message.body
    assert f"https://shop.example/account/subscriptions/{monthly.pk}" in message.body


def test_a_reminder_goes_out_days_before_each_renewal_once(
    core, settings, django_capture_on_commit_callbacks
):
    settings.FRONTEND_URL = "https://shop.example"
    settings.SUBSCRIPTION_REMINDER_DAYS = 3
    monthly = subscription(core[1])

    with django_capture_on_commit_callbacks(execute=True):
        reminded = [renew_due(day)["reminded"] for day in (date(2026, 2, 24), date(2026, 2, 25))]
        reminded.append(renew_due(date(2026, 2, 26))["reminded"])  # the same renewal again

    assert reminded == [0, 1, 0]
    [message] = mail.outbox
    assert message.to == [monthly.customer.email]
    assert message.subject == "Your Rootwell subscription renews on February 28"
    assert "1 x Rootwell Core for Women: $79.00" in message.body
    assert "Total: $79.00" in message.body
    assert (
        "Want to skip this shipment or change it? Do it before then: "
        f"https://shop.example/account/subscriptions/{monthly.pk}"
    ) in message.body


def test_the_next_renewal_is_reminded_again(core, settings, django_capture_on_commit_callbacks):
    settings.SUBSCRIPTION_REMINDER_DAYS = 3
    subscription(core[1])

    renew_due(date(2026, 2, 25))
    renew_due(FEB_28)

    with django_capture_on_commit_callbacks(execute=True):
        counts = renew_due(date(2026, 3, 28))

    assert counts["reminded"] == 1
    [message] = mail.outbox
    assert message.subject == "Your Rootwell subscription renews on March 31"


def test_a_renewal_and_a_cancellation_are_announced_once_after_commit(
    core, settings, django_capture_on_commit_callbacks
):
    settings.SUBSCRIPTION_RETRY_DAYS = []  # the first decline is the last
    paying = subscription(core[1])
    unpaid = subscription(core[1], outcome=Outcome.DECLINE)
    with announcements() as announced:
        with django_capture_on_commit_callbacks(execute=False) as callbacks:
            renew_due(FEB_28)
        assert announced == []  # nothing before the commit
        for callback in callbacks:
            callback()
        with django_capture_on_commit_callbacks(execute=True):
            renew_due(FEB_28)  # a second run announces nothing more

    [order] = renewal_orders(paying)
    assert sorted(announced) == [
        ("canceled", unpaid.pk, "The renewal payment was declined after every retry."),
        ("renewed", paying.pk, order.number),
    ]
