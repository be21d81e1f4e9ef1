"""How renewals are run: the command, the periodic task, their cost and their concurrency."""

from datetime import date
from decimal import Decimal
from io import StringIO

import pytest
from django.conf import settings as django_settings
from django.core.management import CommandError, call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from oscar.core.loading import get_model

from commerce.address.tests.factories import ships_to_new_york
from commerce.basket.vouchers import money_off_cart_voucher
from commerce.core.tests.concurrency import all_at_once, on_postgresql
from commerce.payments.sandbox.models import Charge, Outcome
from commerce.subscriptions import renewals, tasks
from commerce.subscriptions.coupons import change_coupon
from commerce.subscriptions.renewals import renew_due
from commerce.subscriptions.tests.factories import for_subscriptions

from .factories import booster, plans, shop_time
from .renewal_factories import renewal_orders, subscription

FEB_28 = date(2026, 2, 28)


@pytest.fixture
def core(db):
    ships_to_new_york()
    return plans()


@pytest.mark.django_db
def test_the_command_renews_what_is_due_and_prints_counts_per_outcome(core):
    subscription(core[1])
    subscription(core[1], outcome=Outcome.DECLINE)
    out = StringIO()

    call_command("renew_subscriptions", "--as-of", "2026-02-28", stdout=out)

    assert out.getvalue().strip() == (
        "renewed: 1, declined: 1, canceled: 0, resumed: 0, in_progress: 0, out_of_stock: 0, "
        "failed: 0, reminded: 0"
    )


@pytest.mark.django_db
def test_the_command_refuses_a_date_it_cannot_read():
    with pytest.raises(CommandError, match="Give --as-of as YYYY-MM-DD"):
        call_command("renew_subscriptions", "--as-of", "28/02/2026")


@pytest.mark.django_db
def test_the_periodic_task_queues_the_same_renewals_for_the_workers(core):
    monthly = subscription(core[1])
    scheduled = {entry["task"] for entry in django_settings.CELERY_BEAT_SCHEDULE.values()}

    counts = tasks.renew_subscriptions.delay("2026-02-28").get()  # the queue runs at once here

    assert "commerce.subscriptions.tasks.renew_subscriptions" in scheduled
    assert counts == {"resumed": 0, "queued": 1, "reminded": 0}
    assert len(renewal_orders(monthly)) == 1
    assert tasks.renew_subscription_share.delay([monthly.pk], "2026-02-28").get()["renewed"] == 0


# What one more renewal costs, on SQLite and PostgreSQL alike: its reserve, charge and order as
# Oscar writes it. A real run reads the reference rows its orders are written with (countries,
# partner, payment kinds: four queries) once per share; here nothing is ever committed, so each
# renewal reads them again, and counts 49 where a run counts 45 (the rewards a renewal ships are
# read with the subscription's row: none costs nothing; the customer's store credit is two: their
# row locked and their balance read, and with none to spend nothing more). A coupon adds its
# claim, its link to the basket, its offers, the use and discount the order records, and the
# renewal counted against it (whether the order used it, the renewals it has left). A reward
# (an accepted booster, a line of its own) adds its stock record's price, allocation and stock
# alerts, the order line and its price Oscar writes, and marking its offer used.
RENEWAL_QUERIES = 49
COUPON_QUERIES = 13
REWARD_QUERIES = 6


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("coupon", "reward", "per_renewal"),
    [
        (None, False, RENEWAL_QUERIES),
        ("SAVE10", False, RENEWAL_QUERIES + COUPON_QUERIES),
        (None, True, RENEWAL_QUERIES + REWARD_QUERIES),
    ],
)
def test_queries_grow_by_a_constant_per_renewal(core, settings, coupon, reward, per_renewal):
    settings.SUBSCRIPTION_REMINDER_DAYS = 0
    if coupon:
        for_subscriptions(money_off_cart_voucher(coupon, Decimal("10.00")))
    if reward:
        boosters = booster()
    # Six-month plans started on the 5th of Jan (a warm-up), Feb (1), Mar (2) and Apr (3).
    for month, count in ((1, 1), (2, 1), (3, 2), (4, 3)):
        for _ in range(count):
            started = subscription(core[6], placed=shop_time(2026, month, 5, 10))
            if coupon:
                change_coupon(started, coupon, actor=None)
            if reward:
                _accept_a_booster(started, boosters[6])
    renew_due(date(2026, 7, 5))  # the first renewal ever creates the payment's kinds

    queries = []
    for due_on in (date(2026, 8, 5), date(2026, 9, 5), date(2026, 10, 5)):
        with CaptureQueriesContext(connection) as captured:
            assert renew_due(due_on)["renewed"] in (1, 2, 3)
        queries.append(len(captured))

    one, two, three = queries
    assert two - one == three - two
    assert two - one <= per_renewal, f"{two - one} queries per renewal"


def _accept_a_booster(subscription, plan):
    from commerce.loyalty import offers
    from commerce.loyalty.tests.factories import CampaignFactory, CampaignOfferFactory

    campaign = CampaignFactory(booster=True, reward_price=Decimal("5.00"))
    CampaignOfferFactory(campaign=campaign, subscription=subscription)
    offers.accept(subscription.customer, campaign.segment_name, subscription.pk, sku=plan.upc)


@on_postgresql
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_two_runs_at_once_renew_each_subscription_once_and_charge_once(core):
    due = [subscription(core[1]) for _ in range(3)]

    results = all_at_once([lambda: renew_due(FEB_28), lambda: renew_due(FEB_28)])

    assert sum(counts["renewed"] for counts in results) == 3
    for renewed in due:
        assert len(renewal_orders(renewed)) == 1
    assert Charge.objects.count() == 3


@pytest.mark.skipif(
    not django_settings.DATABASES["default"]["ENGINE"].endswith("postgresql"),
    reason="several writers at once: PostgreSQL only",
)
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_worker_processes_share_a_run_and_renew_each_subscription_once(core, settings, monkeypatch):
    settings.SUBSCRIPTION_RENEWAL_WORKERS = 2
    monkeypatch.setattr(renewals, "RENEWALS_PER_SHARE", 2)
    due = [subscription(core[1]) for _ in range(5)]

    counts = renew_due(FEB_28)

    assert counts["renewed"] == 5
    for renewed in due:
        assert len(renewal_orders(renewed)) == 1
    assert Charge.objects.count() == 5


@pytest.mark.django_db
def test_payments_are_recorded_though_two_first_orders_made_two_card_kinds(core):
    # Two first orders at once each created the "Card" payment kind (its name is not unique).
    SourceType = get_model("payment", "SourceType")
    SourceType.objects.create(name="Card")
    SourceType.objects.create(name="Card")
    monthly = subscription(core[1])

    assert renew_due(FEB_28)["renewed"] == 1

    [order] = renewal_orders(monthly)
    assert order.sources.get().source_type.code == "card"
