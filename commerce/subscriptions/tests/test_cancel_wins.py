"""A cancel (or a pause) that answers OK is never followed by a charge, even when it races a
renewal: the customer's "ship now" or the renewal job, each on its own thread and connection on
PostgreSQL. A change arriving while the renewal is being charged is refused with
RENEWAL_IN_PROGRESS and changes nothing; one arriving before it leaves nothing due; one arriving
after it finds the renewal done (charged before the cancel, never after it)."""

import functools
import threading
from datetime import date, timedelta

import pytest
from django.utils import timezone

from commerce.address.tests.factories import ships_to_new_york
from commerce.core.errors import DomainError
from commerce.core.tests.concurrency import all_at_once, on_postgresql
from commerce.payments.sandbox.gateway import SandboxGateway
from commerce.payments.sandbox.models import Charge
from commerce.subscriptions import renewals, updates
from commerce.subscriptions.models import Subscription
from commerce.subscriptions.renewals import renew_due

from .factories import plans
from .renewal_factories import renewal_orders, subscription

pytestmark = [on_postgresql, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

TRIALS = 50
FEB_28 = date(2026, 2, 28)


@pytest.fixture
def monthly_plan():
    ships_to_new_york()
    return plans()[1]


def customer_asks(subscription, change: dict, *, after: float = 0.0):
    """The customer's updateSubscription, `after` seconds into the race: the answer they see
    (the subscription's status, or the refusal's code)."""
    threading.Event().wait(after)  # spreads the trials over the renewal's whole course
    try:
        return updates.update_subscription(subscription.customer, subscription.pk, change).status
    except DomainError as refused:
        return refused.code


def ship_now(subscription):
    return lambda: customer_asks(subscription, {"action": "ship_now"})


def the_renewal_job(racing):
    return lambda: renew_due(FEB_28)


def charges_after(subscription, action: str) -> int:
    """Renewals the subscription's log records after the change it confirmed."""
    actions = list(subscription.logs.order_by("id").values_list("action", flat=True))
    return actions[actions.index(action) :].count("renewed") if action in actions else 0


def charges_of(subscription) -> int:
    return Charge.objects.filter(payment_id=subscription.card.payment_id).count()


def race(plan, renewal, change: dict, confirmed: str):
    """TRIALS races of the change against the renewal, each on a new subscription to the plan,
    the change sent at a different moment of the renewal; what the change answered, per trial.
    `confirmed`: the status (and the log's action) of a change that answered OK."""
    answers = []
    for trial in range(TRIALS):
        racing = subscription(plan)
        after = (trial % 10) * 0.01
        customer = functools.partial(customer_asks, racing, change, after=after)
        answer, _ = all_at_once([customer, renewal(racing)])
        racing.refresh_from_db()
        if answer == confirmed:
            assert racing.status == confirmed
            assert charges_after(racing, confirmed) == 0, racing.logs.values_list("action")
        else:
            assert answer == "RENEWAL_IN_PROGRESS", answer
            assert racing.status == Subscription.Status.ACTIVE
        # Every charge made an order: none is left paid for nothing.
        assert charges_of(racing) == len(renewal_orders(racing))
        answers.append(answer)
    return answers


CANCEL = {"action": "cancel", "cancel_reason": "Too much product"}


def test_a_confirmed_cancel_is_never_followed_by_a_charge_from_ship_now(monthly_plan):
    answers = race(monthly_plan, ship_now, CANCEL, "canceled")

    assert "canceled" in answers


def test_a_confirmed_cancel_is_never_followed_by_a_charge_from_the_renewal_job(monthly_plan):
    answers = race(monthly_plan, the_renewal_job, CANCEL, "canceled")

    assert "canceled" in answers


def test_a_confirmed_pause_is_never_followed_by_a_charge_from_the_renewal_job(monthly_plan):
    until = (timezone.localdate() + timedelta(days=10)).isoformat()
    pause = {"action": "pause", "pause_until": until}

    answers = race(monthly_plan, the_renewal_job, pause, "paused")

    assert "paused" in answers


def test_a_cancel_while_the_card_is_being_charged_is_refused_and_changes_nothing(
    monthly_plan, monkeypatch
):
    """Given a renewal whose charge is under way, when the customer cancels, then they are told
    to try again in a moment, the subscription stays active and the renewal completes."""
    racing = subscription(monthly_plan)
    charging, answered = threading.Event(), threading.Event()
    charge = SandboxGateway.charge

    def slow_charge(self, **request):
        charging.set()
        answered.wait(timeout=30)
        return charge(self, **request)

    monkeypatch.setattr(SandboxGateway, "charge", slow_charge)

    def cancel_while_charging():
        charging.wait(timeout=30)
        try:
            return customer_asks(racing, CANCEL)
        finally:
            answered.set()

    answer, order = all_at_once(
        [cancel_while_charging, lambda: renewals.renew_now(racing, actor=racing.customer)]
    )

    assert answer == "RENEWAL_IN_PROGRESS"
    racing.refresh_from_db()
    assert racing.status == Subscription.Status.ACTIVE
    assert renewal_orders(racing) == [order]
    assert customer_asks(racing, CANCEL) == "canceled"
