"""POST /analytics/events/: what the browser's batches become, and what is refused whole."""

import json
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from commerce.analytics.models import Event

from .factories import batch, context, identify, page, track

pytestmark = pytest.mark.django_db

URL = "/analytics/events/"
MESSAGE_ID_ERROR = "messageId must be a string of 1 to 100 letters, digits, '-' or '_'."
TEXT_PLAIN = "text/plain;charset=UTF-8"


@pytest.fixture
def send(client):
    """POSTs a body as navigator.sendBeacon does (text/plain), from a shopper's address behind
    the storefront (a trusted proxy adding X-Forwarded-For)."""

    def post(body: str, ip="198.51.100.7", content_type=TEXT_PLAIN, **extra):
        return client.post(
            URL,
            data=body,
            content_type=content_type,
            REMOTE_ADDR="127.0.0.1",
            HTTP_X_FORWARDED_FOR=ip,
            **extra,
        )

    return post


def refused(response, status=400) -> str:
    assert response.status_code == status, response.content
    assert not Event.objects.exists()
    return response.json()["error"]


def test_a_batch_of_track_identify_and_page_calls_is_stored(send):
    added, who, seen = track(), identify(), page()

    response = send(batch(added, who, seen))

    assert response.status_code == 202
    assert response.json() == {"accepted": 3}
    stored = {event.message_id: event for event in Event.objects.all()}
    product = stored[added["messageId"]]
    assert (product.type, product.name, product.source) == ("track", "Product Added", "browser")
    assert product.anonymous_id == added["anonymousId"]
    assert product.properties == added["properties"]
    assert product.context["experiments"] == {"24": "products"}
    assert product.forwarded_at is None
    # an anonymous browser's identify names no one (test_identity.py)
    assert stored[who["messageId"]].type == "identify"
    assert (stored[seen["messageId"]].type, stored[seen["messageId"]].name) == ("page", "")


def test_a_json_content_type_is_taken_too(send):
    response = send(batch(track()), content_type="application/json")

    assert response.status_code == 202


def test_a_batch_sent_twice_stores_each_event_once(send):
    body = batch(track(), track(name="Product Viewed"))

    first, again = send(body), send(body)

    assert (first.status_code, again.status_code) == (202, 202)
    assert Event.objects.count() == 2


def test_the_same_message_id_twice_in_one_batch_is_stored_once(send):
    event = track()

    send(batch(event, {**event, "event": "Product Viewed"}))

    assert list(Event.objects.values_list("name", flat=True)) == ["Product Added"]


@pytest.mark.parametrize(
    "body, message",
    [
        ("{not json", "The body is not JSON."),
        ("[]", 'Send a JSON object with a "batch" list of events.'),
        ('{"batch": {}}', 'Send a JSON object with a "batch" list of events.'),
        ('{"batch": []}', "Send 1 to 50 events in a batch (got 0)."),
    ],
)
def test_a_malformed_body_is_refused(send, body, message):
    assert refused(send(body)) == message


def test_an_unknown_event_name_refuses_the_whole_batch(send):
    error = refused(send(batch(track(), track(name="Product Added Twice"))))

    assert error == 'Event 1: unknown event name "Product Added Twice".'


def test_a_name_in_another_case_is_unknown(send):
    error = refused(send(batch(track(name="product added"))))

    assert error == 'Event 0: unknown event name "product added".'


@pytest.mark.parametrize(
    "name",
    ["Order Completed", "Subscription Started", "Subscription Renewed", "Subscription Canceled"],
)
def test_a_server_only_event_from_a_browser_is_refused(send, name):
    error = refused(send(batch(track(), track(name=name))))

    assert error == f'Event 1: "{name}" is sent by the shop\'s server, never by a browser.'


def test_more_than_fifty_events_are_refused(send):
    error = refused(send(batch(*(page() for _ in range(51)))))

    assert error == "Send 1 to 50 events in a batch (got 51)."


def test_a_body_over_64_kb_is_refused_as_too_large(send):
    big = [track(properties={"note": "x" * 900, "n": n}) for n in range(80)]

    refused(send(batch(*big)), status=413)


