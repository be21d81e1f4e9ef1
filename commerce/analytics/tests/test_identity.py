"""Who a stored event is about: the signed-in customer as the request proves it, never what a
browser claims; emails and telephones hashed at rest, the raw values kept only until forwarded."""

import hashlib
import json
from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection
from django.utils import timezone

from commerce.analytics import forwarding, tasks
from commerce.analytics.identity import normal_phone
from commerce.analytics.models import Event
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory

from .destination import forward
from .factories import EventFactory, batch, context, identify, track

pytestmark = pytest.mark.django_db

URL = "/analytics/events/"
VICTIM = {"email": "victim@example.com", "email_sha256": "ab" * 32, "phone": "+12125550199"}


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.fixture
def send(client):
    """POSTs a batch as the storefront's /api/events/ passes one on: text/plain, with the
    customer's token as a bearer header when one is given."""

    def post(*events, token=None):
        headers = {"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}
        return client.post(URL, data=batch(*events), content_type="text/plain", **headers)

    return post


@pytest.fixture
def casey():
    return CustomerFactory(email="Casey.Rivera@Example.com", telephone="(212) 555-0123")


CASEY_EMAIL = "casey.rivera@example.com"
CASEY_PHONE = "+12125550123"


def stored(event: dict) -> Event:
    return Event.objects.get(message_id=event["messageId"])


def test_an_anonymous_browser_claiming_a_customer_is_stored_naming_no_one(send):
    who = identify(userId="42", traits={**VICTIM, "firstname": "Vic"})
    added = track(
        userId="42",
        properties={"sku": "RW-CORE-W-1M-S01", "email": "victim@example.com", "user_id": 42},
        context=context(traits={"email": "victim@example.com"}, externalIds=[{"id": "42"}]),
    )

    response = send(who, added)

    assert response.json() == {"accepted": 2}
    identify_call, product = stored(who), stored(added)
    assert (identify_call.user_id, identify_call.traits) == ("", {"firstname": "Vic"})
    assert (product.user_id, product.properties) == ("", {"sku": "RW-CORE-W-1M-S01"})
    assert "traits" not in product.context and "externalIds" not in product.context
    assert product.context["page"]["path"] == "/"
    assert Event.objects.filter(raw_identity__isnull=False).count() == 0


def test_a_claimed_user_id_of_any_shape_is_ignored_not_refused(send):
    response = send(track(userId={"id": 1}), track(userId="x" * 500))

    assert response.json() == {"accepted": 2}
    assert set(Event.objects.values_list("user_id", flat=True)) == {""}


def test_a_signed_in_customer_is_named_by_the_server_whatever_the_browser_claims(
    send, casey, destination
):
    who = identify(userId="42", traits={**VICTIM, "firstname": "Vic"})
    added = track(userId="42", properties={"sku": "RW-CORE-W-1M-S01", "email": VICTIM["email"]})

    send(who, added, token=tokens.issue(casey))

    identify_call, product = stored(who), stored(added)
    assert identify_call.user_id == product.user_id == str(casey.pk)
    # at rest: hashes only, of the email lower-cased and the telephone in E.164
    assert identify_call.traits == {
        "firstname": "Vic",
        "email_sha256": sha256(CASEY_EMAIL),
        "phone_sha256": sha256(CASEY_PHONE),
    }
    assert product.properties == {"sku": "RW-CORE-W-1M-S01"}
    # the raw values wait for the destination, which the spec sends them to
    assert identify_call.raw_identity == {"traits": {"email": CASEY_EMAIL, "phone": CASEY_PHONE}}
    assert product.raw_identity is None


def test_without_a_destination_no_raw_email_or_telephone_is_kept_at_all(send, casey, settings):
    settings.ANALYTICS_FORWARD_URL = ""
    who = identify()

    send(who, token=tokens.issue(casey))

    event = stored(who)
    assert event.traits == {
        "email_sha256": sha256(CASEY_EMAIL),
        "phone_sha256": sha256(CASEY_PHONE),
    }
    assert event.raw_identity is None
    assert CASEY_EMAIL not in json.dumps(list(Event.objects.values()), default=str)


def test_the_token_cookie_signs_the_events_in_as_well(client, casey):
    client.cookies["token"] = tokens.issue(casey)
    event = track()

    client.post(URL, data=batch(event), content_type="text/plain")

    assert stored(event).user_id == str(casey.pk)


@pytest.mark.parametrize("token", ["not-a-token", "revoked"])
def test_a_token_that_is_not_live_names_no_one(send, casey, token):
    if token == "revoked":
        token = tokens.issue(casey)
        tokens.revoke(token)
    event = track(userId=str(casey.pk))

    send(event, token=token)

    assert stored(event).user_id == ""


def test_the_subscription_error_event_carries_the_customers_own_email_and_id(send, casey):
    signed_in = track(
        name="Account Subscription Error Viewed",
        properties={"email": VICTIM["email"], "user_id": 42},
    )
    anonymous = track(
        name="Account Subscription Error Viewed",
        properties={"email": VICTIM["email"], "user_id": 42},
    )

    send(signed_in, token=tokens.issue(casey))
    send(anonymous)

    assert stored(signed_in).properties == {
        "user_id": casey.pk,
        "email_sha256": sha256(CASEY_EMAIL),
    }
    assert stored(anonymous).properties == {}


def test_email_opted_in_keeps_the_address_typed_hashed_at_rest(send, destination):
    opted_in = track(
        name="Email Opted In",
        properties={"email": " Jane@Example.com", "location": "footer", "phone": "555"},
    )

    send(opted_in)

    event = stored(opted_in)
    assert event.properties == {"location": "footer", "email_sha256": sha256("jane@example.com")}
    assert event.raw_identity == {"properties": {"email": " Jane@Example.com"}}


def test_a_signed_in_batch_takes_one_query_more_than_an_anonymous_one(
    send, casey, django_assert_max_num_queries
):
    token = tokens.issue(casey)
    events = [identify(), *(track() for _ in range(9))]

    # the token with its customer; the INSERT (after SET LOCAL on PostgreSQL)
    with django_assert_max_num_queries(3 if connection.vendor == "postgresql" else 2):
        response = send(*events, token=token)

    assert response.json() == {"accepted": 10}


@pytest.mark.parametrize(
    "typed, normal",
    [
        ("(212) 555-0123", "+12125550123"),
        ("212.555.0123", "+12125550123"),
        ("+1 212 555 0123", "+12125550123"),
        # no such US line, still one form for one number
        ("(555) 123-4567", "+15551234567"),
        ("+44 20 7946 0958", "+442079460958"),
        # beyond reading: the spec's rule, +1 prepended
        ("12", "+112"),
    ],
)
def test_telephones_are_hashed_in_e164(typed, normal):
    assert normal_phone(typed) == normal


# Forwarding


def test_the_destination_gets_the_raw_values_beside_their_hashes_which_are_then_blanked(
    send, casey, destination
):
    who = identify()
    send(who, token=tokens.issue(casey))

    forward()

    [[message]] = destination.batches()
    assert message["userId"] == str(casey.pk)
    assert message["traits"] == {
        "email": CASEY_EMAIL,
        "email_sha256": sha256(CASEY_EMAIL),
        "phone": CASEY_PHONE,
        "phone_sha256": sha256(CASEY_PHONE),
    }
    event = stored(who)
    assert event.forwarded_at is not None
    assert event.raw_identity is None
    assert set(event.traits) == {"email_sha256", "phone_sha256"}


def test_an_event_the_destination_refuses_for_good_loses_its_raw_values(destination):
    destination.statuses = [400]
    refused = EventFactory(
        type=Event.Type.IDENTIFY, name="", raw_identity={"traits": {"email": CASEY_EMAIL}}
    )

    forward()

    refused.refresh_from_db()
    assert refused.forwarded_at is None
    assert refused.raw_identity is None


def test_a_failed_run_keeps_the_raw_values_for_the_next(destination):
    destination.statuses = [503]
    waiting = EventFactory(raw_identity={"properties": {"email": CASEY_EMAIL}})

    forward()

    waiting.refresh_from_db()
    assert waiting.raw_identity == {"properties": {"email": CASEY_EMAIL}}


def test_the_purge_blanks_the_raw_values_of_events_that_will_not_be_sent(destination, settings):
    raw = {"traits": {"email": CASEY_EMAIL}}
    still_sendable = EventFactory(raw_identity=raw)
    given_up_by_age = EventFactory(raw_identity=raw)
    Event.objects.filter(pk=given_up_by_age.pk).update(
        received_at=timezone.now() - timedelta(hours=settings.ANALYTICS_FORWARD_GIVE_UP_HOURS + 1)
    )
    consent_refused = EventFactory(
        raw_identity=raw, context=context(consent={"analytics": False, "advertising": False})
    )
    claimed_by_a_worker = EventFactory(
        raw_identity=raw, claimed_until=timezone.now() + timedelta(minutes=5)
    )

    tasks.purge_events()

    kept = set(Event.objects.filter(raw_identity__isnull=False).values_list("pk", flat=True))
    assert kept == {still_sendable.pk, claimed_by_a_worker.pk}
    assert Event.objects.get(pk=consent_refused.pk).raw_identity is None


def test_with_no_destination_the_purge_blanks_every_raw_value(settings):
    settings.ANALYTICS_FORWARD_URL = ""
    EventFactory.create_batch(2, raw_identity={"traits": {"phone": CASEY_PHONE}})

    assert forwarding.forget_raw_identity() == 2

    assert not Event.objects.filter(raw_identity__isnull=False).exists()


# Retention


def test_events_are_kept_30_days_by_default_and_purged_hourly(settings):
    assert settings.ANALYTICS_RETENTION_DAYS == 30
    schedule = settings.CELERY_BEAT_SCHEDULE["purge-analytics-events"]
    assert (schedule["task"], schedule["schedule"]) == (
        "commerce.analytics.tasks.purge_events",
        60 * 60,
    )
    old, recent = EventFactory(), EventFactory()
    Event.objects.filter(pk=old.pk).update(received_at=timezone.now() - timedelta(days=31))
    Event.objects.filter(pk=recent.pk).update(received_at=timezone.now() - timedelta(days=29))

    assert tasks.purge_events() == 1

    assert list(Event.objects.values_list("pk", flat=True)) == [recent.pk]


def test_an_operator_can_purge_by_hand_what_the_hourly_job_would():
    old = EventFactory()
    Event.objects.filter(pk=old.pk).update(received_at=timezone.now() - timedelta(days=31))
    out = StringIO()

    call_command("purge_analytics_events", stdout=out)

    assert out.getvalue().strip() == "Deleted 1 events."
    assert not Event.objects.filter(pk=old.pk).exists()
