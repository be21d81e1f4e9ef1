"""Revenue events the services emit themselves: Order Completed for a checkout's order,
Subscription Started / Renewed / Canceled, each exactly once, carrying the visitor's analytics
context when a request emitted it."""

import json
from datetime import date

import pytest
from django.test import RequestFactory

from api.tests.checkout_operations import add, data_of, fill_checkout, place
from commerce.analytics.consent import consent_of
from commerce.analytics.middleware import AnalyticsContextMiddleware
from commerce.analytics.models import Event
from commerce.analytics.server_events import emit_server_event
from commerce.basket.tests.factories import CORE_MONTHLY, CORE_ONE_TIME, core_catalogue
from commerce.customers.tests.factories import CustomerFactory
from commerce.ordering import placement
from commerce.ordering.tests.factories import ready_cart
from commerce.payments.tests.factories import card_nonce
from commerce.subscriptions import lifecycle
from commerce.subscriptions.renewals import renew_due
from commerce.subscriptions.tests.factories import plans
from commerce.subscriptions.tests.renewal_factories import subscription

pytestmark = pytest.mark.django_db

FEB_28 = date(2026, 2, 28)
VISITOR_COOKIES = {
    "rw_anon": "7f1c2d3e-0000-4000-8000-0000000000aa",
    "rw_consent": "analytics=1&advertising=0",
    "rw_event_id": "1795752000000",
    "rw_exp_24": "products",
    "rw_exp_18": "duos",
}


@pytest.fixture
def committed(django_capture_on_commit_callbacks):
    """Runs a call and what it leaves to run on commit (nested on-commit work included)."""

    def run(call):
        with django_capture_on_commit_callbacks(execute=True):
            return call()

    return run


def in_request(request, call):
    """Runs `call` while the analytics middleware serves `request`, as a real request would."""
    result = {}

    def view(_request):
        result["value"] = call()
        return None

    AnalyticsContextMiddleware(view)(request)
    return result["value"]


def events(name):
    return list(Event.objects.filter(name=name))


def test_a_guest_checkout_emits_order_completed_once_however_often_it_is_placed(committed):
    core_catalogue()
    request, _ = ready_cart(CORE_ONE_TIME, email="dana@example.com")

    order = committed(lambda: placement.place_order(request, "key-1"))
    again = committed(lambda: placement.place_order(request, "key-1"))

    assert again.pk == order.pk
    [completed] = events("Order Completed")
    assert completed.message_id == f"Order Completed:{order.number}"
    assert (completed.source, completed.type, completed.user_id) == ("server", "track", "")
    assert completed.properties == {
        "order_id": order.number,
        "total": 94.95,
        "revenue": 88.0,
        "subtotal": 88.0,
        "shipping": 6.95,
        "tax": 0.0,
        "discount": 0.0,
        "coupon": "",
        "currency": "USD",
        "products": [
            {
                "product_id": str(order.lines.get().product_id),
                "sku": CORE_ONE_TIME,
                "name": order.lines.get().title,
                "price": 88.0,
                "quantity": 1,
                "subscription": False,
            }
        ],
    }


def test_order_completed_carries_the_visitors_analytics_context(committed):
    core_catalogue()
    request, _ = ready_cart(CORE_ONE_TIME, email="dana@example.com")
    request.COOKIES.update(VISITOR_COOKIES)

    committed(lambda: in_request(request, lambda: placement.place_order(request, "key-1")))

    [completed] = events("Order Completed")
    assert completed.anonymous_id == VISITOR_COOKIES["rw_anon"]
    assert completed.context == {
        "consent": {"analytics": True, "advertising": False},
        "event_id": "1795752000000",
        "experiments": {"18": "duos", "24": "products"},
    }


@pytest.mark.parametrize(
    ("policy", "consent"),
    [
        pytest.param(
            "opt-in",
            {"analytics": False, "advertising": False},
            id="an opt-in region without a choice allows nothing",
        ),
        pytest.param(
            "opt-out",
            {"analytics": True, "advertising": False},
            id="where opt-out allows advertising, global privacy control refuses it",
        ),
    ],
)
def test_a_visitor_sending_global_privacy_control_without_a_choice_consents_to(
    committed, policy, consent
):
    request = RequestFactory().get("/", HTTP_SEC_GPC="1")
    request.COOKIES["rw_consent_policy"] = policy

    in_request(
        request,
        lambda: committed(lambda: emit_server_event("Order Completed", key="1", properties={})),
    )

    [completed] = events("Order Completed")
    assert completed.context["consent"] == consent


