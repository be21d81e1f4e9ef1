"""Product pages tell shoppers what is in a product, what it was shown to do, how to take it,
what to expect and what the guarantee promises: blocks editors fill in the CMS."""

import pytest
from wagtail.models import PageViewRestriction

from cms.help.tests.factories import FaqArticlePageFactory, FaqIndexPageFactory, comparison_block
from cms.legal.tests.factories import LegalPageFactory
from cms.products.tests.factories import ProductPageFactory
from commerce.plans.tests.factories import core_product_with_four_plans

pytestmark = pytest.mark.django_db

BODY = """
query($path: String!) {
  page(url_path: $path, in_site: true) {
    ... on ProductPage {
      body {
        __typename
        ... on SupplementFactsBlock {
          heading serving_size servings_per_container
          rows { ingredient amount daily_value } footnotes other_ingredients
        }
        ... on ClinicalResultsBlock { heading results { figure statement footnote } }
        ... on HowToUseBlock { heading steps { step text } note }
        ... on TimelineBlock { heading milestones { period headline text } footnote }
        ... on GuaranteeBlock { heading text terms terms_path link_label }
        ... on FaqListBlock { heading items { question answer } }
        ... on FormulaComparisonBlock { heading rows { feature women postpartum } }
      }
    }
  }
}
"""

FACTS = {
    "heading": "Supplement Facts",
    "serving_size": "4 capsules",
    "servings_per_container": 30,
    "rows": [
        {"ingredient": "Biotin (as D-biotin)", "amount": "2,500 mcg", "daily_value": "8333%"},
        {"ingredient": "Marine collagen peptides", "amount": "1,050 mg", "daily_value": "†"},
    ],
    "footnotes": ["† Daily Value not established."],
    "other_ingredients": "Capsule (hypromellose), rice flour.",
}
STUDY = "Based on a 6-month clinical study of 40 women."
CLINICAL = {
    "heading": "Clinically tested results",
    "results": [
        {"figure": "86%", "statement": "saw less shedding", "footnote": STUDY},
        {"figure": "79%", "statement": "said their hair looked thicker", "footnote": STUDY},
    ],
}
HOW_TO_USE = {
    "heading": "How to use",
    "steps": [{"step": "Take 4 capsules a day", "text": "With a meal."}],
    "note": "Talk to your doctor first if you are pregnant.",
}
TIMELINE = {
    "heading": "What to expect",
    "milestones": [
        {"period": "Month 1", "headline": "Building the foundation", "text": ""},
        {"period": "Month 3", "headline": "First new growth", "text": "Baby hairs."},
    ],
    "footnote": "Individual results vary.",
}


def guarantee(terms_page):
    return {
        "heading": "Our 6-month results guarantee",
        "text": "If you see no difference, claim your money back.",
        "terms": ["Eligible at 6 months.", "Claim between day 180 and day 250."],
        "terms_page": terms_page.pk if terms_page else None,
        "link_label": "Read the full guarantee terms",
    }


def product_page(womens_home, body, slug="core"):
    page = ProductPageFactory(
        parent=womens_home, slug=slug, product=core_product_with_four_plans(upc=slug.upper())
    )
    page.body = [{"type": block_type, "value": value} for block_type, value in body]
    page.save_revision().publish()
    return page


def faq_articles(womens_home, count):
    faq = FaqIndexPageFactory(parent=womens_home)
    return [
        FaqArticlePageFactory(parent=faq, title=f"Question {n}?", slug=f"question-{n}")
        for n in range(count)
    ]


