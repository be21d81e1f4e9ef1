"""A Segment-compatible destination faked at the HTTP boundary (urlopen), and a forwarding run."""

import io
import json
import urllib.error

from commerce.analytics import tasks


def forward() -> int:
    """One forwarding run, as a worker runs it when there is no broker (in the caller)."""
    return tasks.forward_events.delay().get()


DESTINATION = "https://collector.example/v1/batch"


class FakeDestination:
    """Answers urlopen with the next status given (200 once they run out) and keeps each
    request: its URL, headers and body."""

    def __init__(self, *statuses):
        self.statuses = list(statuses)
        self.requests = []

    def __call__(self, request, timeout=None):
        self.requests.append(request)
        status = self.statuses.pop(0) if self.statuses else 200
        if isinstance(status, Exception):
            raise status
        if status >= 400:
            raise urllib.error.HTTPError(request.full_url, status, "error", {}, io.BytesIO())
        reply = io.BytesIO(b'{"success": true}')
        reply.status = status
        return reply

    def batches(self) -> list[list[dict]]:
        return [json.loads(request.data)["batch"] for request in self.requests]

    def message_ids(self) -> list[str]:
        return [message["messageId"] for batch in self.batches() for message in batch]
