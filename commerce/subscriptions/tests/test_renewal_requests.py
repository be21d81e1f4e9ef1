"""Renewals asked for at once: a retry after a decline (the customer updated their card, or
staff ask) and the customer's "ship now"; and a pause ending."""

from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from commerce.core.errors import DomainError
from commerce.payments.sandbox.models import Charge, Outcome
from commerce.subscriptions.models import Subscription, SubscriptionLog
from commerce.subscriptions.renewals import renew_due, renew_now, retry_payment
from commerce.subscriptions.schedule import add_months

from .factories import shop_time
from .renewal_factories import card_now_charges, renewal_orders, subscription

pytestmark = pytest.mark.django_db

FEB_28 = date(2026, 2, 28)


def refreshed(instance):
    instance.refresh_from_db()
    return instance


def test_a_retry_that_goes_through_makes_the_subscription_active_again(core):
    monthly = subscription(core[1], outcome=Outcome.INSUFFICIENT_FUNDS)
    renew_due(FEB_28)
    card_now_charges(monthly, Outcome.APPROVE)  # the customer's bank lets it through now

    counts = renew_due(date(2026, 3, 1))

    assert counts["renewed"] == 1
    renewed = refreshed(monthly)
    assert (renewed.status, renewed.failed_payments, renewed.retry_payment_on) == (
        "active",
        0,
        None,
    )
    # the period paid is the one that was due; the schedule keeps its day
    assert (renewed.last_run, renewed.next_run) == (date(2026, 3, 1), date(2026, 3, 31))
    assert len(renewal_orders(monthly)) == 1


def test_retry_payment_charges_at_once_when_the_customer_updates_their_card(core):
    monthly = subscription(core[1], outcome=Outcome.DECLINE)
    renew_due(FEB_28)
    card_now_charges(monthly, Outcome.APPROVE)

    order = retry_payment(refreshed(monthly), actor=monthly.customer)

    assert order.total_incl_tax == Decimal("79.00")
    renewed = refreshed(monthly)
    assert (renewed.status, renewed.failed_payments) == ("active", 0)
    log = renewed.logs.get(action=SubscriptionLog.Action.RENEWED)
    assert (log.actor, log.order) == (monthly.customer, order)


def test_a_declined_retry_asked_for_is_told_and_keeps_the_schedule(core):
    monthly = subscription(core[1], outcome=Outcome.DECLINE)
    renew_due(FEB_28)

    with pytest.raises(DomainError) as refused:
        retry_payment(refreshed(monthly), actor=monthly.customer)

    assert refused.value.code == "PAYMENT_DECLINED"
    waiting = refreshed(monthly)
    assert (waiting.status, waiting.failed_payments, waiting.retry_payment_on) == (
        "payment_failed",
        1,
        date(2026, 3, 1),
    )
    assert waiting.logs.filter(action=SubscriptionLog.Action.PAYMENT_FAILED).count() == 2


def test_only_a_declined_subscription_can_be_retried(core):
    monthly = subscription(core[1])

    with pytest.raises(DomainError) as refused:
        retry_payment(monthly)

    assert refused.value.code == "NO_DECLINED_PAYMENT"
    assert not Charge.objects.exists()


def test_ship_now_renews_today_and_the_schedule_continues_from_today(core):
    today = timezone.localdate()
    monthly = subscription(core[3], placed=shop_time(today.year, today.month, today.day, 9))
    period = monthly.next_run

    order = renew_now(monthly, actor=monthly.customer)

    renewed = refreshed(monthly)
    assert (renewed.last_run, renewed.next_run) == (today, add_months(today, 3))
    assert renewal_orders(monthly) == [order]
    # and the run on the date it would have renewed finds nothing due
    assert renew_due(period)["renewed"] == 0
    assert Charge.objects.count() == 1


def test_ship_now_is_refused_for_a_canceled_subscription(core):
    monthly = subscription(core[1])
    Subscription.objects.filter(pk=monthly.pk).update(status="canceled")

    with pytest.raises(DomainError) as refused:
        renew_now(refreshed(monthly))

    assert refused.value.code == "SUBSCRIPTION_NOT_ACTIVE"
    assert not Charge.objects.exists()


def test_a_declined_ship_now_is_told_and_the_renewal_keeps_its_date(core):
    monthly = subscription(core[1], outcome=Outcome.DECLINE)

    with pytest.raises(DomainError) as refused:
        renew_now(monthly, actor=monthly.customer)

    assert refused.value.code == "PAYMENT_DECLINED"
    kept = refreshed(monthly)
    assert (kept.status, kept.next_run, kept.failed_payments) == ("active", FEB_28, 0)


def test_a_pause_that_ends_resumes_the_subscription_and_renews_it(core):
    monthly = subscription(core[1])
    Subscription.objects.filter(pk=monthly.pk).update(
        status="paused", paused_until=date(2026, 3, 10)
    )

    assert renew_due(date(2026, 3, 9))["renewed"] == 0
    counts = renew_due(date(2026, 3, 10))

    assert (counts["resumed"], counts["renewed"]) == (1, 1)
    resumed = refreshed(monthly)
    assert (resumed.status, resumed.paused_until) == ("active", None)
    assert resumed.next_run == date(2026, 4, 10)
    assert resumed.logs.filter(action=SubscriptionLog.Action.RESUMED).count() == 1


def test_a_subscription_without_a_usable_card_is_declined_without_a_charge(core):
    monthly = subscription(core[1])
    type(monthly.card).objects.filter(pk=monthly.card.pk).update(
        exp_year=timezone.localdate().year - 1
    )

    counts = renew_due(FEB_28 + timedelta(days=0))

    assert counts["declined"] == 1
    assert refreshed(monthly).status == "payment_failed"
    assert not Charge.objects.exists()
