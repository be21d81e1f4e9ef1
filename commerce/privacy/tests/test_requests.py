"""A visitor's privacy request through the API, as the storefront's form and confirmation page
send it: validated, rate limited, emailed a confirmation link (one request and link per
submission), confirmed once (twice is harmless), refused when the link is made up or expired, and
due as counted from the submission: 45 days, or 15 business days to opt out or limit."""

import functools
import re
import time
from datetime import UTC, date, datetime, timedelta
from unittest import mock

import pytest
from django.core import mail
from django.utils import timezone
from grapple.schema import schema

from commerce.customers.throttling import TOO_MANY_ATTEMPTS
from commerce.privacy import links, services
from commerce.privacy.models import PrivacyRequest, add_business_days, due_date

from .factories import PrivacyRequestFactory

pytestmark = pytest.mark.django_db

SUBMIT = """mutation ($input: SubmitPrivacyRequestInput!) {
  submitPrivacyRequest(input: $input) { status message } }"""
CONFIRM = """mutation ($token: String!) {
  confirmPrivacyRequest(token: $token) {
    already_confirmed
    request {
      request_type request_type_label status status_label confirmed_at due_date
    }
  } }"""
LINK = re.compile(r"http://localhost:3000/privacy-request/confirm/([A-Za-z0-9._:-]+)/")


@pytest.fixture
def run(graphql_committed):
    """Runs an operation from one client's address, then what waits for its commit."""
    return functools.partial(graphql_committed, ip="198.51.100.7")


def submit(run, ip="198.51.100.7", **fields):
    request = {"request_type": "delete", "email": "jane@example.com", **fields}
    return run(SUBMIT, {"input": request}, ip=ip)


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def emailed_token(to: str) -> str:
    [email] = [message for message in mail.outbox if message.to == [to]]
    [token] = LINK.findall(email.body)
    html, _ = email.alternatives[0]
    assert f"/privacy-request/confirm/{token}/" in html
    return token


def test_a_request_is_stored_unconfirmed_and_its_requester_emailed_a_confirmation_link(run):
    # when a visitor asks to limit the use of their sensitive information
    body = submit(run, request_type="limit", email="  Jane@Example.com ", name=" Jane  Doe ")

    # then they are told to check their email, and nothing else about the request
    assert body["data"]["submitPrivacyRequest"] == {
        "status": "AWAITING_CONFIRMATION",
        "message": "Thanks. We sent a link to jane@example.com: open it within 48 hours to "
        "confirm your request, so that it also covers the information we hold for this address.",
    }
    # and the request waits for its confirmation, already due 15 business days from today
    [request] = PrivacyRequest.objects.all()
    assert (request.request_type, request.email, request.name) == (
        "limit",
        "jane@example.com",
        "Jane Doe",
    )
    due = add_business_days(timezone.localdate(), 15)
    assert (request.status, request.confirmed_at, request.due_on) == (
        "awaiting_confirmation",
        None,
        due,
    )
    # and one email, text and HTML, names the request and links to the storefront's confirmation
    [email] = mail.outbox
    assert email.to == ["jane@example.com"]
    assert email.subject == "Confirm your Rootwell privacy request"
    assert f"Limit the use of my sensitive information (request {request.number})" in email.body
    assert "The link works for 2\xa0days" in email.body
    assert f"we act on it within 15 business days of receiving it, by {due:%B} {due.day}" in (
        email.body
    )
    # saying the browser's opt-out already applies
    assert "turned off as soon as it was sent, whether or not you confirm" in email.body
    assert "Nothing is done until you confirm" not in email.body
    assert emailed_token("jane@example.com")


@pytest.mark.parametrize(
    "fields, message",
    [
        ({"request_type": ""}, "Choose what you would like us to do."),
        ({"request_type": "sell_everything"}, "Choose what you would like us to do."),
        ({"email": ""}, "Enter your email address."),
        ({"email": "jane@"}, "Enter a valid email address."),
        ({"request_type": "correct"}, "Tell us what information to correct and how."),
        (
            {"request_type": "correct", "details": "   "},
            "Tell us what information to correct and how.",
        ),
        (
            {"request_type": "correct", "details": "x" * 2001},
            "Keep the details to 2000 characters.",
        ),
        ({"name": "x" * 151}, "Keep your name to 150 characters."),
    ],
)
def test_a_request_the_shop_cannot_take_is_refused_and_nothing_is_stored_or_sent(
    run, fields, message
):
    body = submit(run, **fields)

    assert error_of(body) == (message, "BAD_USER_INPUT")
    assert body["data"]["submitPrivacyRequest"] is None
    assert not PrivacyRequest.objects.exists()
    assert mail.outbox == []


