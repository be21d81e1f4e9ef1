import pytest

from cms.content.tests.factories import ContentPageFactory
from cms.home.tests.factories import MensHomePageFactory

pytestmark = pytest.mark.django_db

PAGE = """
query Page($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    __typename title
    ... on HomePage { header_type footer_type robots_noindex hide_ribbon scroll_restoration
                      body { block_type ... on HeroBlock { heading cta_label cta_link } } }
    ... on MensHomePage { body { block_type } }
    ... on ContentPage { intro }
  }
}
"""


def test_the_womens_home_is_served_at_the_root_with_its_blocks_and_layout(graphql, womens_home):
    womens_home.body = [
        ("hero", {"heading": "Thicker hair", "cta_label": "Take the Quiz", "cta_link": "/quiz/"})
    ]
    womens_home.save_revision().publish()

    page = graphql(PAGE, {"url_path": "/"})["data"]["page"]

    assert page["__typename"] == "HomePage"
    assert page["title"] == "Hair growth, rooted in science"
    assert page["body"] == [
        {
            "block_type": "HeroBlock",
            "heading": "Thicker hair",
            "cta_label": "Take the Quiz",
            "cta_link": "/quiz/",
        }
    ]
    assert (page["header_type"], page["footer_type"]) == ("default", "default")
    assert page["robots_noindex"] is False
    assert page["hide_ribbon"] is False
    assert page["scroll_restoration"] is True


def test_the_mens_home_and_its_pages_live_under_men(graphql, womens_home):
    men = MensHomePageFactory(parent=womens_home)
    ContentPageFactory(parent=womens_home, title="Results", slug="results", intro="Women's")
    ContentPageFactory(parent=men, title="Men's Results", slug="results", intro="Men's")

    assert graphql(PAGE, {"url_path": "/men/"})["data"]["page"]["__typename"] == "MensHomePage"
    assert graphql(PAGE, {"url_path": "/men/results/"})["data"]["page"]["intro"] == "Men's"
    assert graphql(PAGE, {"url_path": "/results/"})["data"]["page"]["intro"] == "Women's"


def test_unknown_and_unpublished_paths_have_no_page(graphql, womens_home):
    draft = ContentPageFactory(parent=womens_home, slug="draft")
    draft.unpublish()

    assert graphql(PAGE, {"url_path": "/nowhere/"})["data"]["page"] is None
    assert graphql(PAGE, {"url_path": "/draft/"})["data"]["page"] is None
