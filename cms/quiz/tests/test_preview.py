"""Editors take a draft quiz in the storefront's preview: the draft's questions and rules score
it, nothing is stored, and the live quiz keeps scoring the published revision."""

import pytest
from django.core.cache import cache

from cms.content.tests.factories import ContentPageFactory
from cms.products.tests.factories import ProductPageFactory
from commerce.quiz.models import QuizResult

from .factories import QuizPageFactory, answer, cause, question, rule, sample_questions
from .test_quiz_api import answers, submit
from .test_submitting import error_of

pytestmark = pytest.mark.django_db

PREVIEW = """query($token: String!, $answers: [QuizAnswerInput!]!) {
  previewQuizResult(token: $token, answers: $answers) { token line quiz_path
  root_causes { category title } recommendation { sku plan product_page { title } } } }"""

GIVEN = answers(age=["18-44"], postpartum=["no"], lifestyle=["stressed"])


def preview(graphql, token, given=GIVEN):
    return graphql(PREVIEW, {"token": token, "answers": given})


@pytest.fixture
def core(womens_home):
    return ProductPageFactory(parent=womens_home, title="Core", slug="core")


@pytest.fixture
def quiz(womens_home, core):
    return QuizPageFactory(parent=womens_home, rules=[rule(core)])


def draft_preview_token(quiz, womens_home):
    """The editor changes the rules and a cause (unpublished) and opens the preview."""
    calm = ProductPageFactory(parent=womens_home, title="Calm Formula", slug="calm")
    quiz.result_rules = [rule(calm, top_cause="stress", plan="monthly"), rule(calm)]
    quiz.causes = [cause("stress", "Stress, redrafted", "<p>Cortisol, redrafted.</p>")]
    quiz.save_revision()
    return quiz.create_page_preview().token, calm


def test_the_preview_scores_the_drafts_rules_and_the_live_quiz_the_published_ones(
    graphql, quiz, womens_home, core
):
    # Given a published quiz whose draft recommends another product
    token, calm = draft_preview_token(quiz, womens_home)

    # When the editor submits in the preview, and a visitor submits the live quiz
    previewed = preview(graphql, token)
    live = submit(graphql, quiz, GIVEN)

    # Then the preview answers with the draft's rule and explanation, unsaved
    result = previewed["data"]["previewQuizResult"]
    assert result["token"] == ""
    assert result["line"] == "women"
    assert result["quiz_path"] == "/quiz/"
    assert result["recommendation"]["sku"] == calm.product.upc
    assert result["recommendation"]["plan"] == "monthly"
    assert result["root_causes"][0] == {"category": "stress", "title": "Stress, redrafted"}
    # And the visitor still gets the published rule; only their result is stored
    live_result = live["data"]["submitQuiz"]["result"]
    assert live_result["recommendation"]["sku"] == core.product.upc
    assert live_result["root_causes"][0]["title"] == "Stress"
    assert list(QuizResult.objects.values_list("token", flat=True)) == [
        live["data"]["submitQuiz"]["token"]
    ]


def test_a_preview_stores_nothing_and_leaves_the_live_quizs_cache_alone(graphql, quiz, womens_home):
    token, _ = draft_preview_token(quiz, womens_home)
    cache.clear()

    preview(graphql, token)

    assert QuizResult.objects.count() == 0
    quiz.refresh_from_db()
    live_key = f"quiz-definition:{quiz.pk}:{quiz.live_revision_id}:{quiz.url_path}"
    assert cache.get(live_key) is None


def test_the_preview_checks_answers_against_the_drafts_questions(graphql, quiz, womens_home):
    # Given a draft with a new question
    quiz.questions = [*sample_questions(), question("sleep", [answer("well"), answer("badly")])]
    quiz.save_revision()
    token = quiz.create_page_preview().token

    # When the editor's answers leave it out, then answer it
    missing = preview(graphql, token)
    answered = preview(graphql, token, [*GIVEN, {"question": "sleep", "answers": ["well"]}])

    assert error_of(missing) == ("QUIZ_ANSWERS_INVALID", 'Question "sleep" needs an answer.')
    assert "errors" not in answered
    assert QuizResult.objects.count() == 0


@pytest.mark.parametrize("kind", ["forged", "another page's", "empty"])
def test_a_bogus_preview_token_is_refused(graphql, quiz, womens_home, kind):
    token, _ = draft_preview_token(quiz, womens_home)
    other = ContentPageFactory(parent=womens_home, slug="science").create_page_preview().token
    bogus = {"forged": token[:-4] + "abcd", "another page's": other, "empty": ""}[kind]

    body = preview(graphql, bogus)

    assert error_of(body) == (
        "QUIZ_PREVIEW_NOT_FOUND",
        "This preview has expired. Open the preview again from the CMS.",
    )
    assert QuizResult.objects.count() == 0
