"""The help centre's GraphQL types that others reuse: an article as a hit, the formula table."""

import graphene


def _faq_article_type():
    from .models import faq_article_type

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
    objectID = graphene.ID(required=True, description="The same id, as search clients name it.")
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
