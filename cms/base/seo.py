"""What search engines and social networks read about a storefront page: its description, its
share image and its place in the site (breadcrumbs)."""

import logging
from dataclasses import dataclass

import graphene
from wagtail.images.models import SourceImageIOError
from wagtail.models import Page

from .paths import storefront_path

logger = logging.getLogger(__name__)

# Search results show about this many characters of a description; longer text is cut there.
META_DESCRIPTION_LENGTH = 160
# The size Open Graph and Twitter's large card show without cropping.
SHARE_IMAGE_WIDTH = 1200
SHARE_IMAGE_HEIGHT = 630
HOME_CRUMB = "Home"
SHARE_IMAGE_FILTER = f"fill-{SHARE_IMAGE_WIDTH}x{SHARE_IMAGE_HEIGHT}|format-jpeg|jpegquality-85"


class ShareImage(graphene.ObjectType):
    """The picture a shared link shows (Open Graph, Twitter card)."""

    url = graphene.String(required=True, description="Path on the storefront or full URL.")
    width = graphene.Int(required=True)
    height = graphene.Int(required=True)


class Breadcrumb(graphene.ObjectType):
    title = graphene.String(required=True)
    storefront_path = graphene.String(required=True)


class StorefrontSeo(graphene.Interface):
    """What a page says about itself to search engines and social networks."""

    meta_description = graphene.String(
        required=True,
        description="The search description, else the page's intro or short description, "
        "else the site's default; at most 160 characters.",
    )
    canonical_path = graphene.String(
        required=True,
        description="The page search engines should index for this content: the page's own "
        "storefront path, or (a plan page) its product's main page.",
    )
    og_image = graphene.Field(
        ShareImage,
        description="The share image: the page's own, else (product pages) the product's "
        "image, else the site's default; null when none is set.",
    )
    breadcrumbs = graphene.List(
        graphene.NonNull(Breadcrumb),
        required=True,
        description="The page's ancestors from the home page down, then the page itself.",
    )


@dataclass(frozen=True)
class ShareImageData:
    url: str
    width: int
    height: int


def short_description(text: str) -> str:
    """Whitespace collapsed, cut at a word boundary to the length search results show."""
    text = " ".join(text.split())
    if len(text) <= META_DESCRIPTION_LENGTH:
        return text
    cut = text[: META_DESCRIPTION_LENGTH - 1]
    return (cut.rsplit(" ", 1)[0] if " " in cut else cut).rstrip(" ,;:.") + "…"


def wagtail_share_image(image) -> ShareImageData | None:
    """The image cropped for sharing; None when its file is missing, so the page still renders
    (with the next share image in line)."""
    try:
        rendition = image.get_rendition(SHARE_IMAGE_FILTER)
    except SourceImageIOError:
        logger.warning("Share image %s has no readable file (%s)", image.pk, image.file.name)
        return None
    return ShareImageData(url=rendition.url, width=rendition.width, height=rendition.height)


def crumb_title(page) -> str:
    # specific_class reads Django's cached content types: no query per crumb.
    return getattr(page.specific_class, "crumb_title", None) or page.title


def breadcrumbs(page, request) -> list[Breadcrumb]:
    """Every ancestor with a storefront path, read in one query, then the page itself (a draft
    in preview keeps its own title)."""
    ancestors = (
        Page.objects.ancestor_of(page)
        .live()
        .filter(depth__gt=1)
        .only("title", "url_path", "depth", "content_type")
        .order_by("depth")
    )
    crumbs = []
    for crumb in [*ancestors, page]:
        path = storefront_path(crumb, request)
        if path is not None:
            # The home pages' titles are taglines: a trail starts from "Home", and a page type
            # may name its crumb (crumb_title) instead of its title.
            title = HOME_CRUMB if path == "/" else crumb_title(crumb)
            crumbs.append(Breadcrumb(title=title, storefront_path=path))
    return crumbs
