"""Two changes of one subscription at once (two tabs, a double click), each on its own thread
and database connection: the second waits for the first's lock and sees what it committed."""

import pytest

from api.tests.test_checkout_concurrency import (  # noqa: F401  (autouse fixture)
    ships_to_new_york,
)
from commerce.core.tests.concurrency import all_at_once
from commerce.subscriptions import lifecycle
from commerce.subscriptions.models import Subscription, SubscriptionLog
from commerce.subscriptions.rules import NotAllowed
from commerce.subscriptions.schedule import add_months
from commerce.subscriptions.services import create_for_order

from .factories import paid_order, plans

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


@pytest.fixture
def subscription():
    [subscription] = create_for_order(paid_order(None, (plans()[1], 1)), card=None)
    return subscription


def test_two_skips_at_once_skip_two_shipments(subscription):
    scheduled = subscription.next_run

    all_at_once([lambda: lifecycle.skip_next(subscription, actor=None)] * 2)

    subscription.refresh_from_db()
    assert subscription.next_run == add_months(add_months(scheduled, 1), 1)
    assert subscription.logs.filter(action=SubscriptionLog.Action.SKIPPED).count() == 2


def test_two_cancels_at_once_cancel_once_and_refuse_the_other(subscription):
    def cancel():
        try:
            return lifecycle.cancel(subscription, "Double click", actor=None).status
        except NotAllowed as refused:
            return refused.code

    outcomes = all_at_once([cancel, cancel])

    assert sorted(outcomes) == ["SUBSCRIPTION_STATUS", "canceled"]
    assert Subscription.objects.get(pk=subscription.pk).status == "canceled"
    assert subscription.logs.filter(action=SubscriptionLog.Action.CANCELED).count() == 1
