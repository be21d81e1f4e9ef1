"""Reading a Segment batch from the browser into unsaved Event rows, or refusing it whole.

The body is `{"batch": [event, ...], "sentAt": "..."}` (JSON, often sent as text/plain so the
browser needs no CORS preflight). Every event is checked before any is kept: one bad event
refuses the batch with a message naming the event and what is wrong, and nothing is stored.
"""

import json
import re
from datetime import UTC, datetime, timedelta

from .catalogue import BROWSER_EVENTS, SERVER_ONLY_EVENTS
from .models import Event

MAX_BODY_BYTES = 64 * 1024
MAX_EVENTS = 50
MAX_MESSAGE_ID = 100
# The tracker sends crypto.randomUUID(). No ':' (nor anything else outside this set): the server's
# revenue events are stored as "<name>:<key>", predictable, and a browser must not claim one
# first (message_id is unique, so a claimed id would keep the real event out).
MESSAGE_ID = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_MESSAGE_ID}}}", re.ASCII)
MAX_ID = 64
MAX_KEYS = 50
MAX_DEPTH = 4
MAX_STRING = 1000
MAX_LIST = 50
# One event, serialized as it is stored and forwarded: its share of a destination's batch.
MAX_EVENT_BYTES = 32 * 1024
# A sender's clock may be off; past these its timestamp is not believed and the time the shop
# received the event is kept instead.
MAX_AHEAD = timedelta(minutes=5)
MAX_BEHIND = timedelta(days=30)
TYPES = {choice.value for choice in Event.Type}
OBJECT_FIELDS = {
    Event.Type.TRACK: ("properties", "context"),
    Event.Type.IDENTIFY: ("traits", "context"),
    Event.Type.PAGE: ("properties", "context"),
}


class InvalidBatch(ValueError):
    """The batch is refused whole; the message says why, naming the event."""


def parse_batch(body: bytes, received_at: datetime) -> list[Event]:
    """The batch's events as unsaved rows (source browser), each messageId once."""
    try:
        payload = json.loads(body, parse_constant=_refuse_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise InvalidBatch("The body is not JSON.") from None
    if _holds_nul(payload):
        # PostgreSQL's text and jsonb cannot store U+0000; nor is it anything a tracker sends.
        raise InvalidBatch("The body holds a NUL character (\\u0000).")
    if not isinstance(payload, dict) or not isinstance(payload.get("batch"), list):
        raise InvalidBatch('Send a JSON object with a "batch" list of events.')
    batch = payload["batch"]
    if not 1 <= len(batch) <= MAX_EVENTS:
        raise InvalidBatch(f"Send 1 to {MAX_EVENTS} events in a batch (got {len(batch)}).")
    skew = _clock_skew(payload.get("sentAt"), received_at)
    events = {}
    for position, item in enumerate(batch):
        try:
            event = _event(item, received_at, skew)
        except InvalidBatch as error:
            raise InvalidBatch(f"Event {position}: {error}") from None
        events.setdefault(event.message_id, event)
    return list(events.values())


def _event(item, received_at: datetime, skew: timedelta) -> Event:
    if not isinstance(item, dict):
        raise InvalidBatch("each event must be a JSON object.")
    kind = item.get("type")
    if kind not in TYPES:
        raise InvalidBatch(f"type must be one of track, identify or page (got {_shown(kind)}).")
    name = ""
    if kind == Event.Type.TRACK:
        name = item.get("event")
        if name in SERVER_ONLY_EVENTS:
            raise InvalidBatch(f'"{name}" is sent by the shop\'s server, never by a browser.')
        if name not in BROWSER_EVENTS:
            raise InvalidBatch(f"unknown event name {_shown(name)}.")
    message_id = item.get("messageId")
    if not isinstance(message_id, str) or not MESSAGE_ID.fullmatch(message_id):
        raise InvalidBatch(
            f"messageId must be a string of 1 to {MAX_MESSAGE_ID} letters, digits, '-' or '_'."
        )
    objects = {field: _object(item, field) for field in OBJECT_FIELDS[kind]}
    if len(json.dumps(item, separators=(",", ":")).encode()) > MAX_EVENT_BYTES:
        raise InvalidBatch(f"the event is larger than {MAX_EVENT_BYTES // 1024} KB.")
    return Event(
        message_id=message_id,
        type=kind,
        name=name,
        anonymous_id=_identifier(item, "anonymousId"),
        # Whatever userId the browser sends is not read: the collection endpoint names the
        # signed-in customer itself (identity.py).
        source=Event.Source.BROWSER,
        timestamp=_timestamp(item.get("timestamp"), received_at, skew),
        received_at=received_at,
        **objects,
    )


def _refuse_constant(name: str):
    """NaN, Infinity and -Infinity: not JSON (RFC 8259), and not storable in jsonb."""
    raise ValueError(f"{name} is not a JSON number.")


def _holds_nul(payload) -> bool:
    """Whether any string or key in the payload holds U+0000 (walked without recursion)."""
    pending = [payload]
    while pending:
        value = pending.pop()
        if isinstance(value, str):
            if "\x00" in value:
                return True
        elif isinstance(value, dict):
            pending.extend(value.keys())
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
    return False


def _identifier(item: dict, field: str) -> str:
    value = item.get(field)
    if value is None:
        return ""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str) or len(value) > MAX_ID:
        raise InvalidBatch(f"{field} must be a string of at most {MAX_ID} characters.")
    return value


