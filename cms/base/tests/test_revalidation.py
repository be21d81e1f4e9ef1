import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from cms.base.revalidation import SIGNATURE_HEADER, TIMESTAMP_HEADER, sign
from cms.content.tests.factories import ContentPageFactory

pytestmark = pytest.mark.django_db
SECRET = "test-revalidate-secret"


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
    settings.REVALIDATE_SECRET = SECRET
    yield StorefrontStandIn.received
    server.shutdown()


def test_publishing_a_page_sends_a_signed_refresh_for_its_path(
    storefront, womens_home, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        ContentPageFactory(parent=womens_home, title="Science", slug="science")

    [request] = storefront
    assert request["path"] == "/api/revalidate"
    assert json.loads(request["body"]) == {"tags": ["cms"], "paths": ["/science/"]}
    timestamp = int(request["headers"][TIMESTAMP_HEADER])
    assert request["headers"][SIGNATURE_HEADER] == sign(request["body"], timestamp, SECRET)


def test_unpublishing_and_deleting_refresh_the_storefront(
    storefront, womens_home, django_capture_on_commit_callbacks
):
    page = ContentPageFactory(parent=womens_home, slug="story")

    with django_capture_on_commit_callbacks(execute=True):
        page.unpublish()
    with django_capture_on_commit_callbacks(execute=True):
        page.delete()

    assert [json.loads(request["body"])["paths"] for request in storefront] == [["/story/"], []]


def test_a_storefront_that_is_down_does_not_stop_an_editor_publishing(
    settings, womens_home, django_capture_on_commit_callbacks, caplog
):
    settings.FRONTEND_INTERNAL_URL = "http://127.0.0.1:9"

    with django_capture_on_commit_callbacks(execute=True):
        page = ContentPageFactory(parent=womens_home, slug="press")

    assert page.live
    assert "did not take the cache refresh" in caplog.text
