"""Privacy requests: a visitor submits one, confirms it by the emailed link, staff handle it.

Each submission is its own request with its own link, and nothing about it changes afterwards
but its status: submitting again makes a new request, never rewrites a pending one, and the
email names what is being confirmed (its type and number). Anyone may send a request for any
address, so the email and the confirmation page carry only the shop's own words: the sender's
name and details are for staff, in the dashboard. Staff act on a request once its
requester confirms their email address (the storefront does turn advertising off in the
submitting browser at once for opt-out and limit requests: that is the visitor's own consent,
not the request). The due date is counted from the submission, regardless of the time needed
to verify (11 CCR 7021(b)): 45 calendar days to know, delete or correct, 15 business days to
opt out or limit (7026(f), 7027(g)); see commerce.privacy.models.due_date.

The emailed link carries a token signed with the SECRET_KEY (django.core.signing): the request's
random reference and the time the email was made. Nothing about it is stored; it stops working
PRIVACY_REQUEST_CONFIRM_SECONDS after it was sent (48 hours by default), and confirming twice is
harmless (the second answer says it was already confirmed).
"""

from dataclasses import dataclass

from django.conf import settings
from django.core import signing
from django.db import transaction
from django.utils import timezone

from commerce.customers.newsletter import normalise_email

from .emails import send_confirmation
from .errors import (
    ConfirmationLinkExpired,
    ConfirmationLinkInvalid,
    PrivacyRequestError,
    TransitionNotAllowed,
)
from .links import link_signer
from .models import PrivacyRequest, RequestType

Status = PrivacyRequest.Status

MAX_NAME_LENGTH = 150
MAX_DETAILS_LENGTH = 2000
MAX_NOTE_LENGTH = 2000
# A signed token is about 60 characters; anything much longer is not one of ours.
MAX_TOKEN_LENGTH = 200

CHOOSE_TYPE = "Choose what you would like us to do."
DETAILS_REQUIRED = "Tell us what information to correct and how."
DETAILS_TOO_LONG = f"Keep the details to {MAX_DETAILS_LENGTH} characters."
NAME_TOO_LONG = f"Keep your name to {MAX_NAME_LENGTH} characters."
LINK_INVALID = (
    "This confirmation link is not valid. Open the link exactly as it is in our email, "
    "or submit your request again."
)
LINK_EXPIRED = (
    "This confirmation link has expired: links work for {hours} hours. "
    "Please submit your request again and confirm it from the new email."
)
REASON_REQUIRED = "Say why the request is rejected."
NOTE_TOO_LONG = f"Keep a note to {MAX_NOTE_LENGTH} characters."

# What staff may move a confirmed request to, from each status.
NEXT_STATUSES = {
    Status.OPEN: (Status.IN_PROGRESS, Status.COMPLETED, Status.REJECTED),
    Status.IN_PROGRESS: (Status.COMPLETED, Status.REJECTED),
}


@dataclass(frozen=True)
class Confirmation:
    request: PrivacyRequest
    already_confirmed: bool


def submit(request_type: str, email: str, name: str = "", details: str = "") -> PrivacyRequest:
    """Stores a request awaiting confirmation and emails its requester the confirmation link
    once it is saved. Refuses a missing or unknown type, a malformed email, a correction without
    details and overlong text (PrivacyRequestError, InvalidEmail); nothing is stored then.

    Every submission is a new request with its own link, even for a type and address that
    already await confirmation: a pending request is never rewritten, so what its link confirms
    is what its email showed. (The API's rate limits bound how many one address gets.)
    """
    if request_type not in RequestType.values:
        raise PrivacyRequestError(CHOOSE_TYPE)
    address = normalise_email(email)
    name = " ".join((name or "").split())
    if len(name) > MAX_NAME_LENGTH:
        raise PrivacyRequestError(NAME_TOO_LONG)
    details = (details or "").strip() if request_type == RequestType.CORRECT else ""
    if request_type == RequestType.CORRECT and not details:
        raise PrivacyRequestError(DETAILS_REQUIRED)
    if len(details) > MAX_DETAILS_LENGTH:
        raise PrivacyRequestError(DETAILS_TOO_LONG)
    with transaction.atomic():
        request = PrivacyRequest.objects.create(
            request_type=request_type, email=address, name=name, details=details
        )
        # A mail server that is down must not lose the request; the task retries.
        transaction.on_commit(lambda: send_confirmation.delay(request.pk), robust=True)
    return request


