import factory

from cms.base.tests.factories import StorefrontPageFactory
from cms.help.models import FaqArticlePage, FaqCategory, FaqIndexPage


class FaqCategoryFactory(factory.django.DjangoModelFactory):
    name = factory.Sequence(lambda n: f"Category {n}")
    sort_order = factory.Sequence(lambda n: n)

    class Meta:
        model = FaqCategory
        django_get_or_create = ("name",)


class FaqIndexPageFactory(StorefrontPageFactory):
    title = "Frequently Asked Questions"
    slug = "faq"
    intro = "Everything you want to know."

    class Meta:
        model = FaqIndexPage


class FaqArticlePageFactory(StorefrontPageFactory):
    short_description = factory.Sequence(lambda n: f"The short answer number {n}.")
    category = factory.SubFactory(FaqCategoryFactory)

    class Meta:
        model = FaqArticlePage


def comparison_block(heading="Which formula is right for me?", rows=None):
    """A formula comparison block's raw value for a body."""
    rows = rows or [
        {
            "feature": "Who it is for",
            "women": "Women 18-44",
            "womens_vegan": "Plant-based",
            "womens_balance": "Women 45+",
            "postpartum": "The first year after birth",
        }
    ]
    return {"type": "formula_comparison", "value": {"heading": heading, "rows": rows}}


def text_block(body, heading=""):
    return {"type": "text", "value": {"heading": heading, "body": body}}
