from django.db import models
from grapple.models import GraphQLString
from wagtail.admin.panels import FieldPanel
from wagtail.search import index

from cms.base.pages import StorefrontPage


class ContentPage(StorefrontPage):
    """An editorial page: science, results, FAQ, story and the like."""

    intro = models.TextField(blank=True, help_text="One or two sentences under the title.")

    parent_page_types = ["home.HomePage", "home.MensHomePage", "content.ContentPage"]

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("intro"),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = [*StorefrontPage.search_fields, index.SearchField("intro")]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("intro", required=True),
    ]


class TrackingPage(StorefrontPage):
    """Order tracking at /tracking/ and the pages beneath it."""

    # Spec storefront §2: /tracking/ pages get main padding, a white header and, like
    # /shedthesilence/, no scroll restoration.
    layout_defaults = {"main_padding": True, "white_header": True, "scroll_restoration": False}

    intro = models.TextField(blank=True, help_text="One or two sentences under the title.")

    parent_page_types = ["home.HomePage", "home.MensHomePage", "content.TrackingPage"]
    subpage_types = ["content.TrackingPage"]

    content_panels = ContentPage.content_panels
    search_fields = ContentPage.search_fields
    graphql_fields = ContentPage.graphql_fields
