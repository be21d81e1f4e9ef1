"""The quiz as the storefront drives it: the page's questions, submitting, opening a result."""

import pytest

from cms.home.tests.factories import MensHomePageFactory
from cms.products.tests.factories import ProductPageFactory
from commerce.quiz.models import QuizResult

from .factories import QuizPageFactory, rule

pytestmark = pytest.mark.django_db

QUIZ_PAGE = """query($path: String!) { page(url_path: $path, in_site: true) { __typename id title
  ... on QuizPage { intro line questions { key prompt help_text kind image { url alt }
  answers { key label skips } } } } }"""

SUBMIT = """mutation($input: SubmitQuizInput!) { submitQuiz(input: $input) { token result {
  token line audience quiz_path created_at
  root_causes { category label colour score title explanation }
  recommendation { sku plan boosters product_page { title } } } } }"""

RESULT = """query($token: String!) { quizResult(token: $token) { token line audience
  root_causes { category score title } recommendation { sku plan } } }"""


def answers(**given):
    return [{"question": key, "answers": value} for key, value in given.items()]


def submit(graphql, quiz, given, **headers):
    return graphql(SUBMIT, {"input": {"quiz_id": str(quiz.pk), "answers": given}}, **headers)


def test_the_storefront_reads_the_questions_without_their_scores(graphql, womens_home):
    # Given the women's quiz
    QuizPageFactory(parent=womens_home)

    # When the storefront reads /quiz/
    page = graphql(QUIZ_PAGE, {"path": "/quiz/"})["data"]["page"]

    # Then it gets the questions, their answers and what each answer skips, and no scores
    assert page["__typename"] == "QuizPage"
    assert page["line"] == "women"
    assert [q["key"] for q in page["questions"]] == ["age", "postpartum", "lifestyle"]
    age = page["questions"][0]
    assert age["kind"] == "single"
    assert age["answers"][1] == {"key": "45-plus", "label": "45-Plus", "skips": ["postpartum"]}
    assert page["questions"][2]["kind"] == "multiple"


def test_the_mens_quiz_says_it_is_the_mens(graphql, womens_home):
    men = MensHomePageFactory(parent=womens_home)
    QuizPageFactory(parent=men)

    page = graphql(QUIZ_PAGE, {"path": "/men/quiz/"})["data"]["page"]

    assert page["line"] == "men"


def test_a_visitor_submits_and_opens_the_result_by_its_token(graphql, womens_home):
    # Given a quiz recommending a product page to stressed visitors, anything else otherwise
    stressed = ProductPageFactory(parent=womens_home, title="Calm Formula")
    anyone = ProductPageFactory(parent=womens_home, title="Core")
    quiz = QuizPageFactory(
        parent=womens_home,
        rules=[
            rule(stressed, top_cause="stress", plan="monthly", boosters=["RW-BOOST"]),
            rule(anyone),
        ],
    )

    # When a visitor aged 18-44, not postpartum, stressed and eating badly submits
    body = submit(
        graphql, quiz, answers(age=["18-44"], postpartum=["no"], lifestyle=["stressed", "diet"])
    )

    # Then stress comes first, then nutrition, and the stress rule recommends its product
    result = body["data"]["submitQuiz"]["result"]
    assert [(c["category"], c["score"]) for c in result["root_causes"]] == [
        ("stress", 3),
        ("nutrition", 2),
    ]
    assert result["root_causes"][0]["title"] == "Stress"
    assert result["root_causes"][0]["explanation"] == "<p>Cortisol.</p>"
    assert result["root_causes"][0]["colour"].startswith("#")
    assert result["audience"] == "women_18_44"
    assert result["quiz_path"] == "/quiz/"
    assert result["recommendation"] == {
        "sku": stressed.product.upc,
        "plan": "monthly",
        "boosters": ["RW-BOOST"],
        "product_page": {"title": "Calm Formula"},
    }

    # And the token opens the same result later
    token = body["data"]["submitQuiz"]["token"]
    opened = graphql(RESULT, {"token": token})["data"]["quizResult"]
    assert opened["recommendation"] == {"sku": stressed.product.upc, "plan": "monthly"}
    assert QuizResult.objects.get().customer is None


def test_an_unknown_token_opens_nothing(graphql, womens_home):
    assert graphql(RESULT, {"token": "not-a-token"})["data"]["quizResult"] is None