def confirm_hours() -> int:
    """How many hours a confirmation link works."""
    return settings.PRIVACY_REQUEST_CONFIRM_SECONDS // 3600


def confirm(token: str) -> Confirmation:
    """Confirms the request a link's token names: it opens for staff (its due date, counted from
    the submission, does not change).

    Idempotent: a request already confirmed (or since handled) is returned as it is, with
    `already_confirmed`, even from a link that has since expired. A token the shop did not sign
    is ConfirmationLinkInvalid; an expired one of a request never confirmed is
    ConfirmationLinkExpired, and the request stays unconfirmed.
    """
    token = (token or "").strip()
    if not token or len(token) > MAX_TOKEN_LENGTH:
        raise ConfirmationLinkInvalid(LINK_INVALID)
    signer = link_signer()
    expired = False
    try:
        reference = signer.unsign(token, max_age=settings.PRIVACY_REQUEST_CONFIRM_SECONDS)
    except signing.SignatureExpired:
        expired = True
        reference = signer.unsign(token)
    except signing.BadSignature as error:
        raise ConfirmationLinkInvalid(LINK_INVALID) from error
    with transaction.atomic():
        request = PrivacyRequest.objects.select_for_update().filter(reference=reference).first()
        if request is None:
            raise ConfirmationLinkInvalid(LINK_INVALID)
        if request.status != Status.AWAITING_CONFIRMATION:
            return Confirmation(request, already_confirmed=True)
        if expired:
            raise ConfirmationLinkExpired(LINK_EXPIRED.format(hours=confirm_hours()))
        now = timezone.now()
        request.status = Status.OPEN
        request.confirmed_at = now
        request.save(update_fields=["status", "confirmed_at"])
    return Confirmation(request, already_confirmed=False)


def move(request: PrivacyRequest, status: str, *, by, note: str = "") -> PrivacyRequest:
    """Staff move a confirmed request on: in progress, completed or rejected (with a reason in
    the note). Completed and rejected requests are resolved and stay so. The note, when given,
    is added to the staff notes. TransitionNotAllowed when the status does not allow the step."""
    note = (note or "").strip()
    if len(note) > MAX_NOTE_LENGTH:
        raise PrivacyRequestError(NOTE_TOO_LONG)
    if status == Status.REJECTED and not note:
        raise PrivacyRequestError(REASON_REQUIRED)
    with transaction.atomic():
        request = PrivacyRequest.objects.select_for_update().get(pk=request.pk)
        if status not in NEXT_STATUSES.get(request.status, ()):
            raise TransitionNotAllowed(
                f"A request that is {request.get_status_display().lower()} cannot be "
                f"moved to {Status(status).label.lower() if status in Status.values else status}."
            )
        request.status = status
        if status in (Status.COMPLETED, Status.REJECTED):
            request.resolved_at = timezone.now()
        # Each step is written to the notes, so the request's history reads top to bottom.
        _append_note(request, f"{Status(status).label}. {note}".strip(), by)
        request.save(update_fields=["status", "resolved_at", "staff_notes"])
    return request


def add_note(request: PrivacyRequest, note: str, *, by) -> PrivacyRequest:
    """Adds a dated note by a staff member to the request's notes."""
    note = (note or "").strip()
    if not note:
        raise PrivacyRequestError("Write a note to add.")
    if len(note) > MAX_NOTE_LENGTH:
        raise PrivacyRequestError(NOTE_TOO_LONG)
    with transaction.atomic():
        request = PrivacyRequest.objects.select_for_update().get(pk=request.pk)
        _append_note(request, note, by)
        request.save(update_fields=["staff_notes"])
    return request


def _append_note(request: PrivacyRequest, text: str, by) -> None:
    stamp = timezone.localtime().strftime("%Y-%m-%d %H:%M")
    author = getattr(by, "email", "") or "staff"
    entry = f"{stamp} {author}: {text}"
    request.staff_notes = f"{request.staff_notes}\n{entry}" if request.staff_notes else entry
