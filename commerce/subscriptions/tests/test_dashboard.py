from datetime import timedelta
from decimal import Decimal

import pytest
from django.contrib.messages import get_messages
from django.db import connection
from django.test import Client
from django.utils import timezone

from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StaffFactory
from commerce.payments.sandbox.models import Outcome
from commerce.subscriptions import renewals
from commerce.subscriptions.models import Subscription, SubscriptionLog
from commerce.subscriptions.pricing import renewal_totals
from commerce.subscriptions.renewals import renew_due

from .factories import booster
from .renewal_factories import card_now_charges, renewal_orders, subscription

pytestmark = pytest.mark.django_db

LIST = "/dashboard/subscriptions/"
Status = Subscription.Status


def page_of(subscription) -> str:
    return f"{LIST}{subscription.pk}/"


def action_url(subscription, action) -> str:
    return f"{page_of(subscription)}{action}/"


@pytest.fixture
def staff():
    return StaffFactory(email="ops@rootwell.example")


@pytest.fixture
def staff_client(client, staff):
    client.force_login(staff)
    return client


def refreshed(instance):
    instance.refresh_from_db()
    return instance


def messages_of(response) -> list[str]:
    """Every message queued for staff: a redirect not followed leaves the earlier ones queued."""
    return [str(message) for message in get_messages(response.wsgi_request)]


def last_message(response) -> str:
    return messages_of(response)[-1]


def history(subscription) -> list[tuple[str, str]]:
    return list(subscription.logs.values_list("action", "actor__email"))


# Who may see and act


def test_a_visitor_is_sent_to_the_dashboard_login(client, core):
    monthly = subscription(core[1])

    for response in (
        client.get(LIST),
        client.get(page_of(monthly)),
        client.post(action_url(monthly, "cancel"), {"reason": "Too expensive"}),
    ):
        assert response.status_code == 302
        assert response["Location"].startswith("/dashboard/login/")
    assert refreshed(monthly).status == Status.ACTIVE


def test_a_customer_who_is_not_staff_is_refused(client, core):
    monthly = subscription(core[1])
    client.force_login(monthly.customer)

    assert client.get(LIST).status_code == 403
    assert client.get(page_of(monthly)).status_code == 403
    assert client.get(f"{LIST}forecast/").status_code == 403
    assert client.post(action_url(monthly, "skip")).status_code == 403
    assert refreshed(monthly).next_run == monthly.next_run
    assert history(monthly) == [("started", None)]


# The list


def listed(response) -> list[str]:
    return [subscription.number for subscription, _ in response.context["rows"]]


@pytest.fixture
def three_subscriptions(core):
    """Casey's monthly Core due in 5 days, Jordan's paused three-month Core, and Riley's
    monthly booster due in 20 days."""
    today = timezone.localdate()
    casey = subscription(core[1], customer=CustomerFactory(email="casey@example.com"))
    jordan = subscription(core[3], customer=CustomerFactory(email="jordan@example.com"))
    riley = subscription(booster()[1], customer=CustomerFactory(email="riley@example.com"))
    Subscription.objects.filter(pk=casey.pk).update(next_run=today + timedelta(days=5))
    Subscription.objects.filter(pk=jordan.pk).update(status=Status.PAUSED)
    Subscription.objects.filter(pk=riley.pk).update(next_run=today + timedelta(days=20))
    return casey, jordan, riley


