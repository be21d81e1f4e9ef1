"""The first-party collection endpoint: `POST /analytics/events/`, a Segment batch from the
storefront's `/api/events/` route (the browser's beacons, forwarded untouched).

202 {"accepted": n}: n events kept (an event the visitor's consent refuses is dropped, not
counted); 400 {"error": ...}: the batch is refused whole, nothing stored; 413: over 64 KB;
429: the client address sent too many batches (settings.RATE_LIMITS["analytics_events"]).

Fast by design: one INSERT per batch, whatever its size; a batch sent again (a retried beacon)
stores each messageId once (ignore_conflicts on the unique message_id).
"""

from django.db import connection, transaction
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from commerce.customers.throttling import RateLimited, check_rate

from .catalogue import ADVERTISING_ONLY_EVENTS, NECESSARY_BROWSER_EVENTS
from .consent import allows
from .forwarding import schedule_forwarding
from .models import Event
from .validation import MAX_BODY_BYTES, InvalidBatch, parse_batch

TOO_LARGE = f"Send at most {MAX_BODY_BYTES // 1024} KB in a batch."


@csrf_exempt
@require_POST
def collect_events(request):
    try:
        declared = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        declared = 0
    if declared > MAX_BODY_BYTES:
        return JsonResponse({"error": TOO_LARGE}, status=413)
    try:
        check_rate(request, "analytics_events")
    except RateLimited as limited:
        return JsonResponse({"error": str(limited)}, status=429)
    body = request.body
    if len(body) > MAX_BODY_BYTES:
        return JsonResponse({"error": TOO_LARGE}, status=413)
    try:
        events = parse_batch(body, received_at=timezone.now())
    except InvalidBatch as invalid:
        return JsonResponse({"error": str(invalid)}, status=400)
    kept = [event for event in events if _consented(event)]
    if kept:
        _store(kept)
        transaction.on_commit(schedule_forwarding, robust=True)
    return JsonResponse({"accepted": len(kept)}, status=202)


def _store(events: list[Event]) -> None:
    """One INSERT. On PostgreSQL without waiting for the write-ahead log to reach the disk: a
    database crash may lose the last fraction of a second of browser events (never the revenue
    events, stored elsewhere), which analytics can afford, and the answer comes milliseconds
    sooner."""
    with transaction.atomic(savepoint=False):
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SET LOCAL synchronous_commit TO OFF")
        Event.objects.bulk_create(events, ignore_conflicts=True)


def _consented(event: Event) -> bool:
    """Browser events are measurement: kept only when the visitor's consent (as the tracker
    reports it) does not refuse analytics, and the pixel's own events only when it does not
    refuse advertising either. None are necessary (catalogue.py)."""
    if event.name in NECESSARY_BROWSER_EVENTS:
        return True
    if event.name in ADVERTISING_ONLY_EVENTS and not allows(event.context, "advertising"):
        return False
    return allows(event.context, "analytics")
