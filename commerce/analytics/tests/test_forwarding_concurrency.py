"""Two forwarding workers at once, each on its own thread and database connection: the second
finds the first's batch claimed (claimed_until, set in a short transaction before the POST, which
runs with no transaction open) and never sends those events again."""

import threading

import pytest

from commerce.analytics import forwarding
from commerce.analytics.models import Event

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
    sent = {}

    def worker(name, wait_for=None):
        from django.db import connection

        try:
            if wait_for is not None:
                wait_for.wait(timeout=5)
            sent[name] = forwarding.forward_pending()
        finally:
            if name == "second":
                destination.other_done.set()
            connection.close()

    first = threading.Thread(target=worker, args=("first",))
    second = threading.Thread(target=worker, args=("second", destination.sending))
    first.start()
    second.start()
    first.join()
    second.join()

    assert sent == {"first": 3, "second": 0}
    assert sorted(destination.message_ids()) == sorted(event.message_id for event in events)
    assert Event.objects.filter(forwarded_at__isnull=False, forward_attempts=1).count() == 3