@pytest.mark.parametrize(
    "changes, message",
    [
        ({"type": "screen"}, 'type must be one of track, identify or page (got "screen").'),
        ({"messageId": ""}, MESSAGE_ID_ERROR),
        ({"messageId": "m" * 101}, MESSAGE_ID_ERROR),
        ({"messageId": "Order Completed:100001"}, MESSAGE_ID_ERROR),
        ({"messageId": "abc:1"}, MESSAGE_ID_ERROR),
        ({"messageId": "abc\n"}, MESSAGE_ID_ERROR),
        ({"messageId": 12}, MESSAGE_ID_ERROR),
        ({"anonymousId": "a" * 65}, "anonymousId must be a string of at most 64 characters."),
        (
            {"timestamp": "yesterday"},
            'timestamp must be an ISO 8601 date and time (got "yesterday").',
        ),
        ({"properties": ["sku"]}, "properties must be an object."),
        ({"properties": {"note": "x" * 1001}}, "properties.note is longer than 1000 characters."),
        (
            {"properties": {f"k{n}": n for n in range(51)}},
            "properties has more than 50 keys.",
        ),
        (
            {"properties": {"a": {"b": {"c": {"d": {"e": 1}}}}}},
            "properties.a.b.c.d is nested deeper than 4 levels.",
        ),
        ({"context": "home"}, "context must be an object."),
    ],
)
def test_an_event_out_of_bounds_refuses_the_batch_naming_the_problem(send, changes, message):
    error = refused(send(batch(page(), track(**changes))))

    assert error == f"Event 1: {message}"


def test_a_products_list_as_the_spec_sends_it_is_within_bounds(send):
    products = [{"sku": f"RW-{n}", "price": 79, "quantity": 1} for n in range(10)]

    response = send(batch(track(properties={"products": products})))

    assert response.status_code == 202


def test_a_timestamp_far_off_is_replaced_by_the_time_received(send):
    future = track(timestamp=(timezone.now() + timedelta(days=400)).isoformat())
    past = track(timestamp="1999-01-01T00:00:00Z")
    yesterday = track(timestamp=(timezone.now() - timedelta(days=1)).isoformat())

    send(json.dumps({"batch": [future, past, yesterday]}))

    for event in (future, past):
        stored = Event.objects.get(message_id=event["messageId"])
        assert abs(stored.timestamp - stored.received_at) < timedelta(seconds=1)
    # and a day-old event queued in the browser keeps its time
    kept = Event.objects.get(message_id=yesterday["messageId"])
    assert kept.received_at - kept.timestamp > timedelta(hours=23)


def test_a_sender_clock_that_is_off_is_corrected_by_sent_at(send):
    # the browser's clock is an hour behind the shop's
    behind = timezone.now() - timedelta(hours=1)
    event = track(timestamp=(behind - timedelta(seconds=3)).isoformat())

    send(json.dumps({"batch": [event], "sentAt": behind.isoformat()}))

    stored = Event.objects.get()
    assert abs(stored.timestamp - (stored.received_at - timedelta(seconds=3))) < timedelta(
        seconds=1
    )


def test_events_whose_consent_refuses_analytics_are_dropped(send):
    refusing = context(consent={"analytics": False, "advertising": False})
    kept = track()

    response = send(batch(track(context=refusing), page(context=refusing), kept))

    assert response.json() == {"accepted": 1}
    assert list(Event.objects.values_list("message_id", flat=True)) == [kept["messageId"]]


def test_pixel_events_are_kept_only_when_advertising_is_allowed(send, client):
    client.cookies["rw_consent"] = "analytics=1&advertising=1"
    allowed = track(
        name="Button Click", context=context(consent={"analytics": True, "advertising": True})
    )
    refused = track(name="Button Click")  # the factory's context refuses advertising

    response = send(batch(allowed, refused, track()))

    assert response.json() == {"accepted": 2}
    assert not Event.objects.filter(message_id=refused["messageId"]).exists()


def test_events_that_say_nothing_of_consent_are_kept(send):
    response = send(batch(track(context={"page": {"path": "/"}})))

    assert response.json() == {"accepted": 1}


