import pytest

from cms.content.tests.factories import ContentPageFactory
from cms.help.models import FaqRelatedArticle
from cms.help.tests.factories import (
    FaqArticlePageFactory,
    FaqCategoryFactory,
    FaqIndexPageFactory,
    comparison_block,
    text_block,
)

pytestmark = pytest.mark.django_db

SHOW_ARTICLE = """
query ShowArticle($article_id: ID!) {
  article(article_id: $article_id) {
    id objectID title body short_description category url_path
    comparison { heading rows { label women womens_vegan womens_balance postpartum } }
    related { id objectID title short_description category url_path }
  }
}
"""

ARTICLE_SEARCH = """
query($query: String!) { article_search(query: $query) { id title category url_path } }
"""


@pytest.fixture
def faq(womens_home):
    return FaqIndexPageFactory(parent=womens_home)


def show_article(graphql, article_id):
    return graphql(SHOW_ARTICLE, {"article_id": str(article_id)})["data"]["article"]


def test_an_article_comes_with_its_html_body_table_and_related_articles(graphql, faq):
    ingredients = ContentPageFactory(parent=faq.get_parent(), slug="ingredients")
    article = FaqArticlePageFactory(
        parent=faq,
        title="Which formula is right for me?",
        short_description="It depends on your age and diet.",
        category=FaqCategoryFactory(name="Products and ingredients"),
        body=[
            text_block(
                f'<p>See <a linktype="page" id="{ingredients.pk}">our ingredients</a>.</p>',
                heading="In short",
            ),
            comparison_block(),
        ],
    )
    vegan = FaqArticlePageFactory(
        parent=faq, title="Is there a vegan option?", category=article.category
    )
    FaqRelatedArticle.objects.create(page=article, article=vegan, sort_order=0)

    shown = show_article(graphql, article.pk)

    assert shown == {
        "id": str(article.pk),
        "objectID": str(article.pk),
        "title": "Which formula is right for me?",
        "body": '<h2>In short</h2><p>See <a href="/ingredients/">our ingredients</a>.</p>',
        "short_description": "It depends on your age and diet.",
        "category": "Products and ingredients",
        "url_path": "/faq/which-formula-is-right-for-me/",
        "comparison": {
            "heading": "Which formula is right for me?",
            "rows": [
                {
                    "label": "Who it is for",
                    "women": "Women 18-44",
                    "womens_vegan": "Plant-based",
                    "womens_balance": "Women 45+",
                    "postpartum": "The first year after birth",
                }
            ],
        },
        "related": [
            {
                "id": str(vegan.pk),
                "objectID": str(vegan.pk),
                "title": "Is there a vegan option?",
                "short_description": vegan.short_description,
                "category": "Products and ingredients",
                "url_path": "/faq/is-there-a-vegan-option/",
            }
        ],
    }


def test_an_article_without_a_table_has_no_comparison(graphql, faq):
    article = FaqArticlePageFactory(parent=faq, body=[text_block("<p>Yes.</p>")])

    shown = show_article(graphql, article.pk)

    assert (shown["body"], shown["comparison"], shown["related"]) == ("<p>Yes.</p>", None, [])


def test_drafts_missing_ids_and_other_pages_are_null_not_errors(graphql, faq):
    draft = FaqArticlePageFactory(parent=faq)
    draft.unpublish()
    other_page = ContentPageFactory(parent=faq.get_parent(), slug="science")

    for article_id in (draft.pk, 999999, other_page.pk, faq.pk, "not-a-number"):
        answer = graphql(SHOW_ARTICLE, {"article_id": str(article_id)})
        assert answer == {"data": {"article": None}}, article_id


def test_an_article_costs_the_same_queries_with_one_related_article_or_four(
    graphql, faq, django_assert_max_num_queries, django_assert_num_queries
):
    article = FaqArticlePageFactory(parent=faq, body=[comparison_block()])
    first = FaqArticlePageFactory(parent=faq)
    FaqRelatedArticle.objects.create(page=article, article=first, sort_order=0)
    show_article(graphql, article.pk)  # warms the site-root cache
    with django_assert_max_num_queries(10) as captured:
        assert len(show_article(graphql, article.pk)["related"]) == 1
    for order in range(1, 4):
        FaqRelatedArticle.objects.create(
            page=article,
            article=FaqArticlePageFactory(parent=faq, category=FaqCategoryFactory()),
            sort_order=order,
        )

    with django_assert_num_queries(len(captured)):
        assert len(show_article(graphql, article.pk)["related"]) == 4


def test_article_search_finds_at_most_five_by_their_short_description(graphql, faq):
    for n in range(7):
        FaqArticlePageFactory(
            parent=faq,
            title=f"Shipping question {n}",
            short_description=f"Orders ship within {n + 1} business days.",
        )
    FaqArticlePageFactory(
        parent=faq, title="Does shipping cost extra?", short_description="Subscriptions are free."
    )
    draft = FaqArticlePageFactory(parent=faq, short_description="Orders ship tomorrow.")
    draft.unpublish()

    hits = graphql(ARTICLE_SEARCH, {"query": "orders ship"})["data"]["article_search"]

    assert len(hits) == 5
    assert all(hit["title"].startswith("Shipping question") for hit in hits)
    assert hits[0]["url_path"].startswith("/faq/shipping-question-")


def test_article_search_matches_the_short_description_not_the_title(graphql, faq):
    FaqArticlePageFactory(
        parent=faq,
        title="Is there a vegan option?",
        short_description="Women's Vegan uses plant proteins instead of marine collagen.",
    )

    def titles(query):
        return [
            h["title"] for h in graphql(ARTICLE_SEARCH, {"query": query})["data"]["article_search"]
        ]

    assert titles("plant proteins") == ["Is there a vegan option?"]
    assert titles("option") == []
    assert titles("   ") == []


def test_article_search_costs_the_same_queries_for_one_hit_or_five(
    graphql, faq, django_assert_max_num_queries, django_assert_num_queries
):
    FaqArticlePageFactory(parent=faq, short_description="Collagen supports keratin.")
    graphql(ARTICLE_SEARCH, {"query": "collagen"})  # warms the site-root cache
    with django_assert_max_num_queries(10) as captured:
        assert len(graphql(ARTICLE_SEARCH, {"query": "collagen"})["data"]["article_search"]) == 1
    for n in range(4):
        FaqArticlePageFactory(
            parent=faq, category=FaqCategoryFactory(), short_description=f"Collagen {n}."
        )

    with django_assert_num_queries(len(captured)):
        assert len(graphql(ARTICLE_SEARCH, {"query": "collagen"})["data"]["article_search"]) == 5


def test_a_search_longer_than_fifty_characters_is_refused(graphql, faq):
    fifty = "Subscriptions can be paused or cancelled any time."
    FaqArticlePageFactory(parent=faq, short_description=fifty)

    answer = graphql(ARTICLE_SEARCH, {"query": fifty + "!"})

    assert answer["data"] is None
    assert [(e["message"], e["extensions"]["code"]) for e in answer["errors"]] == [
        ("Search for at most 50 characters.", "BAD_USER_INPUT")
    ]
    assert len(graphql(ARTICLE_SEARCH, {"query": fifty})["data"]["article_search"]) == 1
