from datetime import date
from decimal import Decimal

import pytest
from django.core import mail
from django.core.management import call_command
from oscar.core.loading import get_model

from commerce.ordering import purchase
from commerce.ordering.models import OrderPlacement
from commerce.payments.sandbox.models import Charge, Outcome
from commerce.subscriptions.models import Subscription, SubscriptionLog
from commerce.subscriptions.renewals import renew_due

from .factories import shop_time
from .renewal_factories import make_placements_stale, renewal_orders, subscription

pytestmark = pytest.mark.django_db

StockRecord = get_model("partner", "StockRecord")

FEB_28 = date(2026, 2, 28)


def refreshed(instance):
    instance.refresh_from_db()
    return instance


def test_a_renewal_is_an_order_of_the_quote_at_its_locked_prices(core):
    monthly = subscription(core[1], quantity=2)
    # the catalogue price rises after the customer subscribed at $79
    StockRecord.objects.filter(product=core[1]).update(price=Decimal("95.00"))

    counts = renew_due(FEB_28)

    assert counts["renewed"] == 1
    [order] = renewal_orders(monthly)
    [line] = order.lines.all()
    assert (line.upc, line.quantity) == (core[1].upc, 2)
    assert (line.unit_price_incl_tax, line.line_price_incl_tax) == (
        Decimal("79.00"),
        Decimal("158.00"),
    )
    assert (order.shipping_method, order.shipping_incl_tax) == ("Free Shipping", Decimal("0.00"))
    assert order.total_incl_tax == Decimal("158.00")
    assert (order.user, order.status) == (monthly.customer, "Processing")
    assert (order.shipping_address.line1, order.shipping_address.postcode) == (
        "12 Grove Street",
        "10014",
    )
    # and the stored card was charged that total once, recorded on the order
    [charge] = Charge.objects.all()
    assert (charge.amount, charge.payment_id) == (Decimal("158.00"), monthly.card.payment_id)
    assert order.sources.get().reference == charge.transaction_id
    # and the stock is allocated for the shipment
    assert StockRecord.objects.get(product=core[1]).num_allocated == 2


def test_a_renewal_moves_the_schedule_on_and_logs_its_order(core):
    monthly = subscription(core[1])

    renew_due(FEB_28)

    renewed = refreshed(monthly)
    [order] = renewal_orders(monthly)
    assert (renewed.last_run, renewed.next_run, renewed.status) == (
        FEB_28,
        date(2026, 3, 31),
        "active",
    )
    log = renewed.logs.get(action=SubscriptionLog.Action.RENEWED)
    assert (log.order, log.order_number, log.actor) == (order, order.number, None)


def test_a_subscription_of_a_set_length_ends_with_its_last_shipment(core):
    three_shipments = subscription(core[1])
    Subscription.objects.filter(pk=three_shipments.pk).update(length=3)

    renew_due(FEB_28)
    assert refreshed(three_shipments).status == "active"
    renew_due(date(2026, 3, 31))

    ended = refreshed(three_shipments)
    assert len(renewal_orders(three_shipments)) == 2
    assert (ended.status, ended.cancel_reason) == ("canceled", "All 3 shipments were sent.")
    assert renew_due(date(2026, 4, 30))["renewed"] == 0


def test_staff_discount_comes_off_the_renewal_order(core):
    monthly = subscription(core[1])
    Subscription.objects.filter(pk=monthly.pk).update(custom_discount=Decimal("10.00"))

    renew_due(FEB_28)

    [order] = renewal_orders(monthly)
    assert (order.basket_total_before_discounts_incl_tax, order.total_incl_tax) == (
        Decimal("79.00"),
        Decimal("69.00"),
    )
    assert Charge.objects.get().amount == Decimal("69.00")


def test_a_plan_started_on_the_31st_renews_on_each_months_last_day(core):
    monthly = subscription(core[1], placed=shop_time(2026, 1, 31, 10))
    renewal_dates = []

    for _ in range(4):
        renewal_dates.append(refreshed(monthly).next_run)
        renew_due(refreshed(monthly).next_run)

    assert renewal_dates == [
        date(2026, 2, 28),
        date(2026, 3, 31),
        date(2026, 4, 30),
        date(2026, 5, 31),
    ]
    assert refreshed(monthly).next_run == date(2026, 6, 30)
    assert len(renewal_orders(monthly)) == 4


