"""Sending stored events onwards to the configured destination, which speaks Segment's HTTP
tracking API (`POST <ANALYTICS_FORWARD_URL>`, the `/v1/batch` shape, Basic auth with the write
key as the user name). Nothing is forwarded, or scheduled, while ANALYTICS_FORWARD_URL is empty.

Exactly once, as far as the shop can tell:
- each event goes under its own messageId, which Segment dedupes on, so a batch sent again after
  a lost answer is counted once over there;
- a batch's rows stay locked (SELECT ... FOR UPDATE SKIP LOCKED on PostgreSQL) from being chosen
  until they are marked sent, so two workers never send the same event; SQLite has one writer at
  a time, which serialises forwarders the same way;
- forwarded_at is set only on a 2xx answer; any other answer or a network error counts one
  forward_attempt and leaves the rows for the retry (with backoff, tasks.py) or the next run.
  After ANALYTICS_FORWARD_MAX_ATTEMPTS an event is given up on (kept, never sent).

Consent decides where each event goes:
- an event whose context says analytics was refused is not forwarded at all (the browser's are
  not even stored; the server's revenue events are kept as business records, never sent);
- an event whose context says advertising was refused goes with Segment's `integrations` flags
  turning off every destination in ANALYTICS_ADVERTISING_DESTINATIONS (the ad pixels and
  conversion APIs), so it still reaches analytics tools;
- a server event emitted outside a request (a renewal in Celery) has no visitor's choices to
  read, so it is treated as advertising refused.
"""

import base64
import json
import logging
import urllib.error
import urllib.request
from datetime import UTC, timedelta

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from .consent import allows
from .models import Event

logger = logging.getLogger(__name__)
SCHEDULED_KEY = "analytics:forward-scheduled"
PURGE_CHUNK = 10_000


class ForwardFailed(Exception):
    """The destination did not take a batch (a non-2xx answer, a timeout, no connection)."""


def enabled() -> bool:
    return bool(settings.ANALYTICS_FORWARD_URL)


def schedule_forwarding() -> None:
    """Asks for a forwarding run shortly, once however many events arrive meanwhile: the first
    caller in ANALYTICS_FORWARD_DELAY_SECONDS queues it, the others find it queued."""
    if not enabled():
        return
    delay = settings.ANALYTICS_FORWARD_DELAY_SECONDS
    if not cache.add(SCHEDULED_KEY, True, timeout=delay):
        return
    from .tasks import forward_events

    forward_events.apply_async(countdown=delay)


def pending():
    """Events still to send that their consent lets go anywhere, oldest first."""
    return (
        Event.objects.filter(
            forwarded_at__isnull=True,
            forward_attempts__lt=settings.ANALYTICS_FORWARD_MAX_ATTEMPTS,
        )
        # A key that is missing reads as NULL in SQL, which NOT (... = false) alone would drop.
        .filter(Q(context__consent__analytics__isnull=True) | ~Q(context__consent__analytics=False))
        .order_by("received_at", "pk")
    )


def forward_pending(max_batches: int = 100) -> int:
    """Sends pending events in batches of ANALYTICS_FORWARD_BATCH_SIZE until none is left (or
    `max_batches` were sent); how many were sent. Raises ForwardFailed, having counted the
    attempt, when the destination does not take a batch."""
    if not enabled():
        return 0
    sent = 0
    for _ in range(max_batches):
        failure = None
        with transaction.atomic():
            rows = list(
                pending().select_for_update(skip_locked=True)[
                    : settings.ANALYTICS_FORWARD_BATCH_SIZE
                ]
            )
            if not rows:
                break
            ids = [row.pk for row in rows]
            try:
                post_batch([segment_message(row) for row in rows])
            except ForwardFailed as error:
                failure = error
                Event.objects.filter(pk__in=ids).update(forward_attempts=F("forward_attempts") + 1)
            else:
                Event.objects.filter(pk__in=ids).update(
                    forwarded_at=timezone.now(), forward_attempts=F("forward_attempts") + 1
                )
                sent += len(rows)
        if failure is not None:
            raise failure
    return sent


def post_batch(messages: list[dict]) -> None:
    """One POST of Segment's batch body; returns on a 2xx answer, else raises ForwardFailed."""
    body = json.dumps(
        {"batch": messages, "sentAt": _iso(timezone.now())}, separators=(",", ":")
    ).encode()
    credentials = base64.b64encode(f"{settings.ANALYTICS_WRITE_KEY}:".encode()).decode()
    request = urllib.request.Request(
        settings.ANALYTICS_FORWARD_URL,
        data=body,
        method="POST",
        headers={"Content-Type": "application/json", "Authorization": f"Basic {credentials}"},
    )
    try:
        with urllib.request.urlopen(
            request, timeout=settings.ANALYTICS_FORWARD_TIMEOUT_SECONDS
        ) as reply:
            status = reply.status
    except urllib.error.HTTPError as error:
        status = error.code
    except (OSError, ValueError) as error:
        raise ForwardFailed(f"The destination could not be reached: {error}") from error
    if not 200 <= status < 300:
        raise ForwardFailed(f"The destination answered {status}.")


def segment_message(event: Event) -> dict:
    """The event as Segment's tracking API takes it, under its own messageId."""
    message = {
        "type": event.type,
        "messageId": event.message_id,
        "timestamp": _iso(event.timestamp),
        "context": event.context,
    }
    if event.anonymous_id:
        message["anonymousId"] = event.anonymous_id
    if event.user_id:
        message["userId"] = event.user_id
    if not (event.anonymous_id or event.user_id):
        # Segment needs one of the two; a guest's order placed outside a request has neither.
        message["anonymousId"] = event.message_id[:64]
    if event.type == Event.Type.TRACK:
        message["event"] = event.name
        message["properties"] = event.properties
    elif event.type == Event.Type.IDENTIFY:
        message["traits"] = event.traits
    else:
        message["properties"] = event.properties
    if not advertising_allowed(event):
        message["integrations"] = {
            "All": True,
            **{name: False for name in settings.ANALYTICS_ADVERTISING_DESTINATIONS},
        }
    return message


def advertising_allowed(event: Event) -> bool:
    context = event.context if isinstance(event.context, dict) else {}
    if event.source == Event.Source.SERVER and "consent" not in context:
        return False
    return allows(context, "advertising")


def purge_expired() -> int:
    """Deletes events received more than ANALYTICS_RETENTION_DAYS ago, a chunk at a time (short
    transactions beside the collection's inserts); how many."""
    cutoff = timezone.now() - timedelta(days=settings.ANALYTICS_RETENTION_DAYS)
    deleted = 0
    while True:
        ids = list(
            Event.objects.filter(received_at__lt=cutoff).values_list("pk", flat=True)[:PURGE_CHUNK]
        )
        if not ids:
            return deleted
        deleted += Event.objects.filter(pk__in=ids).delete()[0]


def _iso(moment) -> str:
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")
