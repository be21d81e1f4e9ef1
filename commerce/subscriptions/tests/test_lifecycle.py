from datetime import timedelta

import pytest
from django.utils import timezone

from commerce.subscriptions import lifecycle
from commerce.subscriptions.models import Subscription, SubscriptionLog
from commerce.subscriptions.next_charge import next_charge
from commerce.subscriptions.rules import ALLOWED, DateOutOfWindow, NotAllowed, Operation
from commerce.subscriptions.schedule import add_months
from commerce.subscriptions.services import create_for_order

from .announcements import announcements
from .factories import paid_order, plans

pytestmark = pytest.mark.django_db

Status = Subscription.Status


def today():
    return timezone.localdate()


def days(count):
    return today() + timedelta(days=count)


@pytest.fixture
def subscription(customer):
    """A monthly subscription whose first order was placed ten days ago."""
    placed = timezone.now() - timedelta(days=10)
    [subscription] = create_for_order(
        paid_order(customer, (plans()[1], 1), placed=placed), card=None
    )
    return subscription


def in_status(subscription, status, **fields):
    Subscription.objects.filter(pk=subscription.pk).update(status=status, **fields)
    subscription.refresh_from_db()
    return subscription


def last_log(subscription):
    return subscription.logs.order_by("-id").first()


def test_pausing_stops_renewals_until_the_chosen_day_and_logs_who_did_it(subscription, customer):
    scheduled = subscription.next_run
    until = scheduled + timedelta(days=20)

    paused = lifecycle.pause(subscription, until, actor=customer)

    paused.refresh_from_db()
    assert (paused.status, paused.paused_until) == (Status.PAUSED, until)
    assert next_charge(paused).on == until
    log = last_log(paused)
    assert (log.action, log.actor, log.order_number) == ("paused", customer, "")
    assert log.message == f"Paused until {until.isoformat()}; next shipment on {until.isoformat()}."


def test_a_pause_ending_before_the_next_shipment_never_brings_the_charge_forward(subscription):
    scheduled = subscription.next_run

    paused = lifecycle.pause(subscription, days(1), actor=None)

    assert next_charge(paused).on == scheduled
    lifecycle.end_pauses(days(1))
    assert Subscription.objects.get(pk=subscription.pk).next_run == scheduled


def test_a_skip_survives_a_pause_and_a_resume(subscription):
    """Skip (next shipment two intervals on), pause until before it, resume: still skipped."""
    skipped_to = lifecycle.skip_next(subscription, actor=None).next_run

    paused = lifecycle.pause(subscription, skipped_to - timedelta(days=30), actor=None)
    assert next_charge(paused).on == skipped_to

    resumed = lifecycle.resume(subscription, actor=None)
    assert (resumed.next_run, next_charge(resumed).on) == (skipped_to, skipped_to)


@pytest.mark.parametrize("until", [0, -1, 200])
def test_a_pause_must_end_between_tomorrow_and_three_months_ahead(subscription, until):
    with pytest.raises(DateOutOfWindow) as refused:
        lifecycle.pause(subscription, days(until), actor=None)

    assert refused.value.code == "DATE_OUT_OF_RANGE"
    assert "Choose a date to pause until from" in refused.value.message
    subscription.refresh_from_db()
    assert subscription.status == Status.ACTIVE
    assert subscription.logs.count() == 1


def test_resuming_returns_to_the_schedule_the_pause_left_alone(subscription, customer):
    scheduled = subscription.next_run
    lifecycle.pause(subscription, scheduled + timedelta(days=40), actor=customer)

    resumed = lifecycle.resume(subscription, actor=customer)

    assert (resumed.status, resumed.paused_until) == (Status.ACTIVE, None)
    assert resumed.next_run == scheduled
    assert last_log(resumed).action == "resumed"


def test_resuming_after_the_scheduled_day_passed_ships_tomorrow(subscription):
    in_status(subscription, Status.PAUSED, next_run=days(-3), paused_until=days(5))

    assert lifecycle.resume(subscription, actor=None).next_run == days(1)


def test_skipping_moves_the_next_shipment_one_interval_on(subscription):
    scheduled = subscription.next_run

    skipped = lifecycle.skip_next(subscription, actor=None)

    assert skipped.next_run == add_months(scheduled, 1)
    assert last_log(skipped).message == (
        f"Skipped the shipment of {scheduled.isoformat()}; "
        f"next shipment on {skipped.next_run.isoformat()}."
    )


def test_canceling_keeps_the_day_and_the_reason(subscription, customer):
    canceled = lifecycle.cancel(subscription, "  Too much\u200b product ", actor=customer)

    canceled.refresh_from_db()
    assert (canceled.status, canceled.cancel_date, canceled.cancel_reason) == (
        Status.CANCELED,
        today(),
        "Too much product",
    )
    assert last_log(canceled).message == "Canceled: Too much product"


def test_a_cancel_reason_longer_than_the_field_is_refused(subscription):
    with pytest.raises(lifecycle.SubscriptionError):
        lifecycle.cancel(subscription, "x" * 256, actor=None)

    subscription.refresh_from_db()
    assert subscription.status == Status.ACTIVE


