from itertools import groupby
from operator import attrgetter
from typing import NamedTuple

from django.core.validators import MaxLengthValidator
from django.db import models
from grapple.models import GraphQLString
from grapple.registry import registry
from modelcluster.fields import ParentalKey
from wagtail.admin.forms import WagtailAdminPageForm
from wagtail.admin.panels import FieldPanel, InlinePanel, TitleFieldPanel
from wagtail.fields import StreamField
from wagtail.models import Orderable
from wagtail.search import index

from cms.base.blocks.fields import GraphQLList
from cms.base.listing import GraphQLPageList, bound_list, bound_page_lists, live_children
from cms.base.pages import IntroducedPage, StorefrontPage

from .blocks import article_blocks

# An article shows at most this many related articles (the overlay's Related list).
MAX_RELATED_ARTICLES = 4
# One or two sentences: the answer as search results and the help centre show it.
SHORT_DESCRIPTION_LENGTH = 300


class FaqCategory(models.Model):
    """A heading in the help centre, e.g. Subscriptions; articles are grouped under it."""

    name = models.CharField(max_length=80, unique=True)
    sort_order = models.PositiveSmallIntegerField(
        default=0, help_text="Categories are shown from the lowest number to the highest."
    )

    panels = [FieldPanel("name"), FieldPanel("sort_order")]

    class Meta:
        ordering = ["sort_order", "name"]
        verbose_name = "FAQ category"
        verbose_name_plural = "FAQ categories"

    def __str__(self) -> str:
        return self.name


class ArticleCategory(NamedTuple):
    """A category of the help centre with its published articles (GraphQL: FaqCategoryGroup)."""

    name: str
    articles: list


class FaqIndexPage(IntroducedPage):
    """The help centre (/faq/, /men/faq/): an introduction, then its articles by category."""

    page_description = "The help centre: its FAQ articles listed by category."

    parent_page_types = ["home.HomePage", "home.MensHomePage"]
    subpage_types = ["help.FaqArticlePage"]

    graphql_fields = [
        *IntroducedPage.graphql_fields,
        GraphQLList(
            "categories",
            "api.help.types.FaqCategoryGroup",
            "The published articles by category, in the categories' order.",
        ),
    ]

    def categories(self, info=None, **kwargs) -> list[ArticleCategory]:
        # One query for the whole list: ordered by category, then as editors ordered the pages.
        articles = live_children(
            self, FaqArticlePage, "category__sort_order", "category__name", "path"
        ).select_related("category")
        return [
            ArticleCategory(name=category.name, articles=list(grouped))
            for category, grouped in groupby(articles, key=attrgetter("category"))
        ]

    class Meta:
        verbose_name = "FAQ index page"


class FaqArticleForm(WagtailAdminPageForm):
    """Refuses a related article that is the article itself or is chosen twice."""

    def clean(self):
        cleaned_data = super().clean()
        formset = self.formsets.get("related_article_links")
        if formset is None or not formset.is_valid():
            return cleaned_data
        chosen = set()
        for form in formset.forms:
            if not form.cleaned_data or form.cleaned_data.get("DELETE"):
                continue
            article = form.cleaned_data.get("article")
            if article is None:
                continue
            if self.instance.pk and article.pk == self.instance.pk:
                form.add_error("article", "An article cannot be related to itself.")
            elif article.pk in chosen:
                form.add_error("article", "This article is already in the list.")
            chosen.add(article.pk)
        return cleaned_data


class FaqArticlePage(StorefrontPage):
    """One question and its answer: a short answer for search and lists, then the full one."""

    page_description = "An FAQ article: the question as title, a short answer and the full answer."

    short_description = models.TextField(
        # A TextField's max_length only sizes the form's box; the validator holds it everywhere.
        max_length=SHORT_DESCRIPTION_LENGTH,
        validators=[MaxLengthValidator(SHORT_DESCRIPTION_LENGTH)],
        help_text="The answer in one or two sentences: shown under the question in the help "
        "centre and in search results.",
    )
    category = models.ForeignKey(
        FaqCategory,
        on_delete=models.PROTECT,
        related_name="articles",
        help_text="The help centre lists the article under this heading.",
    )
    body = StreamField(article_blocks(), blank=True)

    description_fallback_fields = ("short_description",)
    parent_page_types = ["help.FaqIndexPage"]
    subpage_types: list[str] = []
    base_form_class = FaqArticleForm

    content_panels = [
        TitleFieldPanel("title", heading="Question"),
        FieldPanel("short_description"),
        FieldPanel("category"),
        FieldPanel("body"),
        InlinePanel(
            "related_article_links",
            max_num=MAX_RELATED_ARTICLES,
            heading="Related articles",
            label="Related article",
        ),
    ]
    search_fields = [
        *StorefrontPage.search_fields,
        index.SearchField("short_description"),
        index.RelatedFields("category", [index.SearchField("name")]),
    ]
    graphql_fields = [
        *StorefrontPage.graphql_fields,
        GraphQLString("short_description", required=True),
        GraphQLString("category_name", required=True, description="The article's category."),
        GraphQLPageList(
            "related_articles",
            "help.FaqArticlePage",
            description=f"Published related articles, at most {MAX_RELATED_ARTICLES}.",
        ),
    ]

    def category_name(self, info=None, **kwargs) -> str:
        return self.category.name

    def related_articles(self, info=None, **kwargs) -> list["FaqArticlePage"]:
        """The published articles editors chose, in their order; drafts are left out."""
        # From the links' ids, which a preview's unsaved links have too: one query for all.
        ids = [link.article_id for link in self.related_article_links.all()]
        ids = [pk for pk in dict.fromkeys(ids) if pk != self.pk]
        found = FaqArticlePage.objects.live().public().filter(pk__in=ids).select_related("category")
        by_id = {article.pk: article for article in found}
        return [by_id[pk] for pk in ids if pk in by_id][:MAX_RELATED_ARTICLES]

    class Meta:
        verbose_name = "FAQ article"


class FaqRelatedArticle(Orderable):
    """An article the reader may want next, chosen by an editor."""

    page = ParentalKey(
        FaqArticlePage, on_delete=models.CASCADE, related_name="related_article_links"
    )
    article = models.ForeignKey(
        FaqArticlePage,
        on_delete=models.CASCADE,
        related_name="+",
        help_text="Another FAQ article.",
    )

    panels = [FieldPanel("article")]


def faq_article_type():
    """The grapple type of FaqArticlePage, for the types that list articles."""
    return registry.pages[FaqArticlePage]


# The categories split one list of at most LISTING_LIMIT articles between them: counted as one
# category holding them all, which is what reading them costs.
bound_list("FaqIndexPage.categories", 1)
bound_page_lists("FaqCategoryGroup.articles")
bound_list("FaqArticlePage.related_articles", MAX_RELATED_ARTICLES)
