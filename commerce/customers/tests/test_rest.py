import pytest
from django.test import Client

from commerce.customers.rest import SESSION_ENDED, SIGNED_IN
from commerce.customers.tests.factories import CustomerFactory
from commerce.customers.tokens import issue, user_for

pytestmark = pytest.mark.django_db

LOGIN = "/rest/V1/rootwell-customers/session-login"
LOGOUT = "/rest/V1/rootwell-customers/session-logout"


def test_a_visitor_with_a_session_gets_a_fresh_token_that_signs_them_in(client):
    customer = CustomerFactory()
    client.force_login(customer)

    response = client.get(LOGIN)

    body = response.json()
    assert (body["success"], body["message"]) == (True, SIGNED_IN)
    assert user_for(body["token"]) == customer
    assert response["Cache-Control"] == "no-store"


def test_a_visitor_without_a_session_gets_no_token_and_nothing_to_read(client):
    CustomerFactory()

    body = client.get(LOGIN).json()

    assert body == {"success": False, "token": None, "message": None}


def test_a_session_of_a_disabled_account_ends_with_a_message(client):
    # given a session from before the account was disabled
    customer = CustomerFactory()
    client.force_login(customer)
    customer.is_active = False
    customer.save()

    # when the storefront asks
    body = client.get(LOGIN).json()

    # then no token, and the visitor is told to log in again
    assert body == {"success": False, "token": None, "message": SESSION_ENDED}


def test_a_session_ended_by_a_password_change_says_so_and_is_dropped(client):
    # given a session from before the password was changed elsewhere
    customer = CustomerFactory()
    client.force_login(customer)
    customer.set_password("a-brand-new-password-42")
    customer.save()

    # when the storefront asks
    response = client.get(LOGIN)

    # then no token, the visitor is told, and the browser is told to drop the session cookie
    assert response.json() == {"success": False, "token": None, "message": SESSION_ENDED}
    assert response.cookies["sessionid"].value == ""


def test_a_customer_token_alone_is_not_a_session(client):
    client.cookies["token"] = issue(CustomerFactory())

    assert client.get(LOGIN).json()["success"] is False


def test_session_login_is_read_only():
    # A client that checks CSRF tokens as a browser's request is checked: the method is refused.
    response = Client(enforce_csrf_checks=True).post(LOGIN)

    assert response.status_code == 405
    assert response.json() == {"success": False, "message": "Send this request as GET."}


def test_logout_revokes_the_bearer_and_cookie_tokens_and_ends_the_session(client):
    customer = CustomerFactory()
    client.force_login(customer)
    bearer, cookie, other = issue(customer), issue(customer), issue(customer)
    client.cookies["token"] = cookie

    response = client.post(LOGOUT, HTTP_AUTHORIZATION=f"Bearer {bearer}")

    assert response.json() == {"success": True}
    assert (user_for(bearer), user_for(cookie), user_for(other)) == (None, None, customer)
    assert client.get(LOGIN).json()["success"] is False


def test_a_json_post_with_only_the_cookie_logs_out(client):
    customer = CustomerFactory()
    cookie = issue(customer)
    client.cookies["token"] = cookie

    response = client.post(LOGOUT, data="{}", content_type="application/json")

    assert response.json() == {"success": True}
    assert user_for(cookie) is None


@pytest.mark.parametrize(
    "content_type",
    ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain"],
)
def test_a_form_post_from_another_site_changes_nothing(client, content_type):
    # given a signed-in customer whose browser is made to post a form to the endpoint
    customer = CustomerFactory()
    client.force_login(customer)
    cookie = issue(customer)
    client.cookies["token"] = cookie

    response = client.post(LOGOUT, data="", content_type=content_type)

    assert response.status_code == 415
    assert user_for(cookie) == customer
    assert client.get(LOGIN).json()["success"] is True


def test_logout_is_post_only(client):
    response = client.get(LOGOUT)

    assert response.status_code == 405
    assert response.json() == {"success": False, "message": "Send this request as POST."}
