"""Events as the storefront's tracker sends them, and stored ones."""

import itertools
import json
import uuid

import factory
from django.utils import timezone

from commerce.analytics.models import Event

ANONYMOUS_ID = "7f1c2d3e-0000-4000-8000-000000000001"
_numbers = itertools.count(1)


def context(**changes) -> dict:
    """The tracker's context: the page, business line, campaign, consent, event id, variants."""
    return {
        "page": {"path": "/", "url": "https://rootwell.test/", "referrer": "", "title": "Home"},
        "business_line": "Hair",
        "campaign": {"utm_source": "newsletter", "purchase_source": "email"},
        "consent": {"analytics": True, "advertising": False},
        "event_id": "1795752000000",
        "experiments": {"24": "products"},
        **changes,
    }


def track(name="Product Added", **changes) -> dict:
    return {
        "type": "track",
        "event": name,
        "messageId": str(uuid.uuid4()),
        "anonymousId": ANONYMOUS_ID,
        "userId": None,
        "timestamp": timezone.now().isoformat(),
        "properties": {"sku": "RW-CORE-W-1M-S01", "name": "Rootwell Core", "price": 79},
        "context": context(),
        **changes,
    }


def identify(**changes) -> dict:
    return {
        "type": "identify",
        "messageId": str(uuid.uuid4()),
        "anonymousId": ANONYMOUS_ID,
        "userId": "42",
        "timestamp": timezone.now().isoformat(),
        "traits": {"email": "casey@example.com", "email_sha256": "ab" * 32},
        "context": context(),
        **changes,
    }


def page(**changes) -> dict:
    return {
        "type": "page",
        "messageId": str(uuid.uuid4()),
        "anonymousId": ANONYMOUS_ID,
        "timestamp": timezone.now().isoformat(),
        "properties": {"path": "/products/"},
        "context": context(),
        **changes,
    }


def batch(*events) -> str:
    """The body the browser sends: {"batch": [...], "sentAt": ...}, as text."""
    return json.dumps({"batch": list(events), "sentAt": timezone.now().isoformat()})


class EventFactory(factory.django.DjangoModelFactory):
    """A stored browser event, not yet forwarded."""

    message_id = factory.LazyFunction(lambda: f"message-{next(_numbers)}")
    type = Event.Type.TRACK
    name = "Product Added"
    anonymous_id = ANONYMOUS_ID
    properties = factory.LazyFunction(lambda: {"sku": "RW-CORE-W-1M-S01", "price": 79})
    context = factory.LazyFunction(context)
    source = Event.Source.BROWSER
    timestamp = factory.LazyFunction(timezone.now)

    class Meta:
        model = Event
