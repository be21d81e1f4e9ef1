"""Forwarding stored events to a Segment-compatible destination: sent once, retried on failure,
never twice, as consent allows. The destination is faked at the HTTP boundary (urlopen)."""

import base64
import json
import urllib.error
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from commerce.analytics import tasks
from commerce.analytics.models import Event

from .destination import DESTINATION, FakeDestination, forward
from .factories import EventFactory, context

pytestmark = pytest.mark.django_db


def waiting(events):
    """The attempts counted on each event, which must all still wait to be sent, unclaimed."""
    for event in events:
        event.refresh_from_db()
        assert (event.forwarded_at, event.claimed_until) == (None, None)
    return [event.forward_attempts for event in events]


def test_pending_events_are_sent_as_a_segment_batch_and_marked_forwarded(destination):
    event = EventFactory(user_id="42")

    sent = forward()

    assert sent == 1
    [request] = destination.requests
    assert request.full_url == DESTINATION
    assert (
        request.get_header("Authorization") == "Basic " + base64.b64encode(b"write-key-1:").decode()
    )
    assert request.get_header("Content-type") == "application/json"
    [[message]] = destination.batches()
    assert message["type"] == "track"
    assert message["event"] == "Product Added"
    assert message["messageId"] == event.message_id
    assert (message["anonymousId"], message["userId"]) == (event.anonymous_id, "42")
    assert message["properties"] == event.properties
    assert message["context"]["page"]["path"] == "/"
    assert message["timestamp"].endswith("Z")
    event.refresh_from_db()
    assert event.forwarded_at is not None
    assert event.forward_attempts == 1


def test_identify_and_page_calls_keep_their_shape(destination):
    EventFactory(type=Event.Type.IDENTIFY, name="", traits={"email_sha256": "ab" * 32})
    EventFactory(type=Event.Type.PAGE, name="", properties={"path": "/products/"})

    forward()

    [[identify, page]] = destination.batches()
    assert identify["traits"] == {"email_sha256": "ab" * 32}
    assert "event" not in identify
    assert page["properties"] == {"path": "/products/"}


def test_events_go_in_batches_of_the_configured_size(destination, settings):
    settings.ANALYTICS_FORWARD_BATCH_SIZE = 2
    EventFactory.create_batch(5)

    assert forward() == 5

    assert [len(batch) for batch in destination.batches()] == [2, 2, 1]


def test_a_second_run_after_the_first_sends_nothing(destination):
    EventFactory.create_batch(3)
    forward()

    assert forward() == 0

    assert len(destination.requests) == 1


@pytest.mark.parametrize(
    "failure", [500, 503, 429, urllib.error.URLError("connection refused"), TimeoutError()]
)
def test_a_failing_destination_is_not_counted_and_the_batch_is_sent_again_once(
    destination, failure
):
    events = EventFactory.create_batch(2)
    destination.statuses = [failure]

    # when the destination fails (the task, run in the caller, leaves it to the next run)
    assert forward() == 0
    # not the events' fault: no attempt counted, and no claim left behind
    assert waiting(events) == [0, 0]

    # then the next run sends the same events under the same message ids, and only once more
    assert forward() == 2
    assert forward() == 0
    ids = sorted(event.message_id for event in events)
    assert sorted(destination.message_ids()) == sorted(ids * 2)  # the failed try, the success
    assert Event.objects.filter(forwarded_at__isnull=False, forward_attempts=1).count() == 2


@pytest.mark.parametrize("status", [401, 403, 404])
def test_a_batch_refused_whole_counts_one_attempt(destination, status):
    events = EventFactory.create_batch(2)
    destination.statuses = [status]

    assert forward() == 0

    assert waiting(events) == [1, 1]
    assert forward() == 2


