"""CMS pages as search resources: published, public, indexable pages other than product pages
and FAQ articles (search shows those as products and FAQs)."""

from wagtail.models import Page

from cms.base.layout import LayoutMixin
from cms.base.paths import storefront_path
from cms.help.models import FaqArticlePage
from cms.products.models import ProductPage

from .matching import matching

MAX_PAGES = 3
# Candidates read to find MAX_PAGES indexable ones (a few may be noindex).
PAGE_CANDIDATES = 12


def resource_pages():
    return Page.objects.live().public().not_type(ProductPage, FaqArticlePage).exclude(depth=1)


def matching_pages(query: str, request=None) -> list[tuple[Page, str]]:
    """(page, storefront path) of up to MAX_PAGES indexable pages matching `query`."""
    candidates = matching(query, resource_pages(), PAGE_CANDIDATES)
    return indexable(candidates, request)[:MAX_PAGES]


def indexable(pages: list[Page], request=None) -> list[tuple[Page, str]]:
    """The pages search engines may index, as their specific type (one query per type), with
    their storefront path; those outside every site are left out."""
    ids = [page.pk for page in pages]
    specific = {page.pk: page for page in Page.objects.filter(pk__in=ids).specific()}
    kept = []
    for page_id in ids:
        page = specific.get(page_id)
        if page is None or (isinstance(page, LayoutMixin) and page.robots_noindex):
            continue
        path = storefront_path(page, request)
        if path is not None:
            kept.append((page, path))
    return kept


def description(page) -> str:
    return page.search_description or getattr(page, "intro", "") or ""
