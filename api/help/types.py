"""The help centre's GraphQL types: an article, an article as a hit, the formula table."""

import graphene

from cms.help.articles import article_hits, article_path, body_html, formula_comparison

from ..core.fields import attribute


def _faq_article_type():
    from cms.help.models import faq_article_type

    return faq_article_type()


class FaqCategoryGroup(graphene.ObjectType):
    """A category of the help centre with its published articles."""

    name = graphene.String(required=True, description="The category, e.g. Subscriptions.")
    articles = graphene.List(
        graphene.NonNull(_faq_article_type),
        required=True,
        description="Its articles, in the order editors gave them.",
    )


class SearchArticle(graphene.ObjectType):
    """An FAQ article as a search hit (and as a related article)."""

    id = graphene.ID(required=True, description="The article's id; article(article_id) loads it.")
    objectID = graphene.ID(
        required=True, source="id", description="The same id, as search clients name it."
    )
    title = graphene.String(required=True, description="The question.")
    short_description = graphene.String(required=True, description="The answer in a sentence.")
    category = graphene.String(required=True, description="The article's category.")
    url_path = graphene.String(required=True, description="The article's storefront path.")


class ComparisonRow(graphene.ObjectType):
    """One row of the four-formula comparison: a label and a value per formula."""

    label = graphene.String(required=True, description="What the row compares, e.g. Collagen.")
    women = graphene.String(required=True, description="Women.")
    womens_vegan = graphene.String(required=True, description="Women's Vegan.")
    womens_balance = graphene.String(required=True, description="Women's Balance.")
    postpartum = graphene.String(required=True, description="Postpartum.")


class FormulaComparison(graphene.ObjectType):
    """The four women's formulas side by side."""

    heading = graphene.String(required=True, description="The table's heading and caption.")
    rows = graphene.List(graphene.NonNull(ComparisonRow), required=True, description="Its rows.")


class Article(graphene.ObjectType):
    """An FAQ article as the search overlay's article view shows it (the spec's ShowArticle),
    resolved from the FaqArticlePage itself."""

    id = graphene.ID(required=True, source="pk", description="The article's id.")
    objectID = graphene.ID(
        required=True, source="pk", description="The same id, as search clients name it."
    )
    title = graphene.String(required=True, description="The question.")
    body = graphene.String(
        required=True,
        description="The answer as HTML; links to other pages are storefront paths. The "
        "comparison table is not in it (see comparison).",
    )
    short_description = graphene.String(required=True, description="The answer in a sentence.")
    category = graphene.String(
        required=True, description="The article's category.", resolver=attribute("category.name")
    )
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
    def resolve_body(page, info):
        return body_html(page)

    @staticmethod
    def resolve_url_path(page, info):
        return article_path(page, info.context)

    @staticmethod
    def resolve_comparison(page, info):
        return formula_comparison(page)

    @staticmethod
    def resolve_related(page, info):
        return article_hits(page.related_articles(), info.context)
