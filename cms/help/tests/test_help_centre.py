import pytest
from django.core.exceptions import ValidationError
from wagtail.test.utils.form_data import inline_formset, nested_form_data, streamfield

from cms.help.models import FaqRelatedArticle
from cms.home.tests.factories import MensHomePageFactory

from .factories import (
    FaqArticlePageFactory,
    FaqCategoryFactory,
    FaqIndexPageFactory,
    comparison_block,
    text_block,
)

pytestmark = pytest.mark.django_db

HELP_CENTRE = """
query($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    __typename title
    ... on FaqIndexPage {
      intro
      categories { name articles { id title short_description storefront_path } }
    }
    ... on FaqArticlePage {
      short_description category_name
      body {
        __typename ... on FormulaComparisonBlock { heading rows { feature women postpartum } }
      }
      related_articles { title storefront_path }
    }
  }
}
"""


def help_centre(graphql, path="/faq/"):
    return graphql(HELP_CENTRE, {"url_path": path})["data"]["page"]


def test_the_help_centre_lists_its_questions_by_category_in_the_categories_order(
    graphql, womens_home
):
    faq = FaqIndexPageFactory(parent=womens_home)
    shipping = FaqCategoryFactory(name="Shipping and returns", sort_order=4)
    results = FaqCategoryFactory(name="Results", sort_order=2)
    FaqArticlePageFactory(
        parent=faq,
        title="How long does shipping take?",
        category=shipping,
        short_description="Orders arrive in 3 to 5 business days.",
    )
    FaqArticlePageFactory(parent=faq, title="When will I see results?", category=results)
    FaqArticlePageFactory(parent=faq, title="Why am I still shedding?", category=results)
    FaqArticlePageFactory(parent=faq, title="A draft", category=shipping).unpublish()

    page = help_centre(graphql)

    assert page["__typename"] == "FaqIndexPage"
    assert [
        (group["name"], [article["title"] for article in group["articles"]])
        for group in page["categories"]
    ] == [
        ("Results", ["When will I see results?", "Why am I still shedding?"]),
        ("Shipping and returns", ["How long does shipping take?"]),
    ]
    shipping_article = page["categories"][1]["articles"][0]
    assert shipping_article["short_description"] == "Orders arrive in 3 to 5 business days."
    assert shipping_article["storefront_path"] == "/faq/how-long-does-shipping-take/"


def test_the_mens_help_centre_lists_only_its_own_articles(graphql, womens_home):
    mens_faq = FaqIndexPageFactory(parent=MensHomePageFactory(parent=womens_home))
    FaqArticlePageFactory(parent=FaqIndexPageFactory(parent=womens_home), title="For women")
    FaqArticlePageFactory(parent=mens_faq, title="Does it block DHT?")

    groups = help_centre(graphql, "/men/faq/")["categories"]

    assert [a["storefront_path"] for g in groups for a in g["articles"]] == [
        "/men/faq/does-it-block-dht/"
    ]


def test_an_article_shows_its_comparison_table_and_its_published_related_articles(
    graphql, womens_home
):
    faq = FaqIndexPageFactory(parent=womens_home)
    article = FaqArticlePageFactory(
        parent=faq,
        title="Which formula is right for me?",
        category=FaqCategoryFactory(name="Products and ingredients"),
        body=[text_block("<p>It depends on your age.</p>"), comparison_block()],
    )
    vegan = FaqArticlePageFactory(parent=faq, title="Is there a vegan option?")
    draft = FaqArticlePageFactory(parent=faq, title="Coming soon")
    draft.unpublish()
    results = FaqArticlePageFactory(parent=faq, title="When will I see results?")
    for order, related in enumerate([vegan, draft, results]):
        FaqRelatedArticle.objects.create(page=article, article=related, sort_order=order)

    page = help_centre(graphql, "/faq/which-formula-is-right-for-me/")

    assert page["category_name"] == "Products and ingredients"
    assert page["body"][1] == {
        "__typename": "FormulaComparisonBlock",
        "heading": "Which formula is right for me?",
        "rows": [
            {
                "feature": "Who it is for",
                "women": "Women 18-44",
                "postpartum": "The first year after birth",
            }
        ],
    }
    assert page["related_articles"] == [
        {"title": "Is there a vegan option?", "storefront_path": "/faq/is-there-a-vegan-option/"},
        {"title": "When will I see results?", "storefront_path": "/faq/when-will-i-see-results/"},
    ]


