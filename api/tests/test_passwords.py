import re
from datetime import datetime, timedelta

import pytest
from django.contrib.auth.tokens import PasswordResetTokenGenerator
from django.core import mail

from commerce.customers.models import CustomerToken
from commerce.customers.passwords import TOKEN_MISMATCHED, WRONG_PASSWORD
from commerce.customers.tests.factories import CustomerFactory
from commerce.customers.tokens import issue, user_for

pytestmark = pytest.mark.django_db

PASSWORD = "grow-thicker-2026"
NEW_PASSWORD = "fuller-hair-by-june"
REQUEST = "mutation($email: String!) { requestPasswordResetEmail(email: $email) }"
RESET = """mutation($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }"""
CHANGE = """mutation($current: String!, $new: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $new) { email } }"""
RESET_LINK = re.compile(r"http://localhost:3000/customer/account/createpassword/\?token=(\S+)")


@pytest.fixture
def run(graphql_committed):
    """Runs an operation and what waits for its commit (the emails)."""
    return graphql_committed


@pytest.fixture
def customer():
    return CustomerFactory(email="casey@example.com", first_name="Casey")


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def emailed_token(run, email="casey@example.com"):
    assert run(REQUEST, {"email": email})["data"]["requestPasswordResetEmail"] is True
    [token] = RESET_LINK.findall(mail.outbox[-1].body)
    return token


def signs_in_with(customer, password):
    customer.refresh_from_db()
    return customer.check_password(password)


def test_a_reset_request_emails_a_link_to_the_account(run, customer, settings):
    settings.FRONTEND_URL = "http://localhost:3000"

    body = run(REQUEST, {"email": " Casey@Example.com "})

    assert body == {"data": {"requestPasswordResetEmail": True}}
    [email] = mail.outbox
    assert email.to == ["casey@example.com"]
    assert email.subject == "Reset your Rootwell password"
    [token] = RESET_LINK.findall(email.body)
    html, mimetype = email.alternatives[0]
    assert mimetype == "text/html" and f"?token={token}" in html
    assert "1\xa0day" in email.body


@pytest.mark.parametrize("email", ["nobody@example.com", "inactive@example.com"])
def test_a_reset_for_an_address_without_an_active_account_answers_the_same_and_sends_nothing(
    run, email
):
    CustomerFactory(email="inactive@example.com", is_active=False)

    body = run(REQUEST, {"email": email})

    assert body == {"data": {"requestPasswordResetEmail": True}}
    assert mail.outbox == []


@pytest.mark.parametrize("email", ["", "casey", "casey@@example.com"])
def test_a_malformed_address_is_refused(run, customer, email):
    body = run(REQUEST, {"email": email})

    assert error_of(body)[1] == "BAD_USER_INPUT"
    assert mail.outbox == []


def test_the_emailed_token_sets_a_new_password_and_ends_every_session(run, customer):
    # given two signed-in sessions and a reset link
    sessions = [issue(customer), issue(customer)]
    token = emailed_token(run)
    mail.outbox.clear()

    # when the customer sets a new password with it
    body = run(RESET, {"email": "casey@example.com", "token": token, "password": NEW_PASSWORD})

    # then the new password works, the old one and every session do not
    assert body == {"data": {"resetPassword": True}}
    assert signs_in_with(customer, NEW_PASSWORD)
    assert not signs_in_with(customer, PASSWORD)
    assert [user_for(raw) for raw in sessions] == [None, None]
    # and the customer is told their password changed
    [notice] = mail.outbox
    assert notice.subject == "Your Rootwell password was changed"


def test_a_used_token_does_not_work_again(run, customer):
    token = emailed_token(run)
    run(RESET, {"email": "casey@example.com", "token": token, "password": NEW_PASSWORD})

    body = run(RESET, {"email": "casey@example.com", "token": token, "password": "another-1-pass"})

    assert error_of(body) == (TOKEN_MISMATCHED, "BAD_USER_INPUT")
    assert signs_in_with(customer, NEW_PASSWORD)


