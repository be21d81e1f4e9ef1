"""The first-party collection endpoint: `POST /analytics/events/`, a Segment batch from the
storefront's `/api/events/` route (the browser's beacons, forwarded untouched).

202 {"accepted": n}: n events kept (an event the visitor's consent refuses is dropped, not
counted; the consent is both the request's own, from its cookies and Sec-GPC, and what each
event's context.consent declares, and each kept event stores the two combined);
400 {"error": ...}: the batch is refused whole, nothing stored; 413: over 64 KB;
429: the client address sent too many batches (settings.RATE_LIMITS["analytics_events"]).

Who the events are about comes from the request, never from the batch: every userId, email,
telephone or other identity the browser claims is stripped, and a signed-in customer (the token
the storefront's /api/events/ passes on as a bearer header) is named on each event, hashed at
rest as identity.py says. An anonymous request's events name no one.

Fast by design: one INSERT per batch, whatever its size; a batch sent again (a retried beacon)
stores each messageId once (ignore_conflicts on the unique message_id).
"""

from django.db import connection, transaction
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from commerce.customers.throttling import RateLimited, check_rate

from . import identity
from .catalogue import ADVERTISING_ONLY_EVENTS, NECESSARY_BROWSER_EVENTS
from .consent import PURPOSES, allows, consent_of
from .forwarding import enabled as forwarding_enabled
from .models import Event
from .tasks import schedule_forwarding
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
    visitor = consent_of(request.COOKIES, request.headers)
    kept = [event for event in events if _consented(event, visitor)]
    customer = request.user if request.user.is_authenticated else None
    # Raw emails and telephones wait for the destination; with none, they are never kept.
    keep_raw = forwarding_enabled()
    for event in kept:
        identity.strip_claims(event)
        if customer is not None:
            identity.attach_customer(event, customer)
        identity.hash_at_rest(event, keep_raw=keep_raw)
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


def _consented(event: Event, visitor: dict[str, bool]) -> bool:
    """Browser events are measurement: kept only when analytics is allowed, and the pixel's own
    events only when advertising is allowed too. Allowed means by both the request's consent
    (its cookies and Sec-GPC: `visitor`) and the consent the event declares, so a tracker that
    says nothing, or says more than the cookies, gains nothing. The effective consent is
    stored in the event's context, for forwarding to honour. None are necessary (catalogue.py).
    """
    effective = {
        purpose: visitor[purpose] and allows(event.context, purpose) for purpose in PURPOSES
    }
    event.context = {**event.context, "consent": effective}
    if event.name in NECESSARY_BROWSER_EVENTS:
        return True
    if event.name in ADVERTISING_ONLY_EVENTS and not effective["advertising"]:
        return False
    return effective["analytics"]
