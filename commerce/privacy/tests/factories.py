"""Privacy requests as a visitor leaves them.

PrivacyRequestFactory()                         # awaiting confirmation
confirmed_request(days_ago=50)                  # submitted and confirmed 50 days ago: overdue
"""

from datetime import timedelta

import factory
from django.utils import timezone

from commerce.privacy.models import PrivacyRequest, RequestType


class PrivacyRequestFactory(factory.django.DjangoModelFactory):
    """A request its requester has not confirmed yet (due as counted from its submission)."""

    request_type = RequestType.DELETE
    email = factory.Sequence(lambda n: f"requester{n}@example.com")

    class Meta:
        model = PrivacyRequest


def confirmed_request(days_ago: int = 0, **fields) -> PrivacyRequest:
    """A request submitted and confirmed `days_ago` days ago, open, due as counted from then."""
    confirmed_at = timezone.now() - timedelta(days=days_ago)
    return PrivacyRequestFactory(
        status=PrivacyRequest.Status.OPEN,
        submitted_at=confirmed_at - timedelta(hours=1),
        confirmed_at=confirmed_at,
        **fields,
    )
