import datetime

import pytest

from cms.home.tests.factories import MensHomePageFactory
from cms.legal.models import LegalPage

from .factories import LegalIndexPageFactory, LegalPageFactory

pytestmark = pytest.mark.django_db

LEGAL = """
query($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    __typename title
    ... on LegalPage { last_updated body { block_type } }
    ... on LegalIndexPage { last_updated documents { title storefront_path last_updated } }
  }
}
"""


def test_a_legal_page_shows_when_it_last_changed(graphql, womens_home):
    LegalPageFactory(
        parent=womens_home,
        title="Terms of Use",
        slug="terms-of-use",
        last_updated=datetime.date(2026, 1, 15),
        body=[("text", {"heading": "Acceptance", "body": "<p>By using this site…</p>"})],
    )

    page = graphql(LEGAL, {"url_path": "/terms-of-use/"})["data"]["page"]

    assert page == {
        "__typename": "LegalPage",
        "title": "Terms of Use",
        "last_updated": "2026-01-15",
        "body": [{"block_type": "RichTextSectionBlock"}],
    }


def test_the_privacy_policy_lists_its_state_notices_in_editors_order(graphql, womens_home):
    policy = LegalIndexPageFactory(parent=womens_home)
    for state in ("California", "Colorado", "Connecticut", "Virginia"):
        LegalPageFactory(parent=policy, title=f"{state} Privacy Notice", slug=state.lower())

    page = graphql(LEGAL, {"url_path": "/privacy-policy/"})["data"]["page"]

    assert [(d["title"], d["storefront_path"]) for d in page["documents"]] == [
        ("California Privacy Notice", "/privacy-policy/california/"),
        ("Colorado Privacy Notice", "/privacy-policy/colorado/"),
        ("Connecticut Privacy Notice", "/privacy-policy/connecticut/"),
        ("Virginia Privacy Notice", "/privacy-policy/virginia/"),
    ]
    assert page["documents"][0]["last_updated"] == "2026-03-01"


def test_a_legal_index_costs_the_same_queries_however_many_texts_it_lists(
    graphql, womens_home, same_queries_after
):
    policy = LegalIndexPageFactory(parent=womens_home)
    LegalPageFactory(parent=policy, title="California")

    def six_more():
        for n in range(6):
            LegalPageFactory(parent=policy, title=f"State {n}")

    page = same_queries_after(lambda: graphql(LEGAL, {"url_path": "/privacy-policy/"}), six_more)

    assert len(page["data"]["page"]["documents"]) == 7


def test_the_mens_privacy_policy_lives_under_men(graphql, womens_home):
    men = MensHomePageFactory(parent=womens_home)
    LegalPageFactory(parent=men, title="Men's Privacy Policy", slug="privacy-policy")

    page = graphql(LEGAL, {"url_path": "/men/privacy-policy/"})["data"]["page"]

    assert page["title"] == "Men's Privacy Policy"


def test_legal_pages_take_the_default_chrome():
    page = LegalPage(title="Terms")

    assert (page.header_type, page.footer_type, page.robots_noindex, page.hide_ribbon) == (
        "default",
        "default",
        False,
        False,
    )