class RefusingDestination(FakeDestination):
    """Answers 400 to any batch holding one of the refused message ids, 200 to the others."""

    def __init__(self, *refused_ids):
        super().__init__()
        self.refused_ids = set(refused_ids)

    def __call__(self, request, timeout=None):
        ids = {message["messageId"] for message in json.loads(request.data)["batch"]}
        self.statuses = [400] if ids & self.refused_ids else []
        return super().__call__(request, timeout)


def test_a_bad_event_is_isolated_and_never_holds_the_others_back(settings, monkeypatch):
    settings.ANALYTICS_FORWARD_URL = DESTINATION
    settings.ANALYTICS_FORWARD_MAX_ATTEMPTS = 10
    events = EventFactory.create_batch(7)
    bad = {events[2].message_id, events[5].message_id}
    destination = RefusingDestination(*bad)
    monkeypatch.setattr("urllib.request.urlopen", destination)

    assert forward() == 5

    for event in Event.objects.all():
        if event.message_id in bad:
            assert (event.forwarded_at, event.forward_attempts) == (None, 10)
        else:
            assert (event.forwarded_at is not None, event.forward_attempts) == (True, 1)
    accepted = [
        batch
        for batch in destination.batches()
        if not {message["messageId"] for message in batch} & bad
    ]
    sent_ids = [message["messageId"] for batch in accepted for message in batch]
    assert sorted(sent_ids) == sorted(e.message_id for e in events if e.message_id not in bad)
    # the refused ones are given up on: the next run sends nothing
    before = len(destination.requests)
    assert forward() == 0
    assert len(destination.requests) == before


def test_events_older_than_the_give_up_age_are_left_unsent(destination, settings):
    settings.ANALYTICS_FORWARD_GIVE_UP_HOURS = 72
    old, recent = EventFactory.create_batch(2)
    Event.objects.filter(pk=old.pk).update(received_at=timezone.now() - timedelta(hours=73))

    assert forward() == 1

    assert destination.message_ids() == [recent.message_id]
    old.refresh_from_db()
    assert old.forwarded_at is None


def test_no_transaction_is_open_while_posting(destination, monkeypatch):
    EventFactory.create_batch(2)
    outside = len(connection.atomic_blocks)  # the test's own transaction
    depths = []

    def observe(request, timeout=None):
        depths.append(len(connection.atomic_blocks))
        return destination(request, timeout)

    monkeypatch.setattr("urllib.request.urlopen", observe)

    assert forward() == 2
    assert depths == [outside]


def test_claimed_events_are_skipped_until_the_claim_expires(destination):
    claimed, expired = EventFactory.create_batch(2)
    now = timezone.now()
    Event.objects.filter(pk=claimed.pk).update(claimed_until=now + timedelta(minutes=5))
    Event.objects.filter(pk=expired.pk).update(claimed_until=now - timedelta(seconds=1))

    assert forward() == 1

    assert destination.message_ids() == [expired.message_id]
    claimed.refresh_from_db()
    assert claimed.forwarded_at is None


def test_destination_batches_stay_under_500_kb(destination, settings):
    settings.ANALYTICS_FORWARD_BATCH_SIZE = 100
    EventFactory.create_batch(
        24, properties=dict({f"note{n}": "x" * 990 for n in range(30)}, sku="RW")
    )

    assert forward() == 24

    sizes = [len(request.data) for request in destination.requests]
    assert len(sizes) > 1
    assert all(size < 500 * 1024 for size in sizes)


def test_a_failure_in_a_worker_is_retried_with_backoff(destination, monkeypatch):
    EventFactory()
    destination.statuses = [502]
    retried = []

    def retry(**kwargs):
        retried.append(kwargs["countdown"])
        return RuntimeError("retry")

    monkeypatch.setattr(tasks.forward_events, "retry", retry)
    task = tasks.forward_events
    task.push_request(is_eager=False, retries=2)
    try:
        with pytest.raises(RuntimeError, match="retry"):
            task.run()
    finally:
        task.pop_request()

    assert retried == [120]