def test_a_correction_keeps_its_details_and_other_types_ignore_them(run):
    submit(run, request_type="correct", details="My surname is Doe, not Do.")
    submit(run, request_type="know", details="Ignored", email="sam@example.com")

    assert dict(PrivacyRequest.objects.values_list("request_type", "details")) == {
        "correct": "My surname is Doe, not Do.",
        "know": "",
    }


def test_a_correction_email_carries_only_the_shops_words_and_its_45_day_deadline(run):
    # Given someone sends a correction for another person's address, with words of their own
    hostile = "URGENT: your account is locked, call 555-0100 at evil.example"
    submit(run, request_type="correct", name=hostile, details=f"<b>{hostile}</b>\nnow")

    # Then the email names the request and its deadline in the shop's words only
    [email] = mail.outbox
    due = timezone.localdate() + timedelta(days=45)
    html, _ = email.alternatives[0]
    assert "Correct my information" in email.body and email.body.startswith("Hello,")
    assert f"we answer within 45 days of receiving it, by {due:%B} {due.day}" in email.body
    assert "Nothing is done until you confirm." in email.body
    for part in (email.subject, email.body, html):
        assert "evil.example" not in part and "URGENT" not in part
    # and staff still have what the sender wrote
    request = PrivacyRequest.objects.get()
    assert (request.name, request.details) == (hostile, f"<b>{hostile}</b>\nnow")


def test_submitting_again_makes_a_new_request_and_leaves_the_pending_one_as_it_was(run):
    # given a pending correction
    submit(run, request_type="correct", name="Jane", details="My surname is Doe.")
    first_token = emailed_token("jane@example.com")

    # when the same type is submitted for the same address with other words
    submit(run, request_type="correct", email="JANE@example.com", name="X", details="Delete all.")

    # then the first request is unchanged and the second is its own request, with its own link
    first, second = PrivacyRequest.objects.order_by("pk")
    assert (first.name, first.details) == ("Jane", "My surname is Doe.")
    assert (second.name, second.details) == ("X", "Delete all.")
    assert len(mail.outbox) == 2
    links = [LINK.findall(message.body)[0] for message in mail.outbox]
    assert links[0] == first_token and links[0] != links[1]
    # and each link confirms the request its email named, and only that one
    assert f"(request {first.number})" in mail.outbox[0].body
    assert f"(request {second.number})" in mail.outbox[1].body
    run(CONFIRM, {"token": links[0]})
    first.refresh_from_db()
    second.refresh_from_db()
    assert (first.status, second.status) == ("open", "awaiting_confirmation")


def test_requests_are_rate_limited_per_email_and_per_client_address(run, settings):
    # given small limits: 2 per email and 2 per client address
    settings.RATE_LIMITS = {
        **settings.RATE_LIMITS,
        "privacy_request": {"email": "2/h", "ip": "2/h"},
    }

    # when one email is used three times from different addresses
    for ip in ("203.0.113.1", "203.0.113.2"):
        submit(run, ip=ip)
    by_email = submit(run, email="Jane@example.com", ip="203.0.113.3")
    # and one address sends requests for other emails
    submit(run, email="a@example.com", ip="198.51.100.9")
    submit(run, email="b@example.com", ip="198.51.100.9")
    by_address = submit(run, email="c@example.com", ip="198.51.100.9")
    other = submit(run, email="d@example.com", ip="198.51.100.10")

    # then the third of each is refused, sends nothing, and others are not affected
    assert error_of(by_email) == (TOO_MANY_ATTEMPTS, "TOO_MANY_REQUESTS")
    assert error_of(by_address) == (TOO_MANY_ATTEMPTS, "TOO_MANY_REQUESTS")
    assert "errors" not in other
    # (each accepted submission is its own request)
    assert sorted(PrivacyRequest.objects.values_list("email", flat=True)) == [
        "a@example.com",
        "b@example.com",
        "d@example.com",
        "jane@example.com",
        "jane@example.com",
    ]
    assert not [message for message in mail.outbox if message.to == ["c@example.com"]]


@pytest.mark.parametrize(
    "request_type, due_after",
    [
        ("know", lambda received: received + timedelta(days=45)),
        ("opt_out", lambda received: add_business_days(received, 15)),
    ],
)
def test_the_emailed_link_confirms_the_request_still_due_from_its_submission(
    run, request_type, due_after
):
    # given a request submitted ten days ago, its link sent (again) today
    submitted_at = timezone.now() - timedelta(days=10)
    request = PrivacyRequestFactory(request_type=request_type, submitted_at=submitted_at)
    token = links.confirmation_token(request)

    # when its requester opens the link
    body = run(CONFIRM, {"token": token})

    # then it is confirmed, due as counted from the submission, not from the confirmation
    due = due_after(timezone.localdate(submitted_at)).isoformat()
    answer = body["data"]["confirmPrivacyRequest"]
    assert answer["already_confirmed"] is False
    assert {key: value for key, value in answer["request"].items() if key != "confirmed_at"} == {
        "request_type": request_type,
        "request_type_label": PrivacyRequest(request_type=request_type).get_request_type_display(),
        "status": "open",
        "status_label": "Confirmed",
        "due_date": due,
    }
    request = PrivacyRequest.objects.get()
    assert (request.status, request.due_on.isoformat()) == ("open", due)
    assert request.confirmed_at is not None