def test_running_twice_for_the_same_day_renews_once(core):
    monthly = subscription(core[1])

    first = renew_due(FEB_28)
    second = renew_due(FEB_28)

    assert (first["renewed"], second["renewed"]) == (1, 0)
    assert len(renewal_orders(monthly)) == 1
    assert Charge.objects.count() == 1


class ProcessDied(BaseException):
    """The renewal's process ends (killed, out of memory) right after the charge."""


def renew_due_dying_after_the_charge():
    """Runs FEB_28's renewals in a process that dies right after the charge; the next run's
    process is whole again."""

    def killed(reserved, transaction_id):
        raise ProcessDied

    with pytest.MonkeyPatch.context() as patched, pytest.raises(ProcessDied):
        patched.setattr(purchase, "_complete", killed)
        renew_due(FEB_28)


def test_a_renewal_killed_after_its_charge_is_settled_once_by_the_resume_path(core):
    monthly = subscription(core[1])
    renew_due_dying_after_the_charge()
    assert OrderPlacement.objects.get().status == "pending"
    assert not renewal_orders(monthly)

    # a run while the charge might still be under way leaves it alone
    assert renew_due(FEB_28)["in_progress"] == 1
    make_placements_stale()
    call_command("settle_placements")
    renew_due(FEB_28)

    [order] = renewal_orders(monthly)
    [charge] = Charge.objects.all()
    assert order.sources.get().reference == charge.transaction_id
    assert refreshed(monthly).next_run == date(2026, 3, 31)
    assert StockRecord.objects.get(product=core[1]).num_allocated == 1


def test_the_next_run_resumes_a_renewal_killed_after_its_charge(core):
    monthly = subscription(core[1])
    renew_due_dying_after_the_charge()
    make_placements_stale()

    counts = renew_due(date(2026, 3, 1))

    assert counts["renewed"] == 1
    assert len(renewal_orders(monthly)) == 1
    assert Charge.objects.count() == 1


def test_a_declined_renewal_waits_for_its_payment_and_emails_a_link_to_update_the_card(
    core, settings, django_capture_on_commit_callbacks
):
    settings.FRONTEND_URL = "https://shop.example"
    monthly = subscription(core[1], outcome=Outcome.INSUFFICIENT_FUNDS)

    with django_capture_on_commit_callbacks(execute=True):
        counts = renew_due(FEB_28)

    assert counts["declined"] == 1
    declined = refreshed(monthly)
    assert (declined.status, declined.failed_payments, declined.retry_payment_on) == (
        "payment_failed",
        1,
        date(2026, 3, 1),
    )
    assert declined.next_run == FEB_28  # the period is still unpaid
    assert not renewal_orders(monthly)
    assert StockRecord.objects.get(product=core[1]).num_allocated == 0
    log = declined.logs.get(action=SubscriptionLog.Action.PAYMENT_FAILED)
    assert "insufficient funds" in log.message
    [message] = mail.outbox
    assert message.to == [monthly.customer.email]
    assert message.subject == "Your Rootwell subscription payment was declined"
    assert "We'll try again on March 1, 2026." in message.body
    assert f"https://shop.example/account/subscriptions/{monthly.pk}" in message.body


def test_declined_retries_follow_the_schedule_then_cancel(core, settings):
    settings.SUBSCRIPTION_RETRY_DAYS = [1, 3, 7]
    monthly = subscription(core[1], outcome=Outcome.DECLINE)

    retry_dates = []
    for day in (FEB_28, date(2026, 3, 1), date(2026, 3, 2), date(2026, 3, 3)):
        renew_due(day)
        retry_dates.append(refreshed(monthly).retry_payment_on)

    # charged on the first decline's day, then 1, 3 and 7 days after it (not on Mar 2)
    assert retry_dates == [date(2026, 3, 1), date(2026, 3, 3), date(2026, 3, 3), date(2026, 3, 7)]
    assert Charge.objects.count() == 3

    counts = renew_due(date(2026, 3, 7))

    assert counts["canceled"] == 1
    canceled = refreshed(monthly)
    assert (canceled.status, canceled.cancel_date, canceled.retry_payment_on) == (
        "canceled",
        date(2026, 3, 7),
        None,
    )
    assert canceled.cancel_reason == "The renewal payment was declined after every retry."
    assert canceled.logs.filter(action=SubscriptionLog.Action.CANCELED).count() == 1
    assert Charge.objects.count() == 4
    assert not renewal_orders(monthly)
    # and a canceled subscription is not charged again
    renew_due(date(2026, 4, 30))
    assert Charge.objects.count() == 4