def test_the_list_shows_each_subscriptions_columns(staff_client, three_subscriptions):
    casey, _, _ = three_subscriptions

    response = staff_client.get(LIST)

    page = response.content.decode()
    assert set(listed(response)) == {s.number for s in three_subscriptions}
    assert casey.number in page and "casey@example.com" in page
    assert "Rootwell Core for Women × 1" in page and "Stress Adaptogen Booster × 1" in page
    assert "Every month" in page and "Every 3 months" in page and "Paused" in page
    assert (timezone.localdate() + timedelta(days=5)).isoformat() in page
    assert "$79.00" in page and "$224.00" in page and "$30.00" in page


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ({"status": "paused"}, ["jordan"]),
        ({"q": "RILEY@example"}, ["riley"]),
        ({"product": "booster"}, ["riley"]),
        ({"product": "RW-CORE-W-3M"}, ["jordan"]),
        ({"next_run_from": "+1", "next_run_to": "+10"}, ["casey"]),
        ({"next_run_from": "+6", "product": "core"}, []),
    ],
)
def test_staff_filter_and_search_the_list(staff_client, three_subscriptions, query, expected):
    by_name = dict(zip(("casey", "jordan", "riley"), three_subscriptions, strict=True))
    today = timezone.localdate()
    query = {
        key: (today + timedelta(days=int(value))).isoformat() if value.startswith("+") else value
        for key, value in query.items()
    }

    response = staff_client.get(LIST, query)

    assert sorted(listed(response)) == sorted(by_name[name].number for name in expected)


def test_staff_find_a_subscription_by_its_number(staff_client, three_subscriptions):
    _, jordan, _ = three_subscriptions

    assert listed(staff_client.get(LIST, {"q": jordan.number})) == [jordan.number]


def test_the_list_shows_25_a_page_in_a_constant_number_of_queries(
    staff_client, core, django_assert_num_queries
):
    for _ in range(3):
        subscription(core[1])
    with django_assert_num_queries(7):
        few = staff_client.get(LIST)
    for _ in range(27):
        subscription(core[1])

    with django_assert_num_queries(7):
        full = staff_client.get(LIST)
    second = staff_client.get(LIST, {"page": 2})

    assert (len(listed(few)), len(listed(full)), len(listed(second))) == (3, 25, 5)


# One subscription


def test_the_page_shows_the_quote_the_history_and_the_renewal_orders(staff_client, core, staff):
    monthly = subscription(core[1], quantity=2)
    order = renewals.renew_now(monthly, actor=staff)

    page = staff_client.get(page_of(monthly)).content.decode()

    assert f"Subscription {monthly.number}" in page
    assert monthly.customer.email in page and "RW-CORE-W-1M-S01" in page
    assert "$79.00" in page and "$158.00" in page
    assert "12 Grove Street" in page and "10014" in page
    card = monthly.card
    assert f"{card.brand} ending {card.last4}" in page
    # the log says who did it and links the order each entry placed
    assert "ops@rootwell.example (staff)" in page
    assert f'href="/dashboard/orders/{order.number}/"' in page
    assert f'href="/dashboard/orders/{monthly.order.number}/"' in page
    assert page.count(f">{order.number}</a>") == 2  # in the log and in the renewal orders


def test_the_page_takes_a_constant_number_of_queries(
    staff_client, core, staff, django_assert_num_queries
):
    monthly = subscription(core[1])
    with django_assert_num_queries(8):
        staff_client.get(page_of(monthly))
    for _ in range(3):
        monthly.refresh_from_db()
        renewals.renew_due(monthly.next_run)
    monthly.logs.create(action="changed", message="Renamed.", actor=monthly.customer)

    with django_assert_num_queries(8):
        response = staff_client.get(page_of(monthly))

    assert len(response.context["renewal_orders"]) == 3


def test_the_page_offers_what_the_status_allows(staff_client, core):
    monthly = subscription(core[1])
    Subscription.objects.filter(pk=monthly.pk).update(status=Status.CANCELED)

    response = staff_client.get(page_of(monthly))

    assert [action.label for action in response.context["actions"]] == ["Reactivate"]


# Acting on it


def test_an_action_is_confirmed_before_it_is_done(staff_client, core):
    monthly = subscription(core[1])

    response = staff_client.get(action_url(monthly, "skip"))

    page = response.content.decode()
    assert response.status_code == 200
    assert 'method="post"' in page and "csrfmiddlewaretoken" in page
    assert "The next shipment is skipped" in page
    assert refreshed(monthly).next_run == monthly.next_run


def test_an_unknown_action_is_not_found(staff_client, core):
    monthly = subscription(core[1])

    assert staff_client.post(action_url(monthly, "refund")).status_code == 404


