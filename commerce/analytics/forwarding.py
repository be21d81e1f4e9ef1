"""Sending stored events onwards to the configured destination, which speaks Segment's HTTP
tracking API (`POST <ANALYTICS_FORWARD_URL>`, the `/v1/batch` shape, Basic auth with the write
key as the user name). Nothing is forwarded, or scheduled, while ANALYTICS_FORWARD_URL is empty.

Exactly once, as far as the shop can tell:
- each event goes under its own messageId, which Segment dedupes on, so a batch sent again after
  a lost answer is counted once over there;
- a worker claims a batch in a short transaction (SELECT ... FOR UPDATE SKIP LOCKED on
  PostgreSQL, then claimed_until = now + ANALYTICS_FORWARD_CLAIM_SECONDS), POSTs it with no
  transaction open, and marks what was taken in a second short transaction; other workers skip
  claimed rows until the claim expires (a worker that died mid-send), so two workers never send
  the same event;
- forwarded_at is set only on a 2xx answer. A network error, a 5xx or a 429 is not the events'
  fault: nothing is counted, the claim is released and the run backs off (tasks.py); events
  older than ANALYTICS_FORWARD_GIVE_UP_HOURS are no longer tried. A 4xx other than 429 counts
  one forward_attempt; a 400 (or 413) for a batch of several is split in halves, recursively,
  until the events the destination refuses are isolated: those are given up on at once
  (forward_attempts = ANALYTICS_FORWARD_MAX_ATTEMPTS), the others are sent, so one bad event
  never holds the rest back. After ANALYTICS_FORWARD_MAX_ATTEMPTS an event is given up on
  (kept, never sent);
- a destination batch stays under MAX_BATCH_BYTES (500 KB, Segment's limit).

Consent decides where each event goes:
- an event whose context says analytics was refused is not forwarded at all (the browser's are
  not even stored; the server's revenue events are kept as business records, never sent);
- an event whose context says advertising was refused goes with Segment's `integrations` flags
  turning off every destination in ANALYTICS_ADVERTISING_DESTINATIONS (the ad pixels and
  conversion APIs), so it still reaches analytics tools;
- a server event emitted outside a request (a renewal in Celery) has no visitor's choices to
  read, so it is treated as advertising refused.

An event's raw email and telephone (an identify call's, sent beside their hashes as the spec has
it) are added back from its raw_identity as it is sent, and blanked in the same UPDATE that marks
it sent or given up on; forget_raw_identity blanks those of events that will never be sent.
"""

import base64
import json
import logging
import urllib.error
import urllib.request
from datetime import UTC, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from .consent import allows
from .identity import with_raw
from .models import Event

logger = logging.getLogger(__name__)
PURGE_CHUNK = 10_000


# Segment takes batches of up to 500 KB; the envelope ({"batch": [...], "sentAt": ...}) is small.
MAX_BATCH_BYTES = 500 * 1024 - 1024
SPLIT_STATUSES = {400, 413}


class ForwardFailed(Exception):
    """The destination did not take a batch (a non-2xx answer, a timeout, no connection)."""

    def __init__(self, message: str, status: int | None = None):
        super().__init__(message)
        self.status = status

    @property
    def refused(self) -> bool:
        """The destination refused the events (a 4xx other than 429), rather than failing."""
        return self.status is not None and 400 <= self.status < 500 and self.status != 429


def enabled() -> bool:
    return bool(settings.ANALYTICS_FORWARD_URL)


def pending(now=None):
    """Events still to send that their consent lets go anywhere, oldest first: neither given up
    on (too many refusals, or older than ANALYTICS_FORWARD_GIVE_UP_HOURS) nor claimed by a
    worker right now."""
    now = now or timezone.now()
    return (
        Event.objects.filter(_sendable(now))
        .filter(Q(claimed_until__isnull=True) | Q(claimed_until__lte=now))
        .order_by("received_at", "pk")
    )


def _sendable(now) -> Q:
    """Events that are, or will again be once a worker's claim ends, forwarded."""
    return Q(
        forwarded_at__isnull=True,
        forward_attempts__lt=settings.ANALYTICS_FORWARD_MAX_ATTEMPTS,
        received_at__gte=now - timedelta(hours=settings.ANALYTICS_FORWARD_GIVE_UP_HOURS),
    ) & (
        # A key that is missing reads as NULL in SQL, which NOT (... = false) alone would drop.
        Q(context__consent__analytics__isnull=True) | ~Q(context__consent__analytics=False)
    )


