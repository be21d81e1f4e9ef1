from django.conf import settings
from django.core.signing import BadSignature
from django.db import models
from grapple.models import GraphQLStreamfield, GraphQLString
from wagtail.admin.panels import FieldPanel
from wagtail.fields import StreamField
from wagtail.models import Page
from wagtail.search import index
from wagtail_headless_preview.models import HeadlessMixin

from .blocks import editorial_blocks
from .layout import LayoutMixin, StorefrontLayout
from .paths import storefront_path as path_on_storefront


class StorefrontPage(HeadlessMixin, LayoutMixin, Page):
    """A page the Next.js storefront renders: layout selection plus an editorial body."""

    body = StreamField(editorial_blocks(), blank=True)

    content_panels = [*Page.content_panels, FieldPanel("body")]
    promote_panels = [*Page.promote_panels, *LayoutMixin.layout_panels]
    search_fields = [*Page.search_fields, index.SearchField("body")]
    graphql_fields = [
        *LayoutMixin.layout_graphql_fields,
        GraphQLStreamfield("body"),
        GraphQLString("storefront_path", required=True),
    ]
    graphql_interfaces = (StorefrontLayout,)

    def storefront_path(self, info, **kwargs) -> str:
        return path_on_storefront(self, info.context) or self.url_path

    @classmethod
    def get_page_from_preview_token(cls, token: str):
        """The draft behind a preview token; None once the token is forged or has expired."""
        try:
            cls.get_preview_signer().unsign(token, max_age=settings.PREVIEW_TOKEN_MAX_AGE_SECONDS)
        except BadSignature:
            return None
        return super().get_page_from_preview_token(token)

    class Meta:
        abstract = True


class IntroducedPage(StorefrontPage):
    """A storefront page with a sentence or two under its title."""

    intro = models.TextField(blank=True, help_text="One or two sentences under the title.")

    content_panels = [
        *StorefrontPage.content_panels[:1],
        FieldPanel("intro"),
        *StorefrontPage.content_panels[1:],
    ]
    search_fields = [*StorefrontPage.search_fields, index.SearchField("intro")]
    graphql_fields = [*StorefrontPage.graphql_fields, GraphQLString("intro", required=True)]

    class Meta:
        abstract = True