def test_confirming_twice_changes_nothing_and_says_it_was_already_confirmed(run):
    submit(run)
    token = emailed_token("jane@example.com")
    first = run(CONFIRM, {"token": token})["data"]["confirmPrivacyRequest"]

    second = run(CONFIRM, {"token": token})["data"]["confirmPrivacyRequest"]

    assert second["already_confirmed"] is True
    assert second["request"] == first["request"]
    assert PrivacyRequest.objects.get().status == "open"


def test_an_expired_link_is_refused_with_a_clear_message_and_the_request_stays_unconfirmed(run):
    request = PrivacyRequestFactory()
    # a link sent 49 hours ago (links work for 48)
    with mock.patch("django.core.signing.time.time", return_value=time.time() - 49 * 3600):
        token = links.confirmation_token(request)

    body = run(CONFIRM, {"token": token})

    assert error_of(body) == (
        "This confirmation link has expired: links work for 48 hours. Please submit your "
        "request again and confirm it from the new email.",
        "CONFIRMATION_LINK_EXPIRED",
    )
    request.refresh_from_db()
    assert (request.status, request.confirmed_at) == ("awaiting_confirmation", None)


def test_an_expired_link_of_a_request_already_confirmed_still_shows_it_confirmed(run):
    request = PrivacyRequestFactory()
    with mock.patch("django.core.signing.time.time", return_value=time.time() - 49 * 3600):
        token = links.confirmation_token(request)
    services.confirm(links.confirmation_token(request))

    body = run(CONFIRM, {"token": token})

    assert body["data"]["confirmPrivacyRequest"]["already_confirmed"] is True


@pytest.mark.parametrize("token", ["", "nonsense", "x" * 500])
def test_a_link_the_shop_did_not_make_is_refused(run, token):
    request = PrivacyRequestFactory()
    forged = links.confirmation_token(request)[:-2] + "xx"

    for candidate in (token, forged):
        body = run(CONFIRM, {"token": candidate})
        assert error_of(body) == (services.LINK_INVALID, "CONFIRMATION_LINK_INVALID")
    request.refresh_from_db()
    assert request.status == "awaiting_confirmation"


def test_a_link_names_only_its_own_request_and_no_other_visitor_can_read_one(run):
    # given two visitors' requests
    mine = PrivacyRequestFactory(email="me@example.com", request_type="know")
    theirs = PrivacyRequestFactory(email="them@example.com", request_type="delete")

    # when one confirms with their own link
    body = run(CONFIRM, {"token": links.confirmation_token(mine)})

    # then only their own request is confirmed and the answer carries nothing of the other's
    assert body["data"]["confirmPrivacyRequest"]["request"]["request_type"] == "know"
    assert "them@example.com" not in str(body)
    theirs.refresh_from_db()
    assert theirs.status == "awaiting_confirmation"
    # and the API has no query that lists or reads requests
    assert not [name for name in schema.query._meta.fields if "privacy" in name.lower()]


@pytest.mark.parametrize(
    "request_type, submitted_at, due",
    [
        # 45 calendar days from the shop's (New York) day of receipt: 03:00 UTC on a Friday
        # is still Thursday evening there
        ("know", datetime(2026, 11, 27, 3, 0, tzinfo=UTC), date(2027, 1, 10)),
        ("delete", datetime(2026, 11, 27, 15, 0, tzinfo=UTC), date(2027, 1, 11)),
        ("correct", datetime(2026, 11, 27, 15, 0, tzinfo=UTC), date(2027, 1, 11)),
        # 15 business days, Monday to Friday: from a Monday, the Monday three weeks later
        ("opt_out", datetime(2026, 11, 30, 15, 0, tzinfo=UTC), date(2026, 12, 21)),
        # from a Saturday, the Friday of the third week
        ("limit", datetime(2026, 11, 28, 15, 0, tzinfo=UTC), date(2026, 12, 18)),
        # Thursday evening in New York (Friday in UTC): counted from Thursday
        ("limit", datetime(2026, 11, 27, 3, 0, tzinfo=UTC), date(2026, 12, 17)),
    ],
)
def test_the_due_date_counts_from_the_day_received_per_type(request_type, submitted_at, due):
    assert due_date(request_type, submitted_at) == due
    request = PrivacyRequestFactory(request_type=request_type, submitted_at=submitted_at)
    assert request.due_on == due
