from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.utils import timezone

from commerce.customers.accounts import EMAIL_TAKEN, SIGN_IN_FAILED
from commerce.customers.models import CustomerToken
from commerce.customers.tests.factories import CustomerFactory

pytestmark = pytest.mark.django_db

PASSWORD = "grow-thicker-2026"
SIGN_IN = """mutation($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token weak_password } }"""
CUSTOMER = "{ customer { entity_id firstname lastname email } }"
SIGN_OUT = "mutation { revokeCustomerToken { result } }"
SIGN_UP = """mutation($input: CustomerInput!) {
  createCustomer(input: $input) { customer { firstname lastname email } } }"""


def sign_in(graphql, email, password=PASSWORD):
    return graphql(SIGN_IN, {"email": email, "password": password})


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def test_a_customer_signs_in_and_reads_their_account_with_the_bearer_token(graphql):
    customer = CustomerFactory(email="casey@example.com")

    result = sign_in(graphql, "Casey@Example.com")["data"]["generateCustomerToken"]
    body = graphql(CUSTOMER, HTTP_AUTHORIZATION=f"Bearer {result['token']}")

    assert result["weak_password"] is False
    assert len(result["token"]) >= 43  # 256 random bits, url-safe
    assert body["data"]["customer"] == {
        "entity_id": customer.pk,
        "firstname": "Casey",
        "lastname": "Rivera",
        "email": "casey@example.com",
    }


def test_the_token_cookie_works_too_and_only_a_digest_is_stored(graphql, client):
    CustomerFactory(email="casey@example.com")
    token = sign_in(graphql, "casey@example.com")["data"]["generateCustomerToken"]["token"]
    client.cookies["token"] = token

    body = graphql(CUSTOMER)

    assert body["data"]["customer"]["email"] == "casey@example.com"
    assert not CustomerToken.objects.filter(digest=token).exists()
    assert CustomerToken.objects.get().digest != token


def test_wrong_password_unknown_and_malformed_email_get_the_same_message(graphql):
    CustomerFactory(email="casey@example.com")
    CustomerFactory(email="disabled@example.com", is_active=False)

    failures = [
        sign_in(graphql, "casey@example.com", "not-my-password"),
        sign_in(graphql, "nobody@example.com"),
        sign_in(graphql, "casey@"),
        sign_in(graphql, ""),
        sign_in(graphql, "disabled@example.com"),
    ]

    assert {error_of(body) for body in failures} == {(SIGN_IN_FAILED, "AUTHENTICATION_FAILED")}
    assert not CustomerToken.objects.exists()


def test_a_password_the_rules_now_reject_is_flagged_weak(graphql):
    CustomerFactory(email="old@example.com", password="password")

    result = sign_in(graphql, "old@example.com", "password")["data"]["generateCustomerToken"]

    assert result["token"] and result["weak_password"] is True


def test_without_a_live_token_the_customer_is_not_authorized(graphql):
    CustomerFactory(email="casey@example.com")
    expired = sign_in(graphql, "casey@example.com")["data"]["generateCustomerToken"]["token"]
    CustomerToken.objects.update(expires_at=timezone.now() - timedelta(seconds=1))

    for token in ("", "forged", expired):
        headers = {"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}
        body = graphql(CUSTOMER, **headers)
        assert error_of(body) == ("The current customer isn't authorized.", "UNAUTHENTICATED")


def test_signing_out_revokes_the_token(graphql):
    CustomerFactory(email="casey@example.com")
    token = sign_in(graphql, "casey@example.com")["data"]["generateCustomerToken"]["token"]
    bearer = {"HTTP_AUTHORIZATION": f"Bearer {token}"}

    assert graphql(SIGN_OUT, **bearer)["data"]["revokeCustomerToken"] == {"result": True}
    assert error_of(graphql(CUSTOMER, **bearer))[1] == "UNAUTHENTICATED"
    assert error_of(graphql(SIGN_OUT, **bearer))[1] == "UNAUTHENTICATED"


def test_a_shopper_creates_an_account_is_welcomed_by_email_and_can_sign_in(
    graphql, django_capture_on_commit_callbacks, settings
):
    settings.FRONTEND_URL = "https://shop.example"
    details = {
        "firstname": "Jordan\u200b",
        "lastname": "Lee",
        "email": "Jordan.Lee@Example.com",
        "password": PASSWORD,
    }

    with django_capture_on_commit_callbacks(execute=True):
        body = graphql(SIGN_UP, {"input": details})

    assert body["data"]["createCustomer"]["customer"] == {
        "firstname": "Jordan",
        "lastname": "Lee",
        "email": "jordan.lee@example.com",
    }
    assert "token" in sign_in(graphql, "jordan.lee@example.com")["data"]["generateCustomerToken"]
    [welcome] = mail.outbox
    assert welcome.to == ["jordan.lee@example.com"]
    assert welcome.subject == "Welcome to Rootwell"
    assert "https://shop.example/account/" in welcome.body
    assert "https://shop.example/account/" in welcome.alternatives[0][0]


def test_the_welcome_email_carries_nothing_the_sign_up_typed_but_the_address(
    graphql, django_capture_on_commit_callbacks
):
    # given someone signing a stranger's address up, with a message for a first name
    lure = "\u202eCall +1 555 0100 now to claim your refund"
    details = {"firstname": lure, "lastname": "Lee", "email": "stranger@example.com"}

    with django_capture_on_commit_callbacks(execute=True):
        body = graphql(SIGN_UP, {"input": {**details, "password": PASSWORD}})

    # then the name is stored without its bidi control, and the email does not repeat it
    assert body["data"]["createCustomer"]["customer"]["firstname"] == lure[1:]
    [welcome] = mail.outbox
    assert welcome.subject == "Welcome to Rootwell"
    for text in (welcome.body, welcome.alternatives[0][0]):
        assert "555 0100" not in text
        assert "Lee" not in text
        assert "/customer/account/forgotpassword/" in text


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"email": "CASEY@example.com"}, EMAIL_TAKEN),
        ({"email": "not-an-email"}, "Enter a valid email address."),
        ({"firstname": " "}, "Enter your first and last name."),
        ({"lastname": "\u200b\u200d"}, "Enter your first and last name."),
        ({"lastname": "L" * 256}, "Names must be at most 255 characters."),
        (
            {"password": "12345678"},
            "This password is too common. This password is entirely numeric.",
        ),
    ],
)
def test_a_sign_up_with_bad_details_is_refused_and_creates_nothing(
    graphql, django_capture_on_commit_callbacks, changes, message
):
    CustomerFactory(email="casey@example.com")
    details = {"firstname": "Jordan", "lastname": "Lee", "email": "jordan@example.com"}

    with django_capture_on_commit_callbacks(execute=True):
        body = graphql(SIGN_UP, {"input": {**details, "password": PASSWORD, **changes}})

    assert error_of(body) == (message, "BAD_USER_INPUT")
    assert get_user_model().objects.count() == 1
    assert mail.outbox == []


def test_a_customer_cookie_does_not_change_who_is_signed_in_to_the_cms(client, graphql):
    staff = CustomerFactory(email="staff@example.com", is_staff=True, is_superuser=True)
    CustomerFactory(email="casey@example.com")
    client.force_login(staff)
    client.cookies["token"] = sign_in(graphql, "casey@example.com")["data"][
        "generateCustomerToken"
    ]["token"]

    assert client.get("/cms/").status_code == 200
    assert graphql(CUSTOMER)["data"]["customer"]["email"] == "casey@example.com"
