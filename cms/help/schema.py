"""The article roots: the overlay's article view (ShowArticle) and the search by short answer."""

import graphene

from api.core.errors import UserInputError
from api.core.search import MAX_SEARCH_LENGTH, SEARCH_TOO_LONG

from .articles import (
    article_hits,
    article_path,
    body_html,
    formula_comparison,
    live_articles,
    search_articles,
)
from .types import FormulaComparison, SearchArticle


class Article(graphene.ObjectType):
    """An FAQ article as the search overlay's article view shows it (the spec's ShowArticle),
    resolved from the FaqArticlePage itself."""

    id = graphene.ID(required=True, description="The article's id.")
    objectID = graphene.ID(required=True, description="The same id, as search clients name it.")
    title = graphene.String(required=True, description="The question.")
    body = graphene.String(
        required=True,
        description="The answer as HTML; links to other pages are storefront paths. The "
        "comparison table is not in it (see comparison).",
    )
    short_description = graphene.String(required=True, description="The answer in a sentence.")
    category = graphene.String(required=True, description="The article's category.")
    url_path = graphene.String(required=True, description="The article's storefront path.")
    comparison = graphene.Field(
        FormulaComparison, description="The four-formula table, when the article has one."
    )
    related = graphene.List(
        graphene.NonNull(SearchArticle),
        required=True,
        description="Published related articles, at most 4.",
    )

    @staticmethod
    def resolve_id(page, info):
        return str(page.pk)

    @staticmethod
    def resolve_objectID(page, info):
        return str(page.pk)

    @staticmethod
    def resolve_body(page, info):
        return body_html(page)

    @staticmethod
    def resolve_category(page, info):
        return page.category.name

    @staticmethod
    def resolve_url_path(page, info):
        return article_path(page, info.context)

    @staticmethod
    def resolve_comparison(page, info):
        return formula_comparison(page)

    @staticmethod
    def resolve_related(page, info):
        return article_hits(page.related_articles(), info.context)


class HelpQueries(graphene.ObjectType):
    article = graphene.Field(
        Article,
        article_id=graphene.ID(required=True),
        description="A published FAQ article by id; null when there is none (or not yet).",
    )
    article_search = graphene.List(
        graphene.NonNull(SearchArticle),
        required=True,
        query=graphene.String(required=True),
        description="Published FAQ articles whose short answer matches the query: at most 5.",
    )

    @staticmethod
    def resolve_article(root, info, article_id):
        try:
            pk = int(article_id)
        except (TypeError, ValueError):
            return None
        return live_articles().filter(pk=pk).first()

    @staticmethod
    def resolve_article_search(root, info, query):
        if len(query) > MAX_SEARCH_LENGTH:
            raise UserInputError(SEARCH_TOO_LONG)
        query = query.strip()
        if not query:
            return []
        return article_hits(search_articles(query), info.context)
