"""FAQ articles as the API hands them out: the published ones, as hits, their body as HTML.

The search overlay (cms/search) imports live_articles() and article_hits() for its FAQ results."""

from dataclasses import dataclass

from django.utils.html import format_html
from wagtail.search.backends import get_search_backend

from cms.base.paths import storefront_path

from .blocks import FORMULAS
from .models import FaqArticlePage

# Spec §7 "Article index search by short description": 5 hits.
ARTICLE_SEARCH_HITS = 5
SQLITE_BACKEND = "modelsearch.backends.database.sqlite"


@dataclass(frozen=True)
class ArticleHit:
    """An FAQ article as a search hit (and as a related article)."""

    id: str
    title: str
    short_description: str
    category: str
    url_path: str


@dataclass(frozen=True)
class FormulaComparison:
    """The four women's formulas side by side: rows of a label and a value per formula."""

    heading: str
    rows: list[dict[str, str]]


def live_articles():
    """Published, public FAQ articles, each with its category."""
    return FaqArticlePage.objects.live().public().select_related("category")


def article_path(page: FaqArticlePage, request=None) -> str:
    return storefront_path(page, request) or page.url_path


def article_hits(pages, request=None) -> list[ArticleHit]:
    """FAQ articles as search hits, in the order given. Pages should come with their category
    (live_articles() does that), else each costs a query."""
    return [
        ArticleHit(
            id=str(page.pk),
            title=page.title,
            short_description=page.short_description,
            category=page.category.name,
            url_path=article_path(page, request),
        )
        for page in pages
    ]


def search_articles(query: str, limit: int = ARTICLE_SEARCH_HITS) -> list[FaqArticlePage]:
    """Published articles whose short description matches every word of the query."""
    backend = get_search_backend()
    # By module, not class: importing the SQLite backend defines a model that PostgreSQL lacks.
    if type(backend).__module__.startswith(SQLITE_BACKEND):
        # SQLite's full-text index keeps all of a page's text in one column, so it cannot search
        # the short description alone: the plain database backend can, matching each word inside
        # it, in the order editors gave the pages.
        backend = get_search_backend("modelsearch.backends.database.fallback")
        return list(
            backend.search(
                query,
                live_articles().order_by("path"),
                fields=["short_description"],
                order_by_relevance=False,
            )[:limit]
        )
    return list(backend.search(query, live_articles(), fields=["short_description"])[:limit])


def body_html(page: FaqArticlePage) -> str:
    """The answer as HTML for the overlay: its text sections and calls to action, in order. The
    formula table travels apart (formula_comparison); a product teaser needs the page itself."""
    parts = []
    for block in page.body:
        value = block.value
        if block.block_type in ("text", "image_with_text"):
            if value["heading"]:
                parts.append(format_html("<h2>{}</h2>", value["heading"]))
            # Rendered as Wagtail renders rich text: links to pages become their paths.
            parts.append(str(value["body"].__html__()))
        elif block.block_type == "cta":
            parts.append(
                format_html(
                    '<p>{} <a href="{}">{}</a></p>',
                    value["text"] or value["heading"],
                    value["button_link"],
                    value["button_label"],
                )
            )
    return "".join(parts)


def formula_comparison(page: FaqArticlePage) -> FormulaComparison | None:
    """The article's first formula table, or None when it has none."""
    for block in page.body:
        if block.block_type == "formula_comparison":
            return FormulaComparison(
                heading=block.value["heading"],
                rows=[
                    {"label": row["feature"], **{name: row[name] for name, _ in FORMULAS}}
                    for row in block.value["rows"]
                ],
            )
    return None