def test_a_subscription_order_emits_order_completed_and_subscription_started_once(committed):
    core_catalogue()
    customer = CustomerFactory()
    request, _ = ready_cart(CORE_MONTHLY, user=customer)

    order = committed(lambda: placement.place_order(request, "key-1", terms_accepted=True))
    committed(lambda: placement.place_order(request, "key-1", terms_accepted=True))

    [completed] = events("Order Completed")
    assert completed.user_id == str(customer.pk)
    assert completed.properties["products"][0]["subscription"] is True
    [started] = events("Subscription Started")
    [sub] = order.subscriptions.all()
    assert started.message_id == f"Subscription Started:{sub.number}"
    assert started.user_id == str(customer.pk)
    assert started.properties == {
        "subscription_id": sub.number,
        "plan": CORE_MONTHLY,
        "plan_name": sub.name,
        "billing_interval": 1,
        "billing_interval_unit": "month",
        "order_id": order.number,
    }


def test_a_renewal_emits_subscription_renewed_once_and_no_order_completed(committed):
    monthly = subscription(plans()[1])

    assert committed(lambda: renew_due(FEB_28))["renewed"] == 1
    committed(lambda: renew_due(FEB_28))  # run again: nothing is due

    [renewed] = events("Subscription Renewed")
    order = monthly.logs.get(action="renewed").order
    assert renewed.message_id == f"Subscription Renewed:{order.number}"
    assert renewed.user_id == str(monthly.customer_id)
    assert renewed.properties["subscription_id"] == monthly.number
    assert renewed.properties["order_id"] == order.number
    assert (renewed.properties["total"], renewed.properties["currency"]) == (79.0, "USD")
    # a renewal runs outside any request: it carries no visitor's context
    assert (renewed.anonymous_id, renewed.context) == ("", {})
    assert events("Order Completed") == []


def test_canceling_emits_subscription_canceled_once(committed):
    monthly = subscription(plans()[1])

    committed(lambda: lifecycle.cancel(monthly, "Too much product", actor=None))
    with pytest.raises(lifecycle.SubscriptionError):
        committed(lambda: lifecycle.cancel(monthly, "Again", actor=None))

    [canceled] = events("Subscription Canceled")
    assert canceled.properties["subscription_id"] == monthly.number
    # the reason is the customer's free text: never sent to third parties
    assert "reason" not in canceled.properties
    assert "Too much product" not in str(canceled.properties)


def test_a_subscription_canceled_again_after_reactivating_emits_a_second_event(committed):
    monthly = subscription(plans()[1])

    committed(lambda: lifecycle.cancel(monthly, "Travelling", actor=None))
    committed(lambda: lifecycle.reactivate(monthly, actor=None))
    committed(lambda: lifecycle.cancel(monthly, "Moving", actor=None))

    assert len(events("Subscription Canceled")) == 2


def test_an_event_emitted_twice_is_stored_once(committed):
    committed(lambda: emit_server_event("Order Completed", key="100001", properties={"a": 1}))
    committed(lambda: emit_server_event("Order Completed", key="100001", properties={"a": 2}))

    [completed] = events("Order Completed")
    assert completed.properties == {"a": 1}