def test_staff_skip_the_next_shipment(staff_client, core):
    monthly = subscription(core[1])  # next run 2026-02-28

    response = staff_client.post(action_url(monthly, "skip"))

    assert response["Location"] == page_of(monthly)
    assert refreshed(monthly).next_run.isoformat() == "2026-03-28"
    assert messages_of(response) == ["Skipped the next shipment; the next one is on 2026-03-28."]
    assert history(monthly)[-1] == ("skipped", "ops@rootwell.example")


def test_staff_pause_until_a_day_then_resume(staff_client, core):
    monthly = subscription(core[1])
    until = timezone.localdate() + timedelta(days=14)

    paused = staff_client.post(action_url(monthly, "pause"), {"until": until.isoformat()})
    paused_until = refreshed(monthly).paused_until
    resumed = staff_client.post(action_url(monthly, "resume"))

    assert paused_until == until
    assert messages_of(paused) == [f"Paused until {until.isoformat()}."]
    monthly.refresh_from_db()
    assert (monthly.status, monthly.paused_until) == (Status.ACTIVE, None)
    assert last_message(resumed) == f"Resumed; the next shipment is on {monthly.next_run}."
    assert history(monthly)[-2:] == [
        ("paused", "ops@rootwell.example"),
        ("resumed", "ops@rootwell.example"),
    ]


def test_staff_cancel_with_a_reason_then_reactivate(staff_client, core):
    monthly = subscription(core[1])

    canceled = staff_client.post(action_url(monthly, "cancel"), {"reason": "Moving abroad"})
    reason = refreshed(monthly).cancel_reason
    reactivated = staff_client.post(action_url(monthly, "reactivate"))

    assert reason == "Moving abroad"
    assert messages_of(canceled) == ["Canceled: it renews no more."]
    monthly.refresh_from_db()
    assert monthly.status == Status.ACTIVE
    assert last_message(reactivated) == (
        f"Reactivated; the next shipment is on {monthly.next_run.isoformat()}."
    )
    assert history(monthly)[-2:] == [
        ("canceled", "ops@rootwell.example"),
        ("reactivated", "ops@rootwell.example"),
    ]


def test_canceling_needs_a_reason(staff_client, core):
    monthly = subscription(core[1])

    response = staff_client.post(action_url(monthly, "cancel"), {"reason": ""})

    assert response.status_code == 200
    assert "This field is required." in response.content.decode()
    assert refreshed(monthly).status == Status.ACTIVE


def test_staff_renew_now_and_the_order_is_charged_and_logged(staff_client, core):
    monthly = subscription(core[1])

    response = staff_client.post(action_url(monthly, "renew-now"))

    [order] = renewal_orders(monthly)
    assert order.total_incl_tax == Decimal("79.00")
    assert messages_of(response) == [f"Renewed today: order {order.number} was placed and charged."]
    renewed = monthly.logs.get(action=SubscriptionLog.Action.RENEWED)
    assert (renewed.order_number, renewed.actor.email) == (order.number, "ops@rootwell.example")


def test_renew_now_charges_outside_the_dashboards_request_transaction(
    staff_client, core, monkeypatch
):
    # A renewal commits its placement before charging the card, so a crash after the charge
    # is settled by the resume path instead of forgotten: no transaction may wrap it.
    monthly = subscription(core[1])
    depth_in_test = len(connection.atomic_blocks)
    depths = []
    monkeypatch.setattr(
        renewals,
        "renew_now",
        lambda subscription, actor: depths.append(len(connection.atomic_blocks)) or monthly.order,
    )

    staff_client.post(action_url(monthly, "renew-now"))

    assert depths == [depth_in_test]


def test_staff_retry_a_declined_payment(staff_client, core):
    monthly = subscription(core[1], outcome=Outcome.DECLINE)
    renew_due(monthly.next_run)
    assert refreshed(monthly).status == Status.PAYMENT_FAILED
    card_now_charges(monthly, Outcome.APPROVE)

    response = staff_client.post(action_url(monthly, "retry-payment"))

    [order] = renewal_orders(monthly)
    assert messages_of(response) == [f"The payment went through: order {order.number} was placed."]
    assert refreshed(monthly).status == Status.ACTIVE


