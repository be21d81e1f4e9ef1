"""Reading the quiz and a result costs a fixed number of queries, however long the quiz is."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cms.base.tests.factories import ImageFactory
from cms.products.tests.factories import ProductPageFactory

from .factories import QuizPageFactory, answer, question, rule, sample_questions
from .test_quiz_api import QUIZ_PAGE, RESULT, answers, submit

pytestmark = pytest.mark.django_db

FULL_RESULT = """query($token: String!) { quizResult(token: $token) { token created_at line
  audience quiz_path root_causes { category label colour score title explanation }
  recommendation { sku plan boosters product_page { title add_to_cart_data { title } } } } }"""


def queries_for(graphql, query, variables) -> int:
    with CaptureQueriesContext(connection) as captured:
        body = graphql(query, variables)
    assert "errors" not in body, body
    return len(captured)


def with_images(count: int) -> list:
    extra = [
        question(f"extra-{n}", [answer("a"), answer("b")], kind="single") for n in range(count)
    ]
    for _, value in extra:
        value["image"] = ImageFactory()
    return [*sample_questions(), *extra]


def test_the_quiz_page_costs_the_same_with_one_image_or_five_and_without_any(
    graphql, womens_home, settings, tmp_path
):
    settings.MEDIA_ROOT = tmp_path
    QuizPageFactory(parent=womens_home, slug="quiz", questions=with_images(1))
    QuizPageFactory(parent=womens_home, slug="long-quiz", questions=with_images(5))
    QuizPageFactory(parent=womens_home, slug="plain-quiz")
    graphql(QUIZ_PAGE, {"path": "/quiz/"})  # renditions made once, as a cache would have them
    graphql(QUIZ_PAGE, {"path": "/long-quiz/"})

    # grapple finding the page, and its line; with images, the images and their renditions.
    assert queries_for(graphql, QUIZ_PAGE, {"path": "/quiz/"}) == 8
    assert queries_for(graphql, QUIZ_PAGE, {"path": "/long-quiz/"}) == 8
    assert queries_for(graphql, QUIZ_PAGE, {"path": "/plain-quiz/"}) == 6


def test_a_result_costs_a_fixed_number_of_queries(graphql, womens_home, django_assert_num_queries):
    product_page = ProductPageFactory(parent=womens_home)
    quiz = QuizPageFactory(parent=womens_home, rules=[rule(product_page)])
    body = submit(graphql, quiz, answers(age=["18-44"], postpartum=["no"], lifestyle=["city"]))
    token = body["data"]["submitQuiz"]["token"]

    # The result, the quiz's cause explanations, the product page and its plans.
    with django_assert_num_queries(4):
        graphql(FULL_RESULT, {"token": token})
    # Without the product page: the result and the explanations.
    with django_assert_num_queries(2):
        graphql(RESULT, {"token": token})


def test_a_submit_reads_the_live_quiz_and_writes_the_result(
    graphql, womens_home, django_assert_num_queries
):
    quiz = QuizPageFactory(parent=womens_home)
    given = answers(age=["18-44"], postpartum=["no"], lifestyle=["city"])
    submit(graphql, quiz, given)  # the first builds the quiz's definition, kept per publish

    # The live page, the result written, the recommended product page asked for.
    with django_assert_num_queries(3):
        body = submit(graphql, quiz, given)

    assert body["data"]["submitQuiz"]["result"]["root_causes"][0]["category"] == "environment"
