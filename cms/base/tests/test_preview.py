import pytest
from django.core.signing import TimestampSigner

from cms.content.models import ContentPage
from cms.content.tests.factories import ContentPageFactory

pytestmark = pytest.mark.django_db

PREVIEW = "query($token: String!) { page(token: $token) { title url_path } }"


def test_a_preview_token_shows_the_unpublished_draft(graphql, womens_home):
    page = ContentPageFactory(parent=womens_home, title="The Science", slug="science")
    page.title = "The Science, revised"
    token = page.create_page_preview().token

    previewed = graphql(PREVIEW, {"token": token})["data"]["page"]
    public = graphql('{ page(url_path: "/science/", in_site: true) { title } }')["data"]["page"]

    assert previewed["title"] == "The Science, revised"
    assert public["title"] == "The Science"


def test_a_page_never_published_can_be_previewed(graphql, womens_home):
    draft = ContentPage(title="Coming soon", slug="coming-soon")
    draft.set_url_path(womens_home)
    draft.depth = womens_home.depth + 1
    draft.path = womens_home.path + "9999"
    draft.parent = womens_home
    token = draft.create_page_preview().token

    assert graphql(PREVIEW, {"token": token})["data"]["page"]["title"] == "Coming soon"


def test_forged_and_expired_tokens_show_nothing(graphql, womens_home, settings):
    page = ContentPageFactory(parent=womens_home, slug="science")
    forged = TimestampSigner(salt="another-salt").sign(f"id={page.pk}")
    assert graphql(PREVIEW, {"token": forged})["data"]["page"] is None

    token = page.create_page_preview().token
    settings.PREVIEW_TOKEN_MAX_AGE_SECONDS = -1
    assert graphql(PREVIEW, {"token": token})["data"]["page"] is None