def test_a_declined_renew_now_shows_the_decline_and_places_nothing(staff_client, core):
    monthly = subscription(core[1], outcome=Outcome.DECLINE)

    response = staff_client.post(action_url(monthly, "renew-now"))

    [message] = messages_of(response)
    assert "declined" in message.lower()
    assert renewal_orders(monthly) == []
    assert refreshed(monthly).next_run == monthly.next_run


def test_staff_raise_an_items_price_and_set_a_discount(staff_client, core):
    monthly = subscription(core[1], quantity=2)  # 2 x $79 a renewal
    form = staff_client.get(action_url(monthly, "change-price")).content.decode()
    assert 'name="price_0"' in form and 'value="79.00"' in form

    response = staff_client.post(
        action_url(monthly, "change-price"), {"price_0": "85.00", "discount": "20.00"}
    )

    monthly.refresh_from_db()
    assert renewal_totals(monthly).grand_total == Decimal("150.00")
    assert monthly.quote["items"][0]["price"] == "85.00"
    assert messages_of(response) == ["Every renewal now charges $150.00."]
    assert history(monthly)[-1] == ("price_changed", "ops@rootwell.example")


def test_a_price_form_that_changes_nothing_says_so_and_logs_nothing(staff_client, core):
    monthly = subscription(core[1])

    response = staff_client.post(
        action_url(monthly, "change-price"), {"price_0": "79.00", "discount": "0.00"}
    )

    assert messages_of(response) == ["Change a price or the discount."]
    assert history(monthly) == [("started", None)]


def test_a_negative_price_is_refused(staff_client, core):
    monthly = subscription(core[1])

    response = staff_client.post(
        action_url(monthly, "change-price"), {"price_0": "-1", "discount": "0"}
    )

    assert response.status_code == 200
    assert "Ensure this value is greater than or equal to 0.00." in response.content.decode()
    assert refreshed(monthly).quote["items"][0]["price"] == "79.00"


@pytest.mark.parametrize(
    ("status", "action", "refusal"),
    [
        (Status.ACTIVE, "resume", "You can't resume a subscription that is active."),
        (Status.CANCELED, "skip", "You can't skip a subscription that is canceled."),
        (Status.PAUSED, "renew-now", "This subscription is not active."),
        (Status.ACTIVE, "retry-payment", "This subscription has no declined payment to retry."),
        (
            Status.CANCELED,
            "change-price",
            "You can't change the price of a subscription that is canceled.",
        ),
    ],
)
def test_a_refused_action_changes_nothing_and_says_why(staff_client, core, status, action, refusal):
    monthly = subscription(core[1])
    Subscription.objects.filter(pk=monthly.pk).update(status=status)
    before = Subscription.objects.values().get(pk=monthly.pk)

    response = staff_client.post(action_url(monthly, action), {"price_0": "70.00", "discount": "0"})

    assert response["Location"] == page_of(monthly)
    assert messages_of(response) == [refusal]
    assert Subscription.objects.values().get(pk=monthly.pk) == before
    assert history(monthly) == [("started", None)]
    assert renewal_orders(monthly) == []


def test_a_refusal_is_shown_on_the_subscriptions_page(staff_client, core):
    monthly = subscription(core[1])

    response = staff_client.post(action_url(monthly, "resume"), follow=True)

    assert "You can&#x27;t resume a subscription that is active." in response.content.decode()


def test_subscriptions_are_in_the_dashboards_fulfilment_menu(staff_client):
    page = staff_client.get("/dashboard/").content.decode()

    assert f'href="{LIST}"' in page and f'href="{LIST}forecast/"' in page


def test_an_action_without_the_csrf_token_is_refused(core, staff):
    monthly = subscription(core[1])
    client = Client(enforce_csrf_checks=True)
    client.force_login(staff)

    response = client.post(action_url(monthly, "skip"))

    assert response.status_code == 403
    assert refreshed(monthly).next_run == monthly.next_run
