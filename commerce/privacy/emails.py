"""The privacy request's confirmation email, sent by a Celery worker once the request is saved."""

from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from django.utils.timesince import timeuntil

from commerce.core.emails import send_templated_email
from commerce.customers.tasks import email_task

from .links import confirmation_url
from .models import BUSINESS_DAY_TYPES, PrivacyRequest


@email_task
def send_confirmation(request_id: int) -> None:
    """Emails the requester the link that confirms their request; the link's token is made
    here, at sending time, so a retried send still gives the full time to confirm."""
    request = PrivacyRequest.objects.get(pk=request_id)
    if request.status != PrivacyRequest.Status.AWAITING_CONFIRMATION:
        return
    now = timezone.now()
    context = {
        "request": request,
        "confirm_url": confirmation_url(request),
        "valid_for": timeuntil(
            now + timedelta(seconds=settings.PRIVACY_REQUEST_CONFIRM_SECONDS), now
        ),
        # Opt-out and limit requests also turned advertising off in the submitting browser.
        "stops_advertising": request.request_type in BUSINESS_DAY_TYPES,
    }
    send_templated_email("privacy/emails/confirm_request", context, request.email)
