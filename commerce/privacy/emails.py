"""The privacy request's confirmation email, sent by a Celery worker once the request is saved."""

from datetime import timedelta

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.timesince import timeuntil

from commerce.customers.tasks import email_task

from .models import DUE_AFTER_DAYS, PrivacyRequest


def send_privacy_email(name: str, context: dict, to: str) -> None:
    """Sends privacy/emails/<name>{_subject.txt,.txt,.html} as one text-and-HTML message."""
    context = {"shop_url": settings.FRONTEND_URL, **context}
    message = EmailMultiAlternatives(
        subject=render_to_string(f"privacy/emails/{name}_subject.txt", context).strip(),
        body=render_to_string(f"privacy/emails/{name}.txt", context),
        to=[to],
    )
    message.attach_alternative(
        render_to_string(f"privacy/emails/{name}.html", context), "text/html"
    )
    message.send()


@email_task
def send_confirmation(request_id: int) -> None:
    """Emails the requester the link that confirms their request; the link's token is made
    here, at sending time, so a retried send still gives the full time to confirm."""
    from .services import confirmation_url

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
        "due_after_days": DUE_AFTER_DAYS,
    }
    send_privacy_email("confirm_request", context, request.email)
