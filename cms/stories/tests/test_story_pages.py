import datetime

import pytest

from cms.base.tests.factories import ImageFactory
from cms.home.tests.factories import MensHomePageFactory

from .factories import (
    BlogIndexPageFactory,
    BlogPostPageFactory,
    StoryIndexPageFactory,
    StoryPageFactory,
)

pytestmark = pytest.mark.django_db

BLOG = """
query($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    __typename title
    ... on BlogIndexPage {
      intro
      posts {
        title storefront_path author published_on intro image_alt
        image { rendition(width: 640, format: "webp") { width } }
      }
    }
    ... on BlogPostPage { author published_on intro robots_noindex footer_type }
  }
}
"""

STORIES = """
query($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    ... on StoryIndexPage {
      stories { title storefront_path customer_name months_on_product intro }
    }
    ... on StoryPage { customer_name months_on_product published_on }
  }
}
"""


def test_the_blog_lists_its_published_posts_newest_first(graphql, womens_home):
    blog = BlogIndexPageFactory(parent=womens_home)
    BlogPostPageFactory(
        parent=blog, title="Stress and shedding", published_on=datetime.date(2026, 2, 1)
    )
    BlogPostPageFactory(
        parent=blog, title="Postpartum hair loss", published_on=datetime.date(2026, 5, 1)
    )
    BlogPostPageFactory(parent=blog, title="Draft", slug="draft").unpublish()

    page = graphql(BLOG, {"url_path": "/blog/"})["data"]["page"]

    assert page["__typename"] == "BlogIndexPage"
    assert [(p["title"], p["storefront_path"], p["published_on"]) for p in page["posts"]] == [
        ("Postpartum hair loss", "/blog/postpartum-hair-loss/", "2026-05-01"),
        ("Stress and shedding", "/blog/stress-and-shedding/", "2026-02-01"),
    ]
    assert page["posts"][0]["author"] == "Dr. Maya Lin"


def test_a_blog_post_shows_its_byline_and_is_indexable(graphql, womens_home):
    blog = BlogIndexPageFactory(parent=womens_home)
    BlogPostPageFactory(
        parent=blog,
        slug="stress",
        author="Dr. Maya Lin",
        published_on=datetime.date(2026, 2, 1),
        intro="Cortisol and the hair cycle.",
    )

    page = graphql(BLOG, {"url_path": "/blog/stress/"})["data"]["page"]

    assert page == {
        "__typename": "BlogPostPage",
        "title": page["title"],
        "author": "Dr. Maya Lin",
        "published_on": "2026-02-01",
        "intro": "Cortisol and the hair cycle.",
        "robots_noindex": False,
        "footer_type": "default",
    }


def test_each_post_on_the_blog_shows_its_card_image(graphql, womens_home):
    blog = BlogIndexPageFactory(parent=womens_home)
    BlogPostPageFactory(
        parent=blog,
        title="Stress and shedding",
        image=ImageFactory(),
        image_alt="A hairbrush with shed hairs.",
    )
    BlogPostPageFactory(parent=blog, title="Without a picture")

    posts = graphql(BLOG, {"url_path": "/blog/"})["data"]["page"]["posts"]

    shown = {post["title"]: (post["image"], post["image_alt"]) for post in posts}
    assert shown == {
        "Stress and shedding": ({"rendition": {"width": 640}}, "A hairbrush with shed hairs."),
        "Without a picture": (None, ""),
    }


def test_the_blog_index_costs_the_same_queries_for_two_posts_or_twelve(
    graphql, womens_home, django_assert_max_num_queries, django_assert_num_queries
):
    blog = BlogIndexPageFactory(parent=womens_home)
    for n in range(2):
        BlogPostPageFactory(parent=blog, title=f"Post {n}", image=ImageFactory())
    graphql(BLOG, {"url_path": "/blog/"})  # warms the site-root cache
    with django_assert_max_num_queries(20) as captured:
        assert len(graphql(BLOG, {"url_path": "/blog/"})["data"]["page"]["posts"]) == 2
    queries_for_two = len(captured)
    for n in range(2, 12):
        BlogPostPageFactory(parent=blog, title=f"Post {n}", image=ImageFactory())
    graphql(BLOG, {"url_path": "/blog/"})  # makes the new images' sized copies once

    with django_assert_num_queries(queries_for_two):
        assert len(graphql(BLOG, {"url_path": "/blog/"})["data"]["page"]["posts"]) == 12


def test_mens_stories_list_their_articles_in_a_fixed_number_of_queries(
    graphql, womens_home, same_queries_after
):
    stories = StoryIndexPageFactory(parent=MensHomePageFactory(parent=womens_home))
    StoryPageFactory(parent=stories, title="James", customer_name="James R.", slug="james")

    def eight_more():
        for n in range(8):
            StoryPageFactory(parent=stories, title=f"Story {n}")

    page = same_queries_after(lambda: graphql(STORIES, {"url_path": "/men/stories/"}), eight_more)

    assert len(page["data"]["page"]["stories"]) == 9
    article = graphql(STORIES, {"url_path": "/men/stories/james/"})["data"]["page"]
    assert article["customer_name"] == "James R."
    assert article["months_on_product"] == 6