def test_an_article_shows_at_most_four_related_articles_and_never_itself(womens_home):
    faq = FaqIndexPageFactory(parent=womens_home)
    article = FaqArticlePageFactory(parent=faq)
    others = [FaqArticlePageFactory(parent=faq) for _ in range(5)]
    for order, related in enumerate([article, *others]):
        FaqRelatedArticle.objects.create(page=article, article=related, sort_order=order)

    assert article.related_articles() == others[:4]


def test_the_help_centre_costs_the_same_queries_for_two_articles_or_twelve(
    graphql, womens_home, same_queries_after
):
    faq = FaqIndexPageFactory(parent=womens_home)
    for n in range(2):
        FaqArticlePageFactory(parent=faq, title=f"Question {n}")

    def ten_more():
        for n in range(2, 12):
            FaqArticlePageFactory(parent=faq, title=f"Question {n}")

    groups = same_queries_after(lambda: help_centre(graphql), ten_more)["categories"]

    assert sum(len(group["articles"]) for group in groups) == 12


def test_a_short_description_longer_than_two_sentences_allow_is_refused(womens_home):
    faq = FaqIndexPageFactory(parent=womens_home)
    article = FaqArticlePageFactory(parent=faq)
    article.short_description = "x" * 301

    with pytest.raises(ValidationError) as refused:
        article.full_clean()

    assert "short_description" in refused.value.message_dict


def edit_form_data(article, related_ids):
    return nested_form_data(
        {
            "title": article.title,
            "slug": article.slug,
            "short_description": article.short_description,
            "category": article.category_id,
            "body": streamfield([]),
            "header_type": article.header_type,
            "footer_type": article.footer_type,
            "related_article_links": inline_formset(
                [{"article": pk} for pk in related_ids], min=0, max=4
            ),
        }
    )


@pytest.mark.parametrize(
    ("chosen", "message"),
    [
        ("itself", "An article cannot be related to itself."),
        ("twice", "This article is already in the list."),
    ],
)
def test_editors_cannot_relate_an_article_to_itself_or_twice(
    admin_client, womens_home, chosen, message
):
    faq = FaqIndexPageFactory(parent=womens_home)
    article = FaqArticlePageFactory(parent=faq)
    other = FaqArticlePageFactory(parent=faq)
    related = [article.pk] if chosen == "itself" else [other.pk, other.pk]

    response = admin_client.post(f"/cms/pages/{article.pk}/edit/", edit_form_data(article, related))

    assert response.status_code == 200
    assert message in response.content.decode()
    assert not FaqRelatedArticle.objects.filter(page=article).exists()


def test_editors_save_related_articles_in_their_order(admin_client, womens_home):
    faq = FaqIndexPageFactory(parent=womens_home)
    article = FaqArticlePageFactory(parent=faq)
    first, second = FaqArticlePageFactory(parent=faq), FaqArticlePageFactory(parent=faq)

    response = admin_client.post(
        f"/cms/pages/{article.pk}/edit/",
        {**edit_form_data(article, [second.pk, first.pk]), "action-publish": "publish"},
    )

    assert response.status_code == 302, response.context["form"].errors
    article.refresh_from_db()
    assert article.related_articles() == [second, first]


def test_a_draft_article_previews_with_its_table(graphql, womens_home):
    article = FaqArticlePageFactory(parent=FaqIndexPageFactory(parent=womens_home))
    article.body = [comparison_block(heading="Formulas compared")]
    token = article.create_page_preview().token

    previewed = graphql(
        "query($token: String!) { page(token: $token) { ... on FaqArticlePage "
        "{ body { ... on FormulaComparisonBlock { heading } } } } }",
        {"token": token},
    )["data"]["page"]

    assert previewed == {"body": [{"heading": "Formulas compared"}]}
