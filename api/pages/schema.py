"""The CMS's roots beyond grapple's own: redirects and the sitemap, as the storefront reads them."""

import graphene
from wagtail.contrib.redirects.models import Redirect
from wagtail.models import Site

from cms.base.paths import storefront_path
from cms.base.sitemap import indexable_pages

from ..core.cms_arguments import CmsRoots
from .types import SitemapEntry, StorefrontRedirect


class PageQueries(CmsRoots, graphene.ObjectType):
    redirect = graphene.Field(
        StorefrontRedirect,
        old_path=graphene.String(required=True),
        description="The redirect for a storefront path that has no page, if editors set one.",
    )
    sitemap_entries = graphene.List(
        graphene.NonNull(SitemapEntry),
        required=True,
        description="Published, public pages that search engines may index (at most 50,000).",
    )

    @staticmethod
    def resolve_redirect(root, info, old_path):
        if "\x00" in old_path:
            return None  # no path holds a NUL, which PostgreSQL cannot compare
        site = Site.find_for_request(info.context)
        redirect = (
            Redirect.get_for_site(site)
            .filter(old_path=Redirect.normalise_path(old_path))
            .select_related("redirect_page")
            .first()
        )
        if redirect is None:
            return None
        if redirect.redirect_page:
            location = storefront_path(redirect.redirect_page)
            if location is None or not redirect.redirect_page.live:
                return None
        else:
            location = redirect.redirect_link
        return StorefrontRedirect(location=location, is_permanent=redirect.is_permanent)

    @staticmethod
    def resolve_sitemap_entries(root, info):
        return [
            SitemapEntry(url_path=path, last_modified=page.last_published_at)
            for page, path in indexable_pages(Site.find_for_request(info.context))
        ]
