"""Two forwarding workers at once, each on its own thread and database connection: the second
finds the first's batch claimed (claimed_until, set in a short transaction before the POST, which
runs with no transaction open) and never sends those events again."""

import threading

import pytest

from commerce.analytics import forwarding
from commerce.analytics.models import Event
from commerce.core.tests.concurrency import all_at_once

from .destination import DESTINATION, FakeDestination
from .factories import EventFactory

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


class SlowDestination(FakeDestination):
    """Takes the first batch only once the other worker has had its go (or after 2 s, when the
    database makes that worker wait for this one)."""

    def __init__(self):
        super().__init__()
        self.sending = threading.Event()
        self.other_done = threading.Event()

    def __call__(self, request, timeout=None):
        if not self.sending.is_set():
            self.sending.set()
            self.other_done.wait(timeout=2)
        return super().__call__(request, timeout)


def test_two_workers_at_once_send_each_event_once(settings, monkeypatch):
    settings.ANALYTICS_FORWARD_URL = DESTINATION
    events = EventFactory.create_batch(3)
    destination = SlowDestination()
    monkeypatch.setattr("urllib.request.urlopen", destination)

    def first_worker():
        return forwarding.forward_pending()

    def second_worker():
        destination.sending.wait(timeout=5)
        try:
            return forwarding.forward_pending()
        finally:
            destination.other_done.set()

    sent = all_at_once([first_worker, second_worker])

    assert sent == [3, 0]
    assert sorted(destination.message_ids()) == sorted(event.message_id for event in events)
    assert Event.objects.filter(forwarded_at__isnull=False, forward_attempts=1).count() == 3
