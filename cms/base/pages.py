from django.conf import settings
from django.core.signing import BadSignature
from django.db import models
from grapple.models import GraphQLCollection, GraphQLField, GraphQLStreamfield, GraphQLString
from wagtail.admin.panels import FieldPanel
from wagtail.fields import StreamField
from wagtail.models import Page
from wagtail.search import index
from wagtail_headless_preview.models import HeadlessMixin

from .blocks import editorial_blocks
from .layout import LayoutMixin, StorefrontLayout
from .models import StorefrontSettings
from .paths import storefront_path as path_on_storefront
from .seo import (
    ShareImageData,
    StorefrontSeo,
    breadcrumbs,
    short_description,
    wagtail_share_image,
)


class StorefrontPage(HeadlessMixin, LayoutMixin, Page):
    """A page the Next.js storefront renders: layout selection plus an editorial body."""

    body = StreamField(editorial_blocks(), blank=True)
    share_image = models.ForeignKey(
        "wagtailimages.Image",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="The picture shown when the page is shared (cropped to 1200×630). Empty: "
        "a product page shows its product, other pages the site's default share image.",
    )

    # Fields whose text stands for the page when editors wrote no search description.
    description_fallback_fields: tuple[str, ...] = ("intro",)

    content_panels = [*Page.content_panels, FieldPanel("body")]
    promote_panels = [
        *Page.promote_panels,
        FieldPanel("share_image"),
        *LayoutMixin.layout_panels,
    ]
    search_fields = [*Page.search_fields, index.SearchField("body")]
    graphql_fields = [
        *LayoutMixin.layout_graphql_fields,
        GraphQLStreamfield("body"),
        GraphQLString("storefront_path", required=True),
        GraphQLString("meta_description", required=True),
        GraphQLString("canonical_path", required=True),
        GraphQLField("og_image", "cms.base.seo.ShareImage"),
        GraphQLCollection(
            GraphQLField,
            "breadcrumbs",
            "cms.base.seo.Breadcrumb",
            required=True,
            item_required=True,
        ),
    ]
    graphql_interfaces = (StorefrontLayout, StorefrontSeo)

    def storefront_path(self, info, **kwargs) -> str:
        return path_on_storefront(self, info.context) or self.url_path

    def canonical_path(self, info, **kwargs) -> str:
        return self.storefront_path(info)

    def meta_description(self, info, **kwargs) -> str:
        candidates = [self.search_description]
        candidates += [getattr(self, name, "") for name in self.description_fallback_fields]
        for text in candidates:
            if text and text.strip():
                return short_description(text)
        return short_description(StorefrontSettings.for_request(info.context).meta_description)

    def og_image(self, info, **kwargs) -> ShareImageData | None:
        # An image whose file is missing gives None: the next one in line stands in.
        own = wagtail_share_image(self.share_image) if self.share_image_id else None
        if own is None:
            own = self.default_share_image()
        if own is not None:
            return own
        site_settings = StorefrontSettings.for_request(info.context)
        if site_settings.share_image_id:
            return wagtail_share_image(site_settings.share_image)
        return None

    def default_share_image(self) -> ShareImageData | None:
        """The share image of a page whose editors chose none, before the site's default."""
        return None

    def breadcrumbs(self, info, **kwargs):
        return breadcrumbs(self, info.context)

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