def test_reactivating_renews_on_the_old_day_when_it_is_still_ahead(subscription):
    scheduled = subscription.next_run
    lifecycle.cancel(subscription, "Travelling", actor=None)

    reactivated = lifecycle.reactivate(subscription, actor=None)

    assert (reactivated.status, reactivated.cancel_date, reactivated.cancel_reason) == (
        Status.ACTIVE,
        None,
        "",
    )
    assert reactivated.next_run == scheduled
    assert last_log(reactivated).action == "reactivated"


def test_reactivating_long_after_never_schedules_in_the_past(subscription):
    in_status(subscription, Status.CANCELED, next_run=days(-60), failed_payments=2)

    reactivated = lifecycle.reactivate(subscription, actor=None)

    assert (reactivated.next_run, reactivated.failed_payments) == (days(1), 0)


def test_moving_the_next_shipment_within_ninety_days(subscription):
    before = subscription.next_run

    moved = lifecycle.change_next_run(subscription, days(90), actor=None)

    assert moved.next_run == days(90)
    assert last_log(moved).message == (
        f"Next shipment moved from {before.isoformat()} to {days(90).isoformat()}."
    )


@pytest.mark.parametrize("when", [-1, 0, 91])
def test_the_next_shipment_cannot_move_into_the_past_or_too_far(subscription, when):
    before = subscription.next_run

    with pytest.raises(DateOutOfWindow):
        lifecycle.change_next_run(subscription, days(when), actor=None)

    subscription.refresh_from_db()
    assert subscription.next_run == before


def test_the_next_shipment_window_is_a_setting(subscription, settings):
    settings.SUBSCRIPTION_NEXT_RUN_MAX_DAYS = 10

    with pytest.raises(DateOutOfWindow):
        lifecycle.change_next_run(subscription, days(11), actor=None)


REFUSED = [
    (
        lifecycle.pause,
        Status.CANCELED,
        (days(5),),
        "You can't pause a subscription that is canceled.",
    ),
    (lifecycle.pause, Status.PAUSED, (days(5),), "You can't pause a subscription that is paused."),
    (
        lifecycle.pause,
        Status.PAYMENT_FAILED,
        (days(5),),
        "You can't pause a subscription that is waiting for a declined payment.",
    ),
    (lifecycle.resume, Status.ACTIVE, (), "You can't resume a subscription that is active."),
    (lifecycle.skip_next, Status.PAUSED, (), "You can't skip a subscription that is paused."),
    (lifecycle.cancel, Status.CANCELED, (), "You can't cancel a subscription that is canceled."),
    (
        lifecycle.reactivate,
        Status.ACTIVE,
        (),
        "You can't reactivate a subscription that is active.",
    ),
    (
        lifecycle.change_next_run,
        Status.CANCELED,
        (days(5),),
        "You can't move the next shipment of a subscription that is canceled.",
    ),
]


@pytest.mark.parametrize(("operation", "status", "args", "message"), REFUSED)
def test_transitions_the_status_does_not_allow_are_refused(
    subscription, operation, status, args, message
):
    in_status(subscription, status)

    with pytest.raises(NotAllowed) as refused:
        operation(subscription, *args, actor=None)

    assert (refused.value.code, refused.value.message) == ("SUBSCRIPTION_STATUS", message)
    subscription.refresh_from_db()
    assert subscription.status == status
    assert not subscription.logs.exclude(action=SubscriptionLog.Action.STARTED).exists()


def test_a_canceled_subscription_can_only_be_reactivated():
    allowed_when_canceled = {op for op, statuses in ALLOWED.items() if Status.CANCELED in statuses}

    assert allowed_when_canceled == {Operation.REACTIVATE}


def test_a_pause_that_has_ended_makes_the_subscription_active_on_that_day(subscription):
    ended = in_status(subscription, Status.PAUSED, paused_until=today(), next_run=today())
    running = lifecycle.pause(
        create_for_order(paid_order(None, (plans("RW-OTHER")[1], 1)), card=None)[0],
        days(3),
        actor=None,
    )

    assert lifecycle.end_pauses() == 1

    ended.refresh_from_db()
    running.refresh_from_db()
    assert (ended.status, ended.paused_until, ended.next_run) == (Status.ACTIVE, None, today())
    assert last_log(ended).message == f"The pause ended; next shipment on {today().isoformat()}."
    assert last_log(ended).actor is None
    assert (running.status, running.paused_until) == (Status.PAUSED, days(3))


def test_starting_and_canceling_are_announced_once_each_after_commit(
    customer, django_capture_on_commit_callbacks
):
    # Given listeners of the revenue events
    with announcements() as heard:
        # When a paid order starts a subscription, and the customer cancels it
        order = paid_order(customer, (plans()[1], 1))
        with django_capture_on_commit_callbacks(execute=True) as callbacks:
            [subscription] = create_for_order(order, card=None)
            create_for_order(order, card=None)  # the same order again starts nothing
        assert heard == [("started", subscription.pk, order.number)]
        with django_capture_on_commit_callbacks(execute=True):
            lifecycle.cancel(subscription, "Moving abroad", actor=customer)

    # Then each was heard once, after its transaction committed
    # (listeners add on-commit work of their own, analytics storing its event, for one)
    assert len([c for c in callbacks if c.__module__ == "commerce.subscriptions.services"]) == 1
    assert heard[1:] == [("canceled", subscription.pk, "Moving abroad")]
