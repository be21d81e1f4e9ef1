import pytest

from cms.content.models import ContentPage

from .factories import ContentPageFactory, TrackingPageFactory

pytestmark = pytest.mark.django_db

LAYOUT = """
query($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    __typename
    ... on StorefrontLayout { main_padding white_header scroll_restoration }
    ... on TrackingPage { intro }
  }
}
"""


def test_tracking_pages_and_those_beneath_get_padding_a_white_header_and_no_scroll_restoring(
    graphql, womens_home
):
    tracking = TrackingPageFactory(parent=womens_home, intro="Where is my order?")
    TrackingPageFactory(parent=tracking, title="Shipping times", slug="shipping-times")

    for path in ("/tracking/", "/tracking/shipping-times/"):
        page = graphql(LAYOUT, {"url_path": path})["data"]["page"]
        assert page["__typename"] == "TrackingPage"
        assert (page["main_padding"], page["white_header"], page["scroll_restoration"]) == (
            True,
            True,
            False,
        )


def test_a_content_page_can_turn_scroll_restoration_off(graphql, womens_home):
    ContentPageFactory(parent=womens_home, slug="shedthesilence", scroll_restoration=False)

    page = graphql(LAYOUT, {"url_path": "/shedthesilence/"})["data"]["page"]

    assert page["scroll_restoration"] is False


def test_content_pages_keep_the_default_chrome():
    page = ContentPage(title="Science")

    assert (page.main_padding, page.white_header, page.scroll_restoration) == (False, False, True)
