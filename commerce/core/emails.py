"""Sending one of the shop's templated emails: a subject, a text body and an HTML alternative."""

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string


def send_templated_email(template_prefix: str, context: dict, to: str) -> None:
    """Sends <template_prefix>{_subject.txt,.txt,.html} (e.g. "customers/emails/customer_welcome")
    to one address as one text-and-HTML message; the templates also get `shop_url`, the
    storefront's address, unless the context names it."""
    context = {"shop_url": settings.FRONTEND_URL, **context}
    message = EmailMultiAlternatives(
        subject=render_to_string(f"{template_prefix}_subject.txt", context).strip(),
        body=render_to_string(f"{template_prefix}.txt", context),
        to=[to],
    )
    message.attach_alternative(render_to_string(f"{template_prefix}.html", context), "text/html")
    message.send()
