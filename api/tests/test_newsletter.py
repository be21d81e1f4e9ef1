import re

import pytest
from django.core import mail
from oscar.core.loading import get_model

from commerce.customers.models import NewsletterSubscriber
from commerce.customers.tests.factories import NewsletterSubscriberFactory

pytestmark = pytest.mark.django_db

Voucher = get_model("voucher", "Voucher")

SUBSCRIBE = """
mutation Subscribe($email: String!) {
  subscribeForNewsletters(email: $email) { result { status message } }
}
"""
SIGNED_UP = {
    "status": "SUBSCRIBED",
    "message": "Thanks for signing up! New subscribers get their $10 off code by email.",
}


@pytest.fixture
def sign_up(graphql, django_capture_on_commit_callbacks):
    """Sign up the way the footer form does, running what waits for the commit (the email)."""

    def execute(email: str) -> dict:
        with django_capture_on_commit_callbacks(execute=True):
            return graphql(SUBSCRIBE, {"email": email})

    return execute


def test_signing_up_stores_the_address_and_emails_a_single_use_10_dollar_code(sign_up):
    # when a shopper signs up with a padded, mixed-case address
    body = sign_up("  Jane.Doe@Example.com ")

    # then they are told it worked
    assert "errors" not in body
    assert body["data"]["subscribeForNewsletters"]["result"] == SIGNED_UP
    # and the address is stored once, normalised
    [subscriber] = NewsletterSubscriber.objects.all()
    assert subscriber.email == "jane.doe@example.com"
    # and one email, text and HTML, carries the code of a real single-use $10 voucher
    [email] = mail.outbox
    assert email.to == ["jane.doe@example.com"]
    assert email.subject == "Welcome to Rootwell: $10 off your first subscription order"
    [code] = re.findall(r"\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b", email.body)
    html, mimetype = email.alternatives[0]
    assert mimetype == "text/html" and code in html
    assert subscriber.discount_code == code
    voucher = Voucher.objects.get(code=code)
    assert voucher.usage == Voucher.SINGLE_USE
    assert voucher.is_active()
    assert [offer.benefit.value for offer in voucher.offers.all()] == [10]


def test_signing_up_again_in_another_case_changes_nothing_and_sends_nothing(sign_up):
    # given an address already signed up
    sign_up("jane@example.com")
    mail.outbox.clear()

    # when it signs up again in capitals
    body = sign_up("JANE@EXAMPLE.COM")

    # then the shopper still sees a success, and no subscriber, voucher or email is added
    assert body["data"]["subscribeForNewsletters"]["result"] == SIGNED_UP
    assert NewsletterSubscriber.objects.count() == 1
    assert Voucher.objects.count() == 1
    assert mail.outbox == []


def test_an_existing_subscriber_is_not_sent_a_second_code(sign_up):
    NewsletterSubscriberFactory(email="sam@example.com")

    body = sign_up("Sam@example.com")

    assert body["data"]["subscribeForNewsletters"]["result"] == SIGNED_UP
    assert Voucher.objects.count() == 0
    assert mail.outbox == []


@pytest.mark.parametrize(
    "email, message",
    [
        ("", "Enter your email address."),
        ("   ", "Enter your email address."),
        ("jane.doe", "Enter a valid email address."),
        ("jane@-rootwell.com", "Enter a valid email address."),
        ("jane..doe@example.com", "Enter a valid email address."),
        (f"{'j' * 64}@{'e' * 63}.{'x' * 63}.{'m' * 63}.com", "Enter a valid email address."),
    ],
)
def test_a_missing_or_malformed_address_is_refused_and_nothing_is_stored(sign_up, email, message):
    body = sign_up(email)

    [error] = body["errors"]
    assert error["message"] == message
    assert error["extensions"]["code"] == "BAD_USER_INPUT"
    assert body["data"]["subscribeForNewsletters"] is None
    assert NewsletterSubscriber.objects.count() == 0
    assert Voucher.objects.count() == 0
    assert mail.outbox == []