def test_an_event_is_stored_only_once_its_transaction_commits(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        emit_server_event("Order Completed", key="100002", properties={})

    assert not Event.objects.exists()
    [store] = callbacks
    store()
    assert Event.objects.count() == 1


def test_only_server_event_names_are_emitted():
    with pytest.raises(ValueError):
        emit_server_event("Product Added", key="1", properties={})


def test_every_request_passes_through_the_analytics_middleware(settings):
    assert "commerce.analytics.middleware.AnalyticsContextMiddleware" in settings.MIDDLEWARE


def test_outside_a_request_an_event_has_no_visitor_context(committed):
    committed(lambda: emit_server_event("Subscription Renewed", key="100003", properties={}))

    [renewed] = events("Subscription Renewed")
    assert (renewed.anonymous_id, renewed.context) == ("", {})


@pytest.mark.parametrize(
    "cookies, gpc, expected",
    [
        ({"rw_consent_policy": "opt-out"}, False, {"analytics": True, "advertising": True}),
        ({"rw_consent_policy": "opt-out"}, True, {"analytics": True, "advertising": False}),
        ({}, False, {"analytics": True, "advertising": False}),
        ({"rw_consent_policy": "elsewhere"}, False, {"analytics": True, "advertising": False}),
        ({"rw_consent_policy": "opt-in"}, False, {"analytics": False, "advertising": False}),
        (
            {"rw_consent": "analytics=1&advertising=1", "rw_consent_policy": "opt-in"},
            False,
            {"analytics": True, "advertising": True},
        ),
        (
            {"rw_consent": "analytics=1&advertising=1"},
            True,
            {"analytics": True, "advertising": False},
        ),
    ],
)
def test_without_a_choice_advertising_needs_an_opt_out_policy_and_no_gpc(cookies, gpc, expected):
    headers = {"Sec-GPC": "1"} if gpc else {}

    assert consent_of(cookies, headers) == expected


def place_as_the_storefront(client, cookies, **headers):
    """A guest's checkout over /graphql/ as the storefront proxy sends it: the cart's cookie and
    the visitor's analytics cookies, Sec-GPC when the browser sent it."""
    core_catalogue()
    for name, value in cookies.items():
        client.cookies[name] = value

    def post(query, variables=None):
        response = client.post(
            "/graphql/",
            data=json.dumps({"query": query, "variables": variables or {}}),
            content_type="application/json",
            **headers,
        )
        return response.json()

    add(post, CORE_ONE_TIME)
    fill_checkout(post, card_nonce())
    return data_of(place(post), "placeOrder")["order"]["order_number"]


def test_an_order_placed_over_graphql_carries_the_visitors_cookies_and_gpc(
    client, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        number = place_as_the_storefront(
            client, {**VISITOR_COOKIES, "rw_view_exp": "24"}, HTTP_SEC_GPC="1"
        )

    completed = Event.objects.get(message_id=f"Order Completed:{number}")
    assert completed.anonymous_id == VISITOR_COOKIES["rw_anon"]
    assert completed.context == {
        "consent": {"analytics": True, "advertising": False},
        "event_id": "1795752000000",
        "experiments": {"18": "duos", "24": "products"},
    }


def test_an_order_placed_without_a_choice_in_an_unknown_region_refuses_advertising(
    client, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        number = place_as_the_storefront(client, {"rw_anon": "anon-2"})

    completed = Event.objects.get(message_id=f"Order Completed:{number}")
    assert completed.context["consent"] == {"analytics": True, "advertising": False}


@pytest.mark.parametrize("path", ["/dashboard/subscriptions/1/cancel/", "/cms/pages/3/"])
def test_staff_requests_lend_no_visitor_context(committed, path):
    request = RequestFactory().post(path, HTTP_SEC_GPC="0")
    request.COOKIES.update({**VISITOR_COOKIES, "rw_consent": "analytics=1&advertising=1"})

    in_request(
        request,
        lambda: committed(
            lambda: emit_server_event("Subscription Canceled", key="9:1", properties={})
        ),
    )

    [canceled] = events("Subscription Canceled")
    assert (canceled.anonymous_id, canceled.context) == ("", {})


def test_a_staff_cancel_in_the_dashboard_does_not_borrow_the_staff_members_cookies(
    client, django_capture_on_commit_callbacks
):
    from commerce.loyalty.tests.factories import StaffFactory

    monthly = subscription(plans()[1])
    client.force_login(StaffFactory(email="ops@rootwell.example"))
    for name, value in {**VISITOR_COOKIES, "rw_consent": "analytics=1&advertising=1"}.items():
        client.cookies[name] = value

    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            f"/dashboard/subscriptions/{monthly.pk}/cancel/", {"reason": "Moving abroad"}
        )

    assert response.status_code == 302
    [canceled] = events("Subscription Canceled")
    assert (canceled.anonymous_id, canceled.context) == ("", {})
    assert "Moving abroad" not in str(canceled.properties)
