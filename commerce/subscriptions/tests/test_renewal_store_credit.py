"""A renewal uses the customer's store credit automatically, up to its total, through the same
reserve step as checkout: the card is charged the rest, and a decline gives the credit back."""

from datetime import date
from decimal import Decimal

import pytest
from django.core import mail

from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty import store_credit
from commerce.loyalty.models import StoreCreditEntry
from commerce.loyalty.tests.factories import StoreCreditEntryFactory
from commerce.payments.sandbox.models import Charge, Outcome
from commerce.subscriptions.renewals import renew_due

from .factories import plans
from .renewal_factories import renewal_orders, subscription

pytestmark = pytest.mark.django_db

FEB_28 = date(2026, 2, 28)
Action = StoreCreditEntry.Action


@pytest.fixture
def monthly():
    """Rootwell Core monthly at $79, renewing on Feb 28, 2026."""
    return subscription(plans()[1])


def paid_by(order) -> dict:
    return {source.source_type.name: source.amount_debited for source in order.sources.all()}


def test_a_renewal_spends_the_credit_and_charges_the_card_the_rest(
    monthly, django_capture_on_commit_callbacks
):
    StoreCreditEntryFactory(customer=monthly.customer, amount=Decimal("30.00"))

    with django_capture_on_commit_callbacks(execute=True):
        assert renew_due(FEB_28)["renewed"] == 1

    [order] = renewal_orders(monthly)
    assert order.total_incl_tax == Decimal("79.00")
    assert paid_by(order) == {"Card": Decimal("49.00"), "Store credit": Decimal("30.00")}
    assert [charge.amount for charge in Charge.objects.all()] == [Decimal("49.00")]
    assert store_credit.balance(monthly.customer) == Decimal("0.00")
    [used] = StoreCreditEntry.objects.filter(action=Action.USED)
    assert used.amount == Decimal("-30.00")
    assert f"renewal:{monthly.pk}:2026-02-28" in used.note
    # and the receipt says how it was paid
    [receipt] = [message for message in mail.outbox if "renewed" in message.body]
    assert "Total: $79.00\nStore credit: -$30.00\nPaid by card: $49.00" in receipt.body


def test_credit_covering_the_renewal_charges_nothing(monthly):
    StoreCreditEntryFactory(customer=monthly.customer, amount=Decimal("100.00"))

    assert renew_due(FEB_28)["renewed"] == 1

    [order] = renewal_orders(monthly)
    assert paid_by(order) == {"Store credit": Decimal("79.00")}
    assert not Charge.objects.exists()
    assert store_credit.balance(monthly.customer) == Decimal("21.00")


def test_a_declined_renewal_gives_the_credit_back():
    declining = subscription(plans()[1], outcome=Outcome.INSUFFICIENT_FUNDS)
    StoreCreditEntryFactory(customer=declining.customer, amount=Decimal("20.00"))

    counts = renew_due(FEB_28)

    assert counts["declined"] == 1
    assert not renewal_orders(declining)
    moves = StoreCreditEntry.objects.filter(customer=declining.customer).exclude(
        action=Action.GRANTED
    )
    assert sorted((entry.action, entry.amount) for entry in moves) == [
        (Action.REFUNDED, Decimal("20.00")),
        (Action.USED, Decimal("-20.00")),
    ]
    assert store_credit.balance(declining.customer) == Decimal("20.00")


def test_a_renewal_never_touches_another_customers_credit(monthly):
    someone = CustomerFactory()
    StoreCreditEntryFactory(customer=someone, amount=Decimal("50.00"))

    renew_due(FEB_28)

    assert [charge.amount for charge in Charge.objects.all()] == [Decimal("79.00")]
    assert store_credit.balance(someone) == Decimal("50.00")
    assert not StoreCreditEntry.objects.exclude(action=Action.GRANTED).exists()
