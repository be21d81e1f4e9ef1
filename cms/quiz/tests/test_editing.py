"""What editors are told when a quiz cannot work, and that the quiz opens in the CMS."""

import pytest
from wagtail.blocks import StreamBlockValidationError

from cms.products.tests.factories import ProductPageFactory
from cms.quiz.models import QuizPage

from .factories import QuizPageFactory, answer, question, rule

pytestmark = pytest.mark.django_db


def problems(page, field) -> list[str]:
    stream = getattr(page, field)
    with pytest.raises(StreamBlockValidationError) as refused:
        stream.stream_block.clean(stream)
    errors = refused.value.non_block_errors
    return [m for e in errors for m in (e.messages if hasattr(e, "messages") else [str(e)])]


def test_rules_must_end_with_a_catch_all(womens_home):
    product_page = ProductPageFactory(parent=womens_home)
    page = QuizPage(result_rules=[rule(product_page), rule(product_page, top_cause="stress")])

    assert problems(page, "result_rules") == [
        "End with a catch-all rule (any cause, anyone) so that every visitor gets a recommendation."
    ]


def test_keys_must_be_unique_and_skips_must_point_to_later_questions(womens_home):
    page = QuizPage(
        questions=[
            question("age", [answer("young"), answer("young")]),
            question("stress", [answer("high", skip=["stress"]), answer("low", skip=["nope"])]),
            question("age", [answer("a"), answer("b")]),
        ]
    )

    assert problems(page, "questions") == [
        'Two questions have the key "age".',
        'Question "age" has two answers with the same key.',
        'Answer "high" of question "stress" skips "stress", which is not a later question.',
        'Answer "low" of question "stress" skips "nope", which is not a later question.',
    ]


def test_a_valid_quiz_passes(womens_home):
    page = QuizPageFactory(parent=womens_home)

    for field in ("questions", "causes", "result_rules"):
        stream = getattr(page, field)
        stream.stream_block.clean(stream)


def test_editors_open_the_quiz_in_the_cms(admin_client, womens_home):
    page = QuizPageFactory(parent=womens_home)

    response = admin_client.get(f"/cms/pages/{page.pk}/edit/")

    assert response.status_code == 200
    assert b"lifestyle" in response.content
