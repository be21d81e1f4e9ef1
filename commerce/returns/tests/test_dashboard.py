"""The dashboard's returns pages: staff find a return, mark it received, approve and refund it,
or reject it with a reason; the order's own dashboard page shows the refund."""

from decimal import Decimal

import pytest

from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.tests.test_dashboard import order_staff
from commerce.payments.sandbox.models import Refund
from commerce.returns import services
from commerce.returns.models import ReturnRequest

from .factories import shipped_order

pytestmark = pytest.mark.django_db

LIST = "/dashboard/returns/"


def requested_return(customer=None, quantity=1):
    customer = customer or CustomerFactory()
    order = shipped_order(customer, quantity=quantity)
    [line] = order.lines.all()
    return services.request_return(customer, order.number, [(line.pk, quantity)], "damaged")


def detail(request) -> str:
    return f"{LIST}{request.pk}/"


def test_staff_receive_then_refund_a_return_and_the_order_shows_the_refund(client):
    client.force_login(order_staff())
    request = requested_return(quantity=2)
    order = request.order

    page = client.get(detail(request)).content.decode()
    received = client.post(detail(request), {"action": "receive"}, follow=True)
    refunded = client.post(detail(request), {"action": "refund"}, follow=True)
    again = client.post(detail(request), {"action": "refund"}, follow=True)  # a second click

    assert "Mark received" in page and "Arrived damaged" in page and "176.00 USD" in page
    assert f"Return {request.number} marked received." in received.content.decode()
    assert f"Return {request.number} refunded: 176.00 USD." in refunded.content.decode()
    assert again.status_code == 200
    assert Refund.objects.get().amount == Decimal("176.00")
    request.refresh_from_db()
    assert (request.status, request.refund_amount) == ("refunded", Decimal("176.00"))
    shown = client.get(f"/dashboard/orders/{order.number}/").content.decode()
    assert "Refunded" in shown and "176.00" in shown
    assert f"Return {request.number} refunded: 176.00 USD" in shown  # the order's notes


def test_a_refund_before_the_parcel_is_received_is_refused_with_the_reason(client):
    client.force_login(order_staff())
    request = requested_return()

    response = client.post(detail(request), {"action": "refund"}, follow=True)

    assert (
        f"Return {request.number} is requested; only a received return can be refunded."
        in response.content.decode()
    )
    assert not Refund.objects.exists()


def test_staff_reject_a_return_with_a_reason_and_a_blank_one_is_refused(client):
    client.force_login(order_staff())
    request = requested_return()

    blank = client.post(detail(request), {"action": "reject", "rejection_reason": ""})
    rejected = client.post(
        detail(request), {"action": "reject", "rejection_reason": "Opened and used."}, follow=True
    )

    assert blank.status_code == 200 and "This field is required." in blank.content.decode()
    assert f"Return {request.number} rejected." in rejected.content.decode()
    request.refresh_from_db()
    assert (request.status, request.rejection_reason) == ("rejected", "Opened and used.")


def test_the_returns_page_is_in_the_orders_menu_and_filters_by_status(client):
    client.force_login(order_staff())
    waiting = requested_return()
    done = services.refund(services.receive(requested_return()))

    index = client.get("/dashboard/").content.decode()
    received_only = client.get(LIST, {"status": "refunded"}).content.decode()

    assert LIST in index
    assert detail(done) in received_only and detail(waiting) not in received_only


def test_only_staff_who_may_change_orders_see_returns(client):
    request = requested_return()
    client.force_login(order_staff("view_order"))

    assert client.get(LIST).status_code == 403
    assert client.post(detail(request), {"action": "receive"}).status_code == 403
    request.refresh_from_db()
    assert request.status == "requested"


def test_the_list_shows_25_a_page_in_a_constant_number_of_queries(
    client, django_assert_num_queries
):
    client.force_login(order_staff())
    for _ in range(2):
        requested_return()
    # The session, the staff member, their permissions (2), the count, the page of returns with
    # their orders, customers and item counts, and the dashboard's unread notifications.
    with django_assert_num_queries(7):
        few = client.get(LIST)
    for _ in range(26):
        requested_return()

    with django_assert_num_queries(7):
        full = client.get(LIST)

    assert few.content.decode().count("/dashboard/returns/") > 2
    assert len(full.context["returns"]) == 25
    assert ReturnRequest.objects.count() == 28
