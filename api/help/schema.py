"""The article roots: the overlay's article view (ShowArticle) and the search by short answer."""

import graphene

from cms.help.articles import article_hits, live_articles, search_articles
from cms.search.errors import MAX_SEARCH_LENGTH, SEARCH_TOO_LONG

from ..core.cms_arguments import CmsRoots
from ..core.errors import UserInputError
from .types import Article, SearchArticle


class HelpQueries(CmsRoots, graphene.ObjectType):
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
