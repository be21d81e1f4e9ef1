"""Privacy requests as a visitor leaves them.

PrivacyRequestFactory()                         # awaiting confirmation
confirmed_request(days_ago=50)                  # confirmed 50 days ago: overdue
"""

from datetime import timedelta

import factory
from django.utils import timezone

from commerce.privacy.models import PrivacyRequest, RequestType
from commerce.privacy.services import due_date


class PrivacyRequestFactory(factory.django.DjangoModelFactory):
    """A request its requester has not confirmed yet."""

    request_type = RequestType.DELETE
    email = factory.Sequence(lambda n: f"requester{n}@example.com")

    class Meta:
        model = PrivacyRequest


def confirmed_request(days_ago: int = 0, **fields) -> PrivacyRequest:
    """A request confirmed `days_ago` days ago, open and due 45 days after that."""
    confirmed_at = timezone.now() - timedelta(days=days_ago)
    return PrivacyRequestFactory(
        status=PrivacyRequest.Status.OPEN,
        submitted_at=confirmed_at - timedelta(hours=1),
        confirmed_at=confirmed_at,
        due_on=due_date(confirmed_at),
        **fields,
    )
