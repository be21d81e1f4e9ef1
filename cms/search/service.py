"""The search overlay's one call: products grouped by category, FAQ articles, pages and query
suggestions for what was typed, or the visitor's popular products when nothing was."""

import uuid
from dataclasses import dataclass, field

from django.db.models import Q
from wagtail.contrib.search_promotions.models import SearchPromotion
from wagtail.models import Page
from wagtail.search.utils import normalise_query_string

from cms.base.paths import storefront_path
from cms.help.articles import live_articles
from cms.help.models import FaqArticlePage
from cms.home.models import MensHomePage
from cms.products.models import ProductPage

from . import pages as resources
from . import products, spelling
from .errors import UnknownSection, check_length
from .matching import matching
from .models import ProductSearchEntry
from .suggestions import suggestions_for
from .visitor import visitor_search_state

MAX_ARTICLES = 10
DEFAULT_VIEW_ARTICLES = 5
SECTION_GENDERS = {"women": "Women", "men": "Men"}


@dataclass
class SearchResults:
    query: str
    query_id: str
    visitor_state: str
    products: list[ProductSearchEntry] = field(default_factory=list)
    articles: list[tuple[FaqArticlePage, str]] = field(default_factory=list)
    pages: list[tuple[Page, str]] = field(default_factory=list)
    suggestions: list[str] = field(default_factory=list)

    @property
    def found(self) -> bool:
        return bool(self.products or self.articles or self.pages)


def search(query: str, section: str = "women", user=None, request=None) -> SearchResults:
    query = " ".join(query.split())
    check_length(query)
    if section not in SECTION_GENDERS:
        raise UnknownSection()
    state, categories = visitor_search_state(user)
    results = SearchResults(query=query, query_id=uuid.uuid4().hex, visitor_state=state)
    if not query:
        results.products = products.popular_products(categories, SECTION_GENDERS.get(section))
        results.articles = _section_articles(section, request)
    else:
        _find(results, query, section, request)
        if not results.found:
            corrected = spelling.vocabulary(_vocabulary_texts).correct_query(query)
            if corrected and corrected != query.casefold():
                _find(results, corrected, section, request)
        _pin_promotions(results, query, request)
    results.suggestions = suggestions_for(query)
    return results


def what_query_finds(query: str) -> tuple[bool, bool]:
    """Whether `query` finds (products, FAQ articles)."""
    return bool(products.matching_products(query)), bool(_matching_articles(query, None))


def _find(results: SearchResults, query: str, section: str, request) -> None:
    gender = SECTION_GENDERS.get(section)
    results.products = products.grouped(products.matching_products(query, gender))
    results.articles = _matching_articles(query, request, section)
    results.pages = resources.matching_pages(query, request)


def _matching_articles(query: str, request, section=None) -> list[tuple[FaqArticlePage, str]]:
    found = matching(query, _in_section(live_articles(), section), MAX_ARTICLES)
    return _with_paths(found, request)


def _section_articles(section: str, request) -> list[tuple[FaqArticlePage, str]]:
    """The first FAQ articles of the section's help centre, for the default view."""
    articles = _in_section(live_articles(), section).order_by("path")
    return _with_paths(articles[:DEFAULT_VIEW_ARTICLES], request)


def _in_section(articles, section: str | None):
    """The articles of the section's own help centre (the men's answers on the men's site);
    all of them without a section."""
    men_home = MensHomePage.objects.live().values_list("path", flat=True).first()
    if section is None or not men_home:
        return articles
    # By tree path, which Wagtail's search can filter on.
    below_men = Q(path__startswith=men_home)
    return articles.filter(below_men) if section == "men" else articles.exclude(below_men)


def _with_paths(pages, request) -> list[tuple[Page, str]]:
    paths = ((page, storefront_path(page, request)) for page in pages)
    return [(page, path) for page, path in paths if path is not None]


def _pin_promotions(results: SearchResults, query: str, request) -> None:
    """Editors' picks for this query lead their kind of results: a product page's product,
    an FAQ article, or any other page."""
    pick_ids = list(
        SearchPromotion.objects.filter(
            query__query_string=normalise_query_string(query), page__live=True
        )
        .order_by("sort_order")
        .values_list("page_id", flat=True)
    )
    if not pick_ids:
        return
    picked = {page.pk: page for page in Page.objects.filter(pk__in=pick_ids).specific()}
    # Prepending the last pick first leaves the picks in the editors' order.
    for page in [picked[page_id] for page_id in reversed(pick_ids) if page_id in picked]:
        if isinstance(page, ProductPage):
            entry = ProductSearchEntry.objects.filter(product_id=page.product_id).first()
            if entry is not None:
                results.products = [entry] + [e for e in results.products if e.pk != entry.pk]
        elif isinstance(page, FaqArticlePage):
            path = storefront_path(page, request)
            if path is not None:
                rest = [(a, p) for a, p in results.articles if a.pk != page.pk]
                results.articles = [(page, path), *rest][:MAX_ARTICLES]
        else:
            kept = resources.indexable([page], request)
            rest = [(p, path) for p, path in results.pages if p.pk != page.pk]
            results.pages = (kept + rest)[: resources.MAX_PAGES]
    results.products = products.grouped(results.products)


def _vocabulary_texts():
    yield from ProductSearchEntry.objects.values_list("title", flat=True)
    yield from ProductSearchEntry.objects.values_list("sub_title", flat=True)
    yield from ProductSearchEntry.objects.values_list("category", flat=True).distinct()
    yield from ProductSearchEntry.objects.values_list("short_description", flat=True)
    yield from live_articles().values_list("title", flat=True)
    yield from live_articles().values_list("short_description", flat=True)
    yield from resources.resource_pages().values_list("title", flat=True)