def forward_pending(max_batches: int = 100) -> int:
    """Sends pending events in batches of ANALYTICS_FORWARD_BATCH_SIZE until none is left (or
    `max_batches` were sent); how many were sent. Raises ForwardFailed when the destination
    fails (not counted: network, 5xx, 429) or refuses a whole batch (counted), so the task
    backs off."""
    if not enabled():
        return 0
    sent = 0
    for _ in range(max_batches):
        rows = claim_batch()
        if not rows:
            break
        try:
            for chunk in _sized_chunks(rows):
                sent += _send(chunk)
        finally:
            # Whatever was not marked (a failure, an error) is free for the next run at once;
            # only while the claim is still this worker's (unchanged since it was taken).
            Event.objects.filter(
                pk__in=[row.pk for row in rows], claimed_until=rows[0].claimed_until
            ).update(claimed_until=None)
    return sent


def claim_batch() -> list[Event]:
    """Claims the next batch for this worker, in one short transaction; the rows it got."""
    now = timezone.now()
    until = now + timedelta(seconds=settings.ANALYTICS_FORWARD_CLAIM_SECONDS)
    with transaction.atomic():
        ids = list(
            pending(now)
            .select_for_update(skip_locked=True)
            .values_list("pk", flat=True)[: settings.ANALYTICS_FORWARD_BATCH_SIZE]
        )
        if not ids:
            return []
        # Only rows still unclaimed: without row locks (SQLite) another worker may have won them.
        Event.objects.filter(pk__in=ids).filter(
            Q(claimed_until__isnull=True) | Q(claimed_until__lte=now)
        ).update(claimed_until=until)
    return list(Event.objects.filter(pk__in=ids, claimed_until=until).order_by("received_at", "pk"))


def _sized_chunks(rows: list[Event]):
    """The rows with their Segment messages, in runs whose batch body stays under 500 KB."""
    chunk, size = [], 0
    for row in rows:
        message = segment_message(row)
        length = len(json.dumps(message, separators=(",", ":")).encode()) + 1
        if chunk and size + length > MAX_BATCH_BYTES:
            yield chunk
            chunk, size = [], 0
        chunk.append((row, message))
        size += length
    if chunk:
        yield chunk


def _send(chunk: list[tuple[Event, dict]]) -> int:
    """POSTs the chunk (no transaction open) and records the outcome; how many were sent. A
    400/413 for several events splits them in halves to find the refused ones."""
    ids = [row.pk for row, _ in chunk]
    try:
        post_batch([message for _, message in chunk])
    except ForwardFailed as failure:
        if not failure.refused:
            raise
        if failure.status in SPLIT_STATUSES:
            if len(chunk) > 1:
                middle = len(chunk) // 2
                return _send(chunk[:middle]) + _send(chunk[middle:])
            logger.warning("The destination refused event %s: %s", chunk[0][0].message_id, failure)
            # Given up on: its raw email and telephone are no longer needed.
            _mark(ids, forward_attempts=settings.ANALYTICS_FORWARD_MAX_ATTEMPTS, raw_identity=None)
            return 0
        _mark(ids, forward_attempts=F("forward_attempts") + 1)
        raise
    _mark(
        ids,
        forwarded_at=timezone.now(),
        forward_attempts=F("forward_attempts") + 1,
        raw_identity=None,
    )
    return len(chunk)


def _mark(ids: list[int], **changes) -> None:
    with transaction.atomic():
        Event.objects.filter(pk__in=ids).update(claimed_until=None, **changes)


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
        raise ForwardFailed(f"The destination answered {status}.", status=status)


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
        message["properties"] = with_raw(event, "properties")
    elif event.type == Event.Type.IDENTIFY:
        message["traits"] = with_raw(event, "traits")
    else:
        message["properties"] = with_raw(event, "properties")
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


def forget_raw_identity(now=None) -> int:
    """Blanks the raw email and telephone of the events that will not be forwarded (any more):
    every one while no destination is configured, else those given up on or whose consent
    refuses it (a sent event's are blanked as it is marked sent); how many."""
    holding = Event.objects.filter(raw_identity__isnull=False)
    if enabled():
        holding = holding.exclude(_sendable(now or timezone.now()))
    return holding.update(raw_identity=None)


def _iso(moment) -> str:
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")
