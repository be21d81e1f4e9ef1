import json

import pytest

from cms.base.revalidation import SIGNATURE_HEADER, TIMESTAMP_HEADER, sign
from cms.conftest import REVALIDATE_SECRET as SECRET
from cms.content.tests.factories import ContentPageFactory

pytestmark = pytest.mark.django_db


def test_publishing_a_page_sends_a_signed_refresh_for_its_path(
    storefront, womens_home, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        ContentPageFactory(parent=womens_home, title="Science", slug="science")

    [request] = storefront
    assert request["path"] == "/api/revalidate"
    change = json.loads(request["body"])
    assert (change["tags"], change["paths"]) == (["cms"], ["/science/"])
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
    # each call is its own, so the storefront takes neither for a replay of the other
    assert len({json.loads(request["body"])["id"] for request in storefront}) == 2


def test_a_storefront_that_is_down_does_not_stop_an_editor_publishing(
    settings, womens_home, django_capture_on_commit_callbacks, caplog
):
    settings.FRONTEND_INTERNAL_URL = "http://127.0.0.1:9"

    with django_capture_on_commit_callbacks(execute=True):
        page = ContentPageFactory(parent=womens_home, slug="press")

    assert page.live
    assert "did not take the cache refresh" in caplog.text
