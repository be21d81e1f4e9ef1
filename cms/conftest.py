"""Fixtures shared by the CMS apps' tests."""

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.contrib.auth import get_user_model

REVALIDATE_SECRET = "test-revalidate-secret"


class StorefrontStandIn(BaseHTTPRequestHandler):
    """A real HTTP endpoint on loopback that records what the backend sends it."""

    received: list[dict] = []

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        self.received.append({"path": self.path, "headers": dict(self.headers), "body": body})
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def storefront(settings):
    StorefrontStandIn.received = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), StorefrontStandIn)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    settings.FRONTEND_INTERNAL_URL = f"http://127.0.0.1:{server.server_port}"
    settings.REVALIDATE_SECRET = REVALIDATE_SECRET
    yield StorefrontStandIn.received
    server.shutdown()


@pytest.fixture
def superuser_client(client, db):
    """The test client signed in as a superuser: an editor of every page, staff of the
    dashboard."""
    superuser = get_user_model().objects.create_superuser(
        email="editor@rootwell.example", password="a-long-editor-password"
    )
    client.force_login(superuser)
    return client


@pytest.fixture
def same_queries_after(django_assert_max_num_queries, django_assert_num_queries):
    """Checks that a page reads in as many queries however much it lists: `read` once to warm the
    caches (the site root's), once counted (at most `most` queries), then again after `add_more`
    in exactly that many; returns what the last read read."""

    def check(read, add_more, most=20):
        read()
        with django_assert_max_num_queries(most) as captured:
            read()
        # Counted now: the captured queries are read from Django's query log, which requests clear.
        counted = len(captured)
        add_more()
        with django_assert_num_queries(counted):
            return read()

    return check
