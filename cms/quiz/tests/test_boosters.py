"""A result's boosters, shown under the plan as product cards that link to their pages."""

import pytest

from cms.products.tests.factories import ProductPageFactory
from commerce.plans.tests.factories import ProductFactory, core_product_with_four_plans

from .factories import QuizPageFactory, rule
from .test_quiz_api import answers, submit

pytestmark = pytest.mark.django_db

BOOSTERS = """query($token: String!) { quizResult(token: $token) { recommendation { boosters
  booster_products { title intro storefront_path image purchase_source default_sku
  from_price { value currency } } } } }"""

# The result, the site roots, the booster pages, their plans (products, attributes, stock...) and
# their review figures (one query for all cards).
QUERIES_FOR_BOOSTERS = 7
GIVEN = answers(age=["18-44"], postpartum=["no"], lifestyle=["city"])


def booster(parent, title, upc, slug):
    product = core_product_with_four_plans(title=title, upc=upc)
    return ProductPageFactory(parent=parent, product=product, title=title, slug=slug)


def result_with_boosters(graphql, womens_home, skus):
    core = ProductPageFactory(parent=womens_home, slug="core")
    quiz = QuizPageFactory(parent=womens_home, rules=[rule(core, boosters=skus)])
    return submit(graphql, quiz, GIVEN)["data"]["submitQuiz"]["token"]


def test_the_result_shows_its_boosters_as_cards_in_the_rules_order(graphql, womens_home):
    # Given a rule recommending two boosters on sale, one not on sale and one with no page
    booster(womens_home, "Biotin Booster", "RW-BIOTIN", "biotin")
    iron = booster(womens_home, "Iron Booster", "RW-IRON", "iron")
    iron.intro = "Iron for stronger roots."
    iron.save_revision().publish()
    ProductPageFactory(parent=womens_home, product=ProductFactory(upc="RW-GONE"), slug="gone")
    skus = ["RW-IRON", "RW-GONE", "RW-NOWHERE", "RW-BIOTIN"]
    token = result_with_boosters(graphql, womens_home, skus)

    # When the result page reads the result
    body = graphql(BOOSTERS, {"token": token})
    recommendation = body["data"]["quizResult"]["recommendation"]

    # Then the boosters on sale are cards linking to their pages, in the rule's order
    assert recommendation["boosters"] == skus
    cards = recommendation["booster_products"]
    assert [card["title"] for card in cards] == ["Iron Booster", "Biotin Booster"]
    iron_card = cards[0]
    assert iron_card["intro"] == "Iron for stronger roots."
    assert iron_card["storefront_path"] == "/iron/"
    assert iron_card["from_price"] == {"value": "70.33", "currency": "USD"}
    # A quick add from the result counts as the quiz's, as the plan does.
    assert iron_card["purchase_source"] == "quiz"
    assert iron_card["default_sku"] == "RW-IRON-1M-S01"


def test_an_unpublished_booster_page_is_left_out(graphql, womens_home):
    page = booster(womens_home, "Iron Booster", "RW-IRON", "iron")
    token = result_with_boosters(graphql, womens_home, ["RW-IRON"])
    page.unpublish()

    body = graphql(BOOSTERS, {"token": token})

    assert body["data"]["quizResult"]["recommendation"]["booster_products"] == []


def test_the_boosters_cost_the_same_queries_for_one_or_four(
    graphql, womens_home, django_assert_num_queries
):
    # Given a result recommending four boosters, of which one has a page at first
    skus = [f"RW-B{n}" for n in range(4)]
    token = result_with_boosters(graphql, womens_home, skus)
    booster(womens_home, "Booster 0", "RW-B0", "b0")
    graphql(BOOSTERS, {"token": token})  # what a process reads once (the plans' attributes)

    with django_assert_num_queries(QUERIES_FOR_BOOSTERS):
        graphql(BOOSTERS, {"token": token})
    for n in range(1, 4):
        booster(womens_home, f"Booster {n}", f"RW-B{n}", f"b{n}")
    with django_assert_num_queries(QUERIES_FOR_BOOSTERS):
        body = graphql(BOOSTERS, {"token": token})

    assert len(body["data"]["quizResult"]["recommendation"]["booster_products"]) == 4