def test_an_event_refused_too_often_is_given_up_on(destination, settings):  # 4xx, counted
    settings.ANALYTICS_FORWARD_MAX_ATTEMPTS = 3
    EventFactory(forward_attempts=3)

    assert forward() == 0

    assert destination.requests == []


def test_nothing_is_sent_without_a_destination(destination, settings):
    settings.ANALYTICS_FORWARD_URL = ""
    EventFactory()

    assert forward() == 0

    assert destination.requests == []


def test_events_refusing_advertising_are_kept_from_advertising_destinations(destination, settings):
    settings.ANALYTICS_ADVERTISING_DESTINATIONS = ["Facebook Pixel", "TikTok Conversions"]
    refusing = EventFactory(context=context(consent={"analytics": True, "advertising": False}))
    allowing = EventFactory(context=context(consent={"analytics": True, "advertising": True}))

    forward()

    messages = {message["messageId"]: message for message in destination.batches()[0]}
    assert messages[refusing.message_id]["integrations"] == {
        "All": True,
        "Facebook Pixel": False,
        "TikTok Conversions": False,
    }
    assert "integrations" not in messages[allowing.message_id]


def test_a_server_event_refusing_analytics_is_stored_but_never_sent(destination):
    refused = EventFactory(
        source=Event.Source.SERVER,
        name="Order Completed",
        context=context(consent={"analytics": False, "advertising": False}),
    )
    without_consent = EventFactory(source=Event.Source.SERVER, name="Order Completed", context={})

    forward()

    [[message]] = destination.batches()
    assert message["messageId"] == without_consent.message_id
    # a server event without a visitor's choices (a renewal) stays away from advertising
    assert message["integrations"]["All"] is True
    assert message["integrations"]["Facebook Pixel"] is False
    refused.refresh_from_db()
    assert refused.forwarded_at is None


def test_a_server_event_with_neither_id_gets_its_message_id_as_anonymous_id(destination):
    event = EventFactory(source=Event.Source.SERVER, anonymous_id="", user_id="")

    forward()

    [[message]] = destination.batches()
    assert message["anonymousId"] == event.message_id


def test_events_arriving_queue_one_forwarding_run(
    destination, monkeypatch, client, django_capture_on_commit_callbacks
):
    queued = []
    monkeypatch.setattr(tasks.forward_events, "apply_async", lambda **kw: queued.append(kw))
    body = json.dumps({"batch": [{"type": "page", "messageId": "m-1"}]})

    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(3):
            client.post("/analytics/events/", data=body, content_type="text/plain")
            client.post(
                "/analytics/events/", data=body.replace("m-1", "m-2"), content_type="text/plain"
            )

    assert queued == [{"countdown": 5}]


def test_old_events_are_purged_after_the_retention_period(settings):
    settings.ANALYTICS_RETENTION_DAYS = 400
    old, recent = EventFactory(), EventFactory()
    Event.objects.filter(pk=old.pk).update(received_at=timezone.now() - timedelta(days=401))

    assert tasks.purge_events() == 1

    assert list(Event.objects.all()) == [recent]


def test_the_forwarder_locks_what_it_sends(destination):
    """Two workers never send the same event: the batch's rows are chosen FOR UPDATE SKIP LOCKED
    (on PostgreSQL; SQLite runs one writer at a time) and claimed in the same transaction."""
    EventFactory.create_batch(2)
    statements = []

    def record(execute, sql, *args):
        statements.append(sql)
        return execute(sql, *args)

    with connection.execute_wrapper(record):
        forward()

    chosen = [n for n, sql in enumerate(statements) if "LIMIT" in sql and "forwarded_at" in sql]
    marked = next(n for n, sql in enumerate(statements) if sql.startswith("UPDATE"))
    committed = next(n for n, sql in enumerate(statements) if sql.startswith("RELEASE"))
    # the rows are chosen and claimed in one transaction
    assert chosen[0] < marked < committed
    if connection.features.has_select_for_update_skip_locked:
        assert all("FOR UPDATE SKIP LOCKED" in statements[n] for n in chosen)
