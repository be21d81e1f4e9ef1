"""The dashboard's privacy requests: staff (only) list them with their due dates, overdue ones
highlighted, filter them, and move one along with notes."""

import pytest

from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StaffFactory
from commerce.privacy.models import PrivacyRequest

from .factories import PrivacyRequestFactory, confirmed_request

pytestmark = pytest.mark.django_db

LIST = "/dashboard/privacy-requests/"


def detail(request) -> str:
    return f"{LIST}{request.pk}/"


def rows(response) -> str:
    return response.content.decode()


def test_staff_see_every_request_with_its_type_status_and_due_date_overdue_highlighted(client):
    # given a fresh request, one confirmed today and one confirmed 50 days ago
    unconfirmed = PrivacyRequestFactory(email="new@example.com")
    recent = confirmed_request(email="recent@example.com", request_type="know")
    late = confirmed_request(days_ago=50, email="late@example.com", request_type="limit")
    client.force_login(StaffFactory())

    page = rows(client.get(LIST))

    for request in (unconfirmed, recent, late):
        assert f">{request.number}</a>" in page and request.email in page
    assert "Awaiting confirmation" in page and "Confirmed" in page
    assert "Know or access my information" in page
    assert recent.due_on.strftime("%Y-%m-%d") in page
    # an unconfirmed request is already due, as counted from its submission
    assert unconfirmed.due_on.strftime("%Y-%m-%d") in page
    # only the late one is marked overdue
    assert page.count('class="table-danger"') == 1
    assert page.count("Overdue</strong>") == 1
    late_row = page.split(f">{late.number}</a>")[0].rsplit("<tr", 1)[1]
    assert 'class="table-danger"' in late_row


def test_staff_filter_by_status_overdue_and_type(client):
    unconfirmed = PrivacyRequestFactory(email="new@example.com")
    recent = confirmed_request(email="recent@example.com", request_type="know")
    late = confirmed_request(days_ago=50, email="late@example.com", request_type="limit")
    client.force_login(StaffFactory())

    awaiting = rows(client.get(LIST, {"status": "awaiting_confirmation"}))
    overdue = rows(client.get(LIST, {"status": "overdue"}))
    limits = rows(client.get(LIST, {"request_type": "limit"}))
    none = rows(client.get(LIST, {"status": "completed"}))

    assert unconfirmed.email in awaiting and recent.email not in awaiting
    assert late.email in overdue and recent.email not in overdue
    assert late.email in limits and recent.email not in limits
    assert "No privacy requests match that filter." in none


@pytest.mark.parametrize("signed_in", ["nobody", "customer"])
def test_only_staff_reach_the_requests(client, signed_in):
    request = confirmed_request(email="private@example.com")
    if signed_in == "customer":
        client.force_login(CustomerFactory())

    for path in (LIST, detail(request)):
        response = client.get(path)
        assert response.status_code in (302, 403)
        assert b"private@example.com" not in response.content


def test_the_requests_are_in_the_dashboards_customers_menu(client):
    client.force_login(StaffFactory())

    page = rows(client.get("/dashboard/"))

    assert f'href="{LIST}"' in page and "Privacy requests" in page


def test_staff_move_a_request_to_in_progress_then_completed_with_notes(client):
    staff = StaffFactory(email="ana@rootwell.example")
    client.force_login(staff)
    request = confirmed_request(request_type="correct", details="Surname is Doe.")

    page = rows(client.get(detail(request)))
    started = client.post(detail(request), {"action": "move", "status": "in_progress"}, follow=True)
    noted = client.post(
        detail(request), {"action": "note", "note": "Called the customer."}, follow=True
    )
    done = client.post(
        detail(request), {"action": "move", "status": "completed", "note": "Fixed."}, follow=True
    )

    assert "Surname is Doe." in page and request.due_on.strftime("%Y-%m-%d") in page
    assert f"Privacy request {request.number} is now in progress." in rows(started)
    assert f"Note added to privacy request {request.number}." in rows(noted)
    assert f"Privacy request {request.number} is now completed." in rows(done)
    request.refresh_from_db()
    assert request.status == "completed" and request.resolved_at is not None
    notes = request.staff_notes.splitlines()
    assert [line.split(" ", 2)[2] for line in notes] == [
        "ana@rootwell.example: In progress.",
        "ana@rootwell.example: Called the customer.",
        "ana@rootwell.example: Completed. Fixed.",
    ]
    # a resolved request has no next step
    assert "Update status" not in rows(client.get(detail(request)))


def test_rejecting_needs_a_reason_and_an_unconfirmed_request_cannot_be_moved(client):
    client.force_login(StaffFactory())
    request = confirmed_request()
    unconfirmed = PrivacyRequestFactory()

    no_reason = client.post(detail(request), {"action": "move", "status": "rejected"}, follow=True)
    early = client.post(
        detail(unconfirmed), {"action": "move", "status": "completed", "note": "x"}, follow=True
    )

    assert "Say why the request is rejected." in rows(no_reason)
    assert "A request that is awaiting confirmation cannot be moved to completed." in rows(early)
    request.refresh_from_db()
    unconfirmed.refresh_from_db()
    assert request.status == PrivacyRequest.Status.OPEN
    assert unconfirmed.status == PrivacyRequest.Status.AWAITING_CONFIRMATION
