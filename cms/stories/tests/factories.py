import datetime

import factory

from cms.base.tests.factories import StorefrontPageFactory
from cms.stories.models import BlogIndexPage, BlogPostPage, StoryIndexPage, StoryPage


class BlogIndexPageFactory(StorefrontPageFactory):
    title = "The Rootwell Blog"
    slug = "blog"
    intro = "Hair science, stories and routines."

    class Meta:
        model = BlogIndexPage


class BlogPostPageFactory(StorefrontPageFactory):
    author = "Dr. Maya Lin"
    published_on = factory.Sequence(lambda n: datetime.date(2026, 1, 1) + datetime.timedelta(n))
    intro = "Why hair sheds after stress, and what helps."

    class Meta:
        model = BlogPostPage


class StoryIndexPageFactory(StorefrontPageFactory):
    title = "Men's Stories"
    slug = "stories"

    class Meta:
        model = StoryIndexPage


class StoryPageFactory(StorefrontPageFactory):
    customer_name = "James R."
    months_on_product = 6
    published_on = factory.Sequence(lambda n: datetime.date(2026, 1, 1) + datetime.timedelta(n))
    intro = "My hairline stopped receding by month four."

    class Meta:
        model = StoryPage