def test_each_client_address_is_limited_to_its_batches(send, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "analytics_events": {"ip": "3/m"}}
    for _ in range(3):
        assert send(batch(page()), ip="203.0.113.9").status_code == 202

    limited = send(batch(page()), ip="203.0.113.9")
    other = send(batch(page()), ip="203.0.113.10")

    assert limited.status_code == 429
    assert "Too many attempts" in limited.json()["error"]
    assert other.status_code == 202
    assert Event.objects.count() == 4


def test_only_post_is_answered(client):
    assert client.get(URL).status_code == 405


@pytest.mark.parametrize("size", [1, 50])
def test_a_batch_is_stored_in_one_query_whatever_its_size(
    send, size, django_assert_max_num_queries
):
    events = [track() for _ in range(size)]

    # the INSERT (and, on PostgreSQL, SET LOCAL synchronous_commit before it)
    with django_assert_max_num_queries(2 if connection.vendor == "postgresql" else 1):
        response = send(batch(*events))

    assert response.json() == {"accepted": size}
    assert Event.objects.count() == size


def test_nothing_is_queued_for_forwarding_without_a_destination(send, monkeypatch, settings):
    settings.ANALYTICS_FORWARD_URL = ""
    queued = []
    monkeypatch.setattr(
        "commerce.analytics.tasks.forward_events.apply_async", lambda **kw: queued.append(kw)
    )

    send(batch(track()))

    assert queued == []


def test_a_browser_cannot_claim_a_server_events_message_id(
    send, django_capture_on_commit_callbacks
):
    from commerce.analytics.server_events import emit_server_event

    claim = track(messageId="Order Completed:100001")

    error = refused(send(batch(claim)))
    with django_capture_on_commit_callbacks(execute=True):
        emit_server_event("Order Completed", key="100001", properties={"order_id": "100001"})

    assert error.startswith("Event 0: messageId must be")
    stored = Event.objects.get(message_id="Order Completed:100001")
    assert (stored.source, stored.properties) == ("server", {"order_id": "100001"})


def test_the_requests_own_consent_refusing_analytics_drops_what_the_events_allow(send, client):
    client.cookies["rw_consent"] = "analytics=0&advertising=0"
    claims = context(consent={"analytics": True, "advertising": True})

    response = send(batch(track(context=claims), page(context=claims)))

    assert response.json() == {"accepted": 0}
    assert not Event.objects.exists()


def test_an_opt_in_region_without_a_choice_keeps_nothing(send, client):
    client.cookies["rw_consent_policy"] = "opt-in"

    response = send(batch(track(context=context(consent={"analytics": True}))))

    assert response.json() == {"accepted": 0}


def test_global_privacy_control_drops_pixel_events_and_is_stored_as_refusal(send, client):
    client.cookies["rw_consent"] = "analytics=1&advertising=1"
    claims = context(consent={"analytics": True, "advertising": True})
    pixel, added = track(name="Button Click", context=claims), track(context=claims)

    response = send(batch(pixel, added), HTTP_SEC_GPC="1")

    assert response.json() == {"accepted": 1}
    stored = Event.objects.get()
    assert stored.message_id == added["messageId"]
    assert stored.context["consent"] == {"analytics": True, "advertising": False}


def test_the_effective_consent_is_stored_when_the_event_says_nothing(send, client):
    client.cookies["rw_consent"] = "analytics=1&advertising=1"

    send(batch(track(context={"page": {"path": "/"}})))

    assert Event.objects.get().context == {
        "page": {"path": "/"},
        "consent": {"analytics": True, "advertising": True},
    }


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(send, constant):
    body = batch(track(properties={"price": 1})).replace('"price": 1', f'"price": {constant}')

    assert refused(send(body)) == "The body is not JSON."


@pytest.mark.parametrize(
    "changes",
    [
        {"properties": {"name": "Core\u0000"}},
        {"properties": {"na\u0000me": "Core"}},
        {"anonymousId": "anon\u0000"},
        {"context": {"page": {"title": ["a", "\u0000"]}}},
    ],
)
def test_nul_characters_are_refused(send, changes):
    assert refused(send(batch(track(**changes)))) == "The body holds a NUL character (\\u0000)."


def test_an_event_over_32_kb_is_refused(send):
    big = track(properties={f"note{n}": "x" * 999 for n in range(33)})

    error = refused(send(batch(big)))

    assert error == "Event 0: the event is larger than 32 KB."