def test_a_sign_in_retires_the_reset_links_sent_before_it(run, customer):
    # given a reset link the customer asked for and then had no need of
    token = emailed_token(run)

    # when they sign in with the password they remembered
    signed_in = run(
        """mutation($password: String!) {
          generateCustomerToken(email: "casey@example.com", password: $password) { token } }""",
        {"password": PASSWORD},
    )
    assert signed_in["data"]["generateCustomerToken"]["token"]

    # then the link sent before no longer sets a password
    body = run(RESET, {"email": "casey@example.com", "token": token, "password": NEW_PASSWORD})
    assert error_of(body) == (TOKEN_MISMATCHED, "BAD_USER_INPUT")
    assert signs_in_with(customer, PASSWORD)


def test_an_expired_token_does_not_work(run, customer, monkeypatch, settings):
    settings.PASSWORD_RESET_TIMEOUT = 3600
    token = emailed_token(run)
    later = datetime.now() + timedelta(hours=1, minutes=1)
    monkeypatch.setattr(PasswordResetTokenGenerator, "_now", lambda self: later)

    body = run(RESET, {"email": "casey@example.com", "token": token, "password": NEW_PASSWORD})

    assert error_of(body) == (TOKEN_MISMATCHED, "BAD_USER_INPUT")
    assert signs_in_with(customer, PASSWORD)


@pytest.mark.parametrize(
    ("email", "token"),
    [
        ("casey@example.com", "forged-token"),
        ("casey@example.com", ""),
        ("other@example.com", None),  # another account's address with Casey's token
        ("nobody@example.com", None),
        ("not-an-email", None),
    ],
)
def test_a_bad_token_or_another_email_is_mismatched_and_changes_nothing(
    run, customer, email, token
):
    CustomerFactory(email="other@example.com")
    session = issue(customer)
    casey_token = emailed_token(run)

    token = casey_token if token is None else token
    body = run(RESET, {"email": email, "token": token, "password": NEW_PASSWORD})

    assert error_of(body) == (TOKEN_MISMATCHED, "BAD_USER_INPUT")
    assert signs_in_with(customer, PASSWORD)
    assert user_for(session) == customer


def test_a_weak_new_password_is_refused_with_the_rules_messages_and_the_token_still_works(
    run, customer
):
    token = emailed_token(run)

    weak = run(RESET, {"email": "casey@example.com", "token": token, "password": "12345678"})
    strong = run(RESET, {"email": "casey@example.com", "token": token, "password": NEW_PASSWORD})

    assert error_of(weak) == (
        "This password is too common. This password is entirely numeric.",
        "BAD_USER_INPUT",
    )
    assert strong == {"data": {"resetPassword": True}}


def test_a_signed_in_customer_changes_their_password_and_stays_signed_in_here_only(run, customer):
    # given the session changing the password and another one
    here, elsewhere = issue(customer), issue(customer)

    body = run(
        CHANGE, {"current": PASSWORD, "new": NEW_PASSWORD}, HTTP_AUTHORIZATION=f"Bearer {here}"
    )

    assert body == {"data": {"changeCustomerPassword": {"email": "casey@example.com"}}}
    assert signs_in_with(customer, NEW_PASSWORD)
    assert (user_for(here), user_for(elsewhere)) == (customer, None)
    assert [email.subject for email in mail.outbox] == ["Your Rootwell password was changed"]


@pytest.mark.parametrize(
    ("current", "new", "message"),
    [
        ("not-my-password", NEW_PASSWORD, WRONG_PASSWORD),
        (PASSWORD, "short", "This password is too short. It must contain at least 8 characters."),
    ],
)
def test_a_wrong_current_password_or_a_weak_new_one_changes_nothing(
    run, customer, current, new, message
):
    here, elsewhere = issue(customer), issue(customer)

    body = run(CHANGE, {"current": current, "new": new}, HTTP_AUTHORIZATION=f"Bearer {here}")

    assert error_of(body) == (message, "BAD_USER_INPUT")
    assert signs_in_with(customer, PASSWORD)
    assert user_for(elsewhere) == customer
    assert mail.outbox == []


def test_changing_the_password_needs_a_signed_in_customer(run, customer):
    body = run(CHANGE, {"current": PASSWORD, "new": NEW_PASSWORD})

    assert error_of(body)[1] == "UNAUTHENTICATED"
    assert signs_in_with(customer, PASSWORD)
    assert not CustomerToken.objects.exists()