def test_a_product_page_shows_facts_results_routine_timeline_guarantee_faq_and_formulas(
    graphql, womens_home
):
    # given a product page with every product block, its guarantee linking to the terms page,
    # and an FAQ of two articles, one of them since unpublished
    terms = LegalPageFactory(parent=womens_home, slug="guarantee-terms")
    shown, hidden = faq_articles(womens_home, 2)
    hidden.unpublish()
    product_page(
        womens_home,
        [
            ("supplement_facts", FACTS),
            ("clinical_results", CLINICAL),
            ("how_to_use", HOW_TO_USE),
            ("timeline", TIMELINE),
            ("guarantee", guarantee(terms)),
            ("faq", {"heading": "Questions", "articles": [shown.pk, hidden.pk]}),
            ("formula_comparison", comparison_block()["value"]),
        ],
    )

    # when the storefront reads the page
    body = graphql(BODY, {"path": "/core/"})["data"]["page"]["body"]

    # then each block comes back as the editor wrote it, in order
    facts, clinical, how_to_use, timeline, promise, faq, formulas = body
    assert {key: value for key, value in facts.items() if key != "__typename"} == FACTS
    assert [result["figure"] for result in clinical["results"]] == ["86%", "79%"]
    assert clinical["results"][1]["footnote"] == STUDY
    assert how_to_use["steps"] == [{"step": "Take 4 capsules a day", "text": "With a meal."}]
    assert [milestone["period"] for milestone in timeline["milestones"]] == ["Month 1", "Month 3"]
    assert timeline["footnote"] == "Individual results vary."
    assert promise["terms"] == ["Eligible at 6 months.", "Claim between day 180 and day 250."]
    assert promise["terms_path"] == "/guarantee-terms/"
    # and the unpublished FAQ article is left out
    assert [item["question"] for item in faq["items"]] == [shown.title]
    assert formulas["__typename"] == "FormulaComparisonBlock"
    assert formulas["rows"][0]["postpartum"]


@pytest.mark.parametrize("terms_state", ["unpublished", "none", "login", "password"])
def test_the_guarantee_links_nowhere_when_its_terms_page_is_not_published_and_public(
    graphql, womens_home, terms_state
):
    # given a guarantee whose terms page is unpublished, missing, or behind a login or password
    terms = LegalPageFactory(parent=womens_home, slug="guarantee-terms")
    if terms_state == "unpublished":
        terms.unpublish()
    if terms_state in ("login", "password"):
        PageViewRestriction.objects.create(
            page=terms, restriction_type=terms_state, password="secret"
        )
    product_page(womens_home, [("guarantee", guarantee(terms if terms_state != "none" else None))])

    # when the product page is read
    [promise] = graphql(BODY, {"path": "/core/"})["data"]["page"]["body"]

    # then the terms are shown without a link
    assert promise["terms_path"] == ""
    assert promise["terms"]


def full_body(terms, articles, copies):
    """Every product block `copies` times, each FAQ list naming all the articles."""
    block_set = [
        ("supplement_facts", FACTS),
        ("clinical_results", CLINICAL),
        ("how_to_use", HOW_TO_USE),
        ("timeline", TIMELINE),
        ("guarantee", guarantee(terms)),
        ("faq", {"heading": "Questions", "articles": [article.pk for article in articles]}),
        ("formula_comparison", comparison_block()["value"]),
    ]
    return block_set * copies


def test_the_product_page_costs_the_same_queries_with_one_set_of_blocks_or_many(
    graphql, womens_home, django_assert_num_queries
):
    # given a page with each block once and one FAQ article, and a page with each block three
    # times and six FAQ articles in each FAQ list
    terms = LegalPageFactory(parent=womens_home, slug="guarantee-terms")
    articles = faq_articles(womens_home, 6)
    product_page(womens_home, full_body(terms, articles[:1], 1), slug="small")
    product_page(womens_home, full_body(terms, articles, 3), slug="large")
    graphql(BODY, {"path": "/small/"})

    # then both cost the same: the FAQ articles and the terms pages are read in one query each
    with django_assert_num_queries(QUERIES):
        small = graphql(BODY, {"path": "/small/"})["data"]["page"]["body"]
    with django_assert_num_queries(QUERIES):
        large = graphql(BODY, {"path": "/large/"})["data"]["page"]["body"]
    assert (len(small), len(large)) == (7, 21)
    assert len(large[5]["items"]) == 6


# 5 to find the page, 1 for the FAQ articles, 1 for the guarantee's terms pages, 1 for whether
# the terms page is behind a login or password, 1 for the site roots their storefront paths are
# read against.
QUERIES = 9