def _object(item: dict, field: str) -> dict:
    value = item.get(field)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InvalidBatch(f"{field} must be an object.")
    _check_bounded(value, field, 1)
    return value


def _check_bounded(value, where: str, depth: int) -> None:
    """Objects of at most MAX_KEYS keys and lists of at most MAX_LIST items, nested at most
    MAX_DEPTH deep, strings (keys too) of at most MAX_STRING characters."""
    if isinstance(value, dict):
        if depth > MAX_DEPTH:
            raise InvalidBatch(f"{where} is nested deeper than {MAX_DEPTH} levels.")
        if len(value) > MAX_KEYS:
            raise InvalidBatch(f"{where} has more than {MAX_KEYS} keys.")
        for key, inner in value.items():
            if len(key) > MAX_STRING:
                raise InvalidBatch(f"{where} has a key longer than {MAX_STRING} characters.")
            _check_bounded(inner, f"{where}.{key}", depth + 1)
    elif isinstance(value, list):
        if depth > MAX_DEPTH:
            raise InvalidBatch(f"{where} is nested deeper than {MAX_DEPTH} levels.")
        if len(value) > MAX_LIST:
            raise InvalidBatch(f"{where} has more than {MAX_LIST} items.")
        for index, inner in enumerate(value):
            _check_bounded(inner, f"{where}[{index}]", depth + 1)
    elif isinstance(value, str) and len(value) > MAX_STRING:
        raise InvalidBatch(f"{where} is longer than {MAX_STRING} characters.")


def _timestamp(value, received_at: datetime, skew: timedelta) -> datetime:
    """When the event happened by the sender's clock, corrected by how far that clock is off
    (Segment's sentAt rule); the time received when missing or beyond belief."""
    if value is None:
        return received_at
    moment = _instant(value)
    if moment is None:
        raise InvalidBatch(f"timestamp must be an ISO 8601 date and time (got {_shown(value)}).")
    moment += skew
    if not received_at - MAX_BEHIND <= moment <= received_at + MAX_AHEAD:
        return received_at
    return moment


def _clock_skew(sent_at, received_at: datetime) -> timedelta:
    """How far the sender's clock is behind the shop's, from the batch's sentAt; none without."""
    moment = _instant(sent_at) if sent_at is not None else None
    if moment is None:
        return timedelta(0)
    skew = received_at - moment
    # A batch spends little time on the way: a large difference is the sender's clock.
    return skew if abs(skew) > timedelta(seconds=2) else timedelta(0)


def _instant(value) -> datetime | None:
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _shown(value) -> str:
    text = json.dumps(value) if not isinstance(value, str) else f'"{value}"'
    return text if len(text) <= 60 else f"{text[:57]}..."
