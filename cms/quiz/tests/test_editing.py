"""What editors are told when a quiz cannot work, and that the quiz opens in the CMS."""

import pytest
from wagtail.blocks import StreamBlockValidationError
from wagtail.test.utils.form_data import nested_form_data, rich_text, streamfield

from cms.products.tests.factories import ProductPageFactory
from cms.quiz.models import QuizPage
from cms.quiz.storefront import list_values

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


def form_data(page, **changes) -> dict:
    """The editor's form as the CMS posts it, from the page's stored quiz."""

    def items(values):
        return streamfield([("item", value) for value in values])

    def answer_form(raw):
        skip = list_values(raw.get("skip", []))
        return {**raw, "audience": raw.get("audience") or "", "skip": items(skip)}

    questions = [
        (
            "question",
            {
                **child.block.get_prep_value(child.value),
                "image": "",
                "answers": items(
                    [
                        answer_form(a)
                        for a in list_values(child.block.get_prep_value(child.value)["answers"])
                    ]
                ),
            },
        )
        for child in page.questions
    ]
    for key, value in changes.items():
        questions[0][1][key] = value
    rules = [
        (
            "rule",
            {**r.value, "product": r.value["product"].pk, "boosters": items(r.value["boosters"])},
        )
        for r in page.result_rules
    ]
    causes = [
        ("cause", {**c.value, "explanation": rich_text(c.value["explanation"].source)})
        for c in page.causes
    ]
    return nested_form_data(
        {
            "title": page.title,
            "slug": page.slug,
            "intro": page.intro,
            "body": streamfield([]),
            "questions": streamfield(questions),
            "causes": streamfield(causes),
            "result_rules": streamfield(rules),
            "header_type": page.header_type,
            "footer_type": page.footer_type,
        }
    )


def test_a_marketer_rewords_a_question_and_publishes_it(admin_client, graphql, womens_home):
    page = QuizPageFactory(parent=womens_home)

    response = admin_client.post(
        f"/cms/pages/{page.pk}/edit/",
        {**form_data(page, prompt="How old are you now?"), "action-publish": "publish"},
    )

    assert response.status_code == 302, (
        response.context["form"].errors["questions"].as_data()[0].as_json_data()
    )
    live = graphql(
        '{ page(url_path: "/quiz/", in_site: true) { ... on QuizPage { questions { prompt } } } }'
    )
    assert live["data"]["page"]["questions"][0]["prompt"] == "How old are you now?"


def test_publishing_without_a_catch_all_rule_is_refused(admin_client, womens_home):
    stressed = ProductPageFactory(parent=womens_home)
    page = QuizPageFactory(parent=womens_home, rules=[rule(stressed, top_cause="stress")])

    response = admin_client.post(
        f"/cms/pages/{page.pk}/edit/", {**form_data(page), "action-publish": "publish"}
    )

    assert response.status_code == 200
    assert "End with a catch-all rule" in response.content.decode()
