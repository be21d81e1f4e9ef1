from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.models import StoreCreditEntry

from .factories import StaffFactory, StoreCreditEntryFactory

pytestmark = pytest.mark.django_db

PAGE = "/dashboard/store-credit/"


@pytest.fixture
def staff_client(client):
    client.force_login(StaffFactory(email="ops@rootwell.example"))
    return client


def grant(client, **changes):
    data = {"customer": "casey@example.com", "amount": "25.00", "note": "Late delivery"}
    return client.post(PAGE, {**data, **changes})


def test_staff_grant_credit_by_email_and_see_the_new_balance(staff_client):
    customer = CustomerFactory(email="casey@example.com")
    StoreCreditEntryFactory(customer=customer, amount=Decimal("10.00"))

    response = grant(staff_client, customer="Casey@Example.com")
    page = staff_client.get(response["Location"])

    assert response.status_code == 302
    assert response["Location"] == f"{PAGE}?email=casey%40example.com"
    entry = StoreCreditEntry.objects.order_by("id").last()
    assert (entry.customer, entry.amount, entry.note) == (
        customer,
        Decimal("25.00"),
        "Late delivery",
    )
    assert entry.created_by.email == "ops@rootwell.example"
    html = page.content.decode()
    assert "Granted $25.00 of store credit to casey@example.com." in html
    assert "Their balance is now $35.00." in html
    assert "Balance of casey@example.com: <strong>$35.00</strong>" in html


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"amount": "0"}, "Enter an amount greater than zero."),
        ({"amount": "-5"}, "Enter an amount greater than zero."),
        ({"amount": "1000.01"}, "Ensure this value is less than or equal to 1000.00."),
        ({"amount": "12.345"}, "Ensure that there are no more than 2 decimal places."),
        ({"amount": "lots"}, "Enter a number."),
        ({"note": ""}, "This field is required."),
        ({"customer": "not-an-email"}, "Enter a valid email address."),
    ],
)
def test_a_bad_grant_shows_the_error_and_writes_nothing(staff_client, changes, message):
    CustomerFactory(email="casey@example.com")

    response = grant(staff_client, **changes)

    assert response.status_code == 200
    assert message in response.content.decode()
    assert not StoreCreditEntry.objects.exists()


def test_the_largest_grant_is_1000(staff_client):
    CustomerFactory(email="casey@example.com")

    assert grant(staff_client, amount="1000.00").status_code == 302
    assert StoreCreditEntry.objects.get().amount == Decimal("1000.00")


def test_an_unknown_email_is_refused_with_a_clear_message(staff_client):
    response = grant(staff_client, customer="nobody@example.com")

    assert response.status_code == 200
    assert "No customer has the email address nobody@example.com." in response.content.decode()
    assert not StoreCreditEntry.objects.exists()


def test_a_customer_who_is_not_staff_is_refused(client):
    customer = CustomerFactory(email="casey@example.com")
    client.force_login(customer)

    assert client.get(PAGE).status_code == 403
    assert grant(client).status_code == 403
    assert not StoreCreditEntry.objects.exists()


def test_a_visitor_is_sent_to_the_dashboard_login(client):
    CustomerFactory(email="casey@example.com")

    response = grant(client)

    assert response.status_code == 302
    assert response["Location"].startswith("/dashboard/login/")
    assert not StoreCreditEntry.objects.exists()


def test_the_page_lists_recent_entries_and_is_in_the_customers_menu(staff_client):
    StoreCreditEntryFactory(
        customer=CustomerFactory(email="jordan@example.com"),
        amount=Decimal("-4.50"),
        action="used",
        created_by=None,
        note="Order 100031",
    )

    html = staff_client.get(PAGE).content.decode()

    assert "jordan@example.com" in html and "Used on an order" in html
    assert "-$4.50" in html and "Order 100031" in html
    for link in ('href="/dashboard/store-credit/"', 'href="/dashboard/appointments/"'):
        assert link in html


def test_looking_up_a_customer_shows_only_their_entries_and_balance(staff_client):
    casey = CustomerFactory(email="casey@example.com")
    StoreCreditEntryFactory(customer=casey, amount=Decimal("12.00"), note="For Casey")
    StoreCreditEntryFactory(note="For someone else")

    html = staff_client.get(PAGE, {"email": "casey@example.com"}).content.decode()
    unknown = staff_client.get(PAGE, {"email": "nobody@example.com"}).content.decode()

    assert "For Casey" in html and "For someone else" not in html
    assert "Balance of casey@example.com: <strong>$12.00</strong>" in html
    assert "No customer has the email address nobody@example.com." in unknown


def test_the_list_takes_the_same_queries_for_1_or_10_entries(staff_client):
    staff = StaffFactory()
    StoreCreditEntryFactory(created_by=staff)
    with CaptureQueriesContext(connection) as one:
        staff_client.get(PAGE)

    StoreCreditEntryFactory.create_batch(9, created_by=staff)
    with CaptureQueriesContext(connection) as ten:
        response = staff_client.get(PAGE)

    assert response.content.decode().count("Sorry for the late delivery") == 10
    assert len(ten) == len(one)
