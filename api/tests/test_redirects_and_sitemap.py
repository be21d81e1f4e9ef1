import pytest
from wagtail.contrib.redirects.models import Redirect

from cms.content.tests.factories import ContentPageFactory

pytestmark = pytest.mark.django_db

REDIRECT = "query($path: String!) { redirect(old_path: $path) { location is_permanent } }"


def test_a_redirect_to_a_page_leads_to_its_storefront_path(graphql, womens_home):
    science = ContentPageFactory(parent=womens_home, slug="science")
    Redirect.objects.create(old_path="/the-science", redirect_page=science)

    body = graphql(REDIRECT, {"path": "/the-science/"})

    assert body["data"]["redirect"] == {"location": "/science/", "is_permanent": True}


def test_a_temporary_redirect_to_a_link(graphql, womens_home):
    Redirect.objects.create(
        old_path="/skin", redirect_link="https://skin.example/", is_permanent=False
    )

    body = graphql(REDIRECT, {"path": "/skin/"})

    assert body["data"]["redirect"] == {"location": "https://skin.example/", "is_permanent": False}


def test_no_redirect_for_unknown_paths_or_unpublished_targets(graphql, womens_home):
    draft = ContentPageFactory(parent=womens_home, slug="draft")
    draft.unpublish()
    Redirect.objects.create(old_path="/old-draft", redirect_page=draft)

    assert graphql(REDIRECT, {"path": "/nowhere/"})["data"]["redirect"] is None
    assert graphql(REDIRECT, {"path": "/old-draft/"})["data"]["redirect"] is None


SITEMAP = "{ sitemap_entries { url_path last_modified } }"


def test_the_sitemap_lists_published_indexable_pages_in_a_fixed_number_of_queries(
    graphql, womens_home, django_assert_max_num_queries, django_assert_num_queries
):
    ContentPageFactory(parent=womens_home, slug="science")
    ContentPageFactory(parent=womens_home, slug="influencer-jane", robots_noindex=True)
    ContentPageFactory(parent=womens_home, slug="draft").unpublish()
    # The cost grows with the number of page types (a query or two each), never with pages.
    with django_assert_max_num_queries(60) as captured:
        graphql(SITEMAP)
    for n in range(10):
        ContentPageFactory(parent=womens_home, slug=f"story-{n}")

    with django_assert_num_queries(len(captured)):
        entries = graphql(SITEMAP)["data"]["sitemap_entries"]

    paths = [entry["url_path"] for entry in entries]
    assert paths == ["/", "/science/", *sorted(f"/story-{n}/" for n in range(10))]
    assert all(entry["last_modified"] for entry in entries)
