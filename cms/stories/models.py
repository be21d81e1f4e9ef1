from django.db import models
from django.utils import timezone
from grapple.models import GraphQLImage, GraphQLInt, GraphQLString
from wagtail.admin.panels import FieldPanel
from wagtail.search import index

from cms.base.blocks.fields import IMAGE_ALT_HELP
from cms.base.listing import GraphQLPageList, bound_page_lists, live_children
from cms.base.pages import IntroducedPage, StorefrontPage


class BlogIndexPage(IntroducedPage):
    """The blog at /blog/: an introduction and the newest posts."""

    page_description = "The blog at /blog/: an introduction above the newest posts."

    parent_page_types = ["home.HomePage"]
    subpage_types = ["stories.BlogPostPage"]
    max_count = 1

    graphql_fields = [
        *IntroducedPage.graphql_fields,
        GraphQLPageList(
            "posts", "stories.BlogPostPage", description="Published posts, newest first."
        ),
    ]

    def posts(self, info, **kwargs):
        # Each card shows its post's image: the images and their sized copies come in two
        # queries for the whole list rather than two per post.
        return (
            live_children(self, BlogPostPage, "-published_on", "-pk")
            .select_related("image")
            .prefetch_related("image__renditions")
        )

    class Meta:
        verbose_name = "blog index page"


class BlogPostPage(StorefrontPage):
    """A blog post: who wrote it, when, a short introduction and the article."""

    page_description = "A blog post with its author, date, introduction and article."

    author = models.CharField(max_length=120, help_text="Shown as the byline.")
    published_on = models.DateField(default=timezone.localdate, help_text="Shown with the byline.")
    intro = models.TextField(help_text="A sentence or two, also shown on the blog index.")
    image = models.ForeignKey(
        "wagtailimages.Image",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="The picture on the post's card in the blog index.",
    )
    image_alt = models.CharField(
        max_length=200, blank=True, verbose_name="image alt text", help_text=IMAGE_ALT_HELP
    )

    parent_page_types = ["stories.BlogIndexPage"]
    subpage_types: list[str] = []

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("author"),
        FieldPanel("published_on"),
        FieldPanel("intro"),
        FieldPanel("image"),
        FieldPanel("image_alt"),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = [
        *StorefrontPage.search_fields,
        index.SearchField("intro"),
        index.SearchField("author"),
        index.FilterField("published_on"),
    ]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("author", required=True),
        GraphQLString("published_on", required=True, description="ISO date, YYYY-MM-DD."),
        GraphQLString("intro", required=True),
        GraphQLImage("image", description="The card's picture; null when none is chosen."),
        GraphQLString(
            "image_alt", required=True, description="Alt text; empty when the image is decorative."
        ),
    ]

    class Meta:
        verbose_name = "blog post"


class StoryIndexPage(IntroducedPage):
    """The men's stories at /men/stories/: customers' own accounts of their results."""

    page_description = "The men's customer stories at /men/stories/."

    parent_page_types = ["home.MensHomePage", "home.HomePage"]
    subpage_types = ["stories.StoryPage"]

    graphql_fields = [
        *IntroducedPage.graphql_fields,
        GraphQLPageList(
            "stories", "stories.StoryPage", description="Published stories, newest first."
        ),
    ]

    def stories(self, info, **kwargs):
        return live_children(self, StoryPage, "-published_on", "-pk")

    class Meta:
        verbose_name = "story index page"


class StoryPage(StorefrontPage):
    """One customer's story: who they are, how long they have used the product, in their words."""

    page_description = (
        "One customer's story: who they are, how long they have used the product, in their words."
    )

    customer_name = models.CharField(max_length=120, help_text="As the customer wants it shown.")
    months_on_product = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="How long they had taken it when they told their story."
    )
    published_on = models.DateField(default=timezone.localdate)
    intro = models.TextField(help_text="A sentence or two, also shown on the stories index.")

    parent_page_types = ["stories.StoryIndexPage"]
    subpage_types: list[str] = []

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("customer_name"),
        FieldPanel("months_on_product"),
        FieldPanel("published_on"),
        FieldPanel("intro"),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = [
        *StorefrontPage.search_fields,
        index.SearchField("intro"),
        index.SearchField("customer_name"),
        index.FilterField("published_on"),
    ]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("customer_name", required=True),
        GraphQLInt("months_on_product", description="Months on the product; null if not said."),
        GraphQLString("published_on", required=True, description="ISO date, YYYY-MM-DD."),
        GraphQLString("intro", required=True),
    ]

    class Meta:
        verbose_name = "story"


bound_page_lists("BlogIndexPage.posts", "StoryIndexPage.stories")
