from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from commerce.loyalty.tests.factories import StaffFactory
from commerce.subscriptions.forecast import Forecast, forecast
from commerce.subscriptions.models import Subscription

from .factories import booster, plans
from .renewal_factories import subscription

pytestmark = pytest.mark.django_db

TODAY = date(2026, 6, 1)
Status = Subscription.Status


def on(days: int) -> date:
    return TODAY + timedelta(days=days)


@pytest.fixture
def known_set():
    """Renewals by when they fall: $158 overdue, $79 in 3 days, $30 in 7 (the booster), $224
    in 20, a declined $79 retried in 6 and one retried in 40; and what never counts: a paused
    one, a canceled one, one due in 31 days."""
    core = plans()
    boosters = booster()

    def given(plan, status=Status.ACTIVE, quantity=1, **fields):
        started = subscription(plan, quantity=quantity)
        Subscription.objects.filter(pk=started.pk).update(status=status, **fields)

    given(core[1], quantity=2, next_run=on(-2))
    given(core[1], next_run=on(3))
    given(boosters[1], next_run=on(7))
    given(core[3], next_run=on(20))
    given(core[1], Status.PAYMENT_FAILED, next_run=on(-4), retry_payment_on=on(6))
    given(core[1], Status.PAYMENT_FAILED, next_run=on(-4), retry_payment_on=on(40))
    given(core[1], Status.PAUSED, next_run=on(5), paused_until=on(5))
    given(core[1], Status.CANCELED, next_run=on(4))
    given(core[6], next_run=on(31))


def test_renewals_and_revenue_in_the_next_7_and_30_days(known_set, django_assert_num_queries):
    with django_assert_num_queries(1):
        figures = forecast(TODAY)

    assert figures == [
        Forecast(7, on(7), 4, Decimal("346.00")),
        Forecast(30, on(30), 5, Decimal("570.00")),
    ]


def test_a_staff_discount_lowers_the_forecast():
    monthly = subscription(plans()[1])
    Subscription.objects.filter(pk=monthly.pk).update(
        next_run=on(1), custom_discount=Decimal("9.00")
    )

    assert forecast(TODAY)[0] == Forecast(7, on(7), 1, Decimal("70.00"))


def test_the_forecast_page_shows_the_figures(client, known_set, monkeypatch):
    monkeypatch.setattr(timezone, "localdate", lambda: TODAY)
    client.force_login(StaffFactory())

    response = client.get("/dashboard/subscriptions/forecast/")

    rows = [" ".join(row.split()) for row in response.content.decode().split("<tr>")]
    assert (
        '<th scope="row">7 days</th> <td>2026-06-08</td> <td>4</td> <td>$346.00</td> </tr>' in rows
    )
    assert any(row.startswith('<th scope="row">30 days</th>') and "$570.00" in row for row in rows)
