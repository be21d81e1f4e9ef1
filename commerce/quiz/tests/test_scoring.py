"""Scoring, branching and the first matching rule, on a quiz given as plain data."""

import pytest

from commerce.quiz.definition import ANY, Answer, Question, QuizDefinition, Rule
from commerce.quiz.errors import QuizAnswersInvalid
from commerce.quiz.scoring import evaluate

AGE = Question(
    "age",
    "single",
    (
        Answer("18-44", audience="women_18_44"),
        Answer("45-plus", {"hormones": 2}, "women_45_plus", skips=("postpartum",)),
    ),
)
POSTPARTUM = Question(
    "postpartum", "single", (Answer("yes", {"hormones": 3}, "postpartum"), Answer("no"))
)
LIFESTYLE = Question(
    "lifestyle",
    "multiple",
    (
        Answer("stressed", {"stress": 3}),
        Answer("diet", {"nutrition": 2, "metabolism": 1}),
        Answer("city", {"environment": 2}),
        Answer("none"),
    ),
)
RULES = (
    Rule("any", "postpartum", "RW-POSTPARTUM", "3_month"),
    Rule("hormones", ANY, "RW-HORMONE", "6_month"),
    Rule("stress", "women_18_44", "RW-CORE", "monthly", ("RW-BOOST-STRESS",)),
    Rule(ANY, ANY, "RW-CORE", "3_month"),
)
QUIZ = QuizDefinition(1, "women", "/quiz/", (AGE, POSTPARTUM, LIFESTYLE), RULES)


def test_causes_are_ranked_strongest_first_and_ties_keep_the_category_order():
    # When a visitor answers city life and a poor diet
    outcome = evaluate(
        QUIZ, [("age", ["18-44"]), ("postpartum", ["no"]), ("lifestyle", ["diet", "city"])]
    )

    # Then nutrition and environment tie at 2 (nutrition comes first), metabolism follows
    assert outcome.root_causes == [("nutrition", 2), ("environment", 2), ("metabolism", 1)]
    # And no specific rule matches, so the catch-all recommends
    assert (outcome.rule.sku, outcome.rule.plan) == ("RW-CORE", "3_month")


def test_no_cause_scores_when_no_answer_carries_points():
    outcome = evaluate(QUIZ, [("age", ["18-44"]), ("postpartum", ["no"]), ("lifestyle", ["none"])])

    assert outcome.root_causes == []
    assert outcome.rule.sku == "RW-CORE"


def test_the_first_matching_rule_wins():
    # Stressed and 18-44: the stress rule, with its booster
    outcome = evaluate(
        QUIZ, [("age", ["18-44"]), ("postpartum", ["no"]), ("lifestyle", ["stressed"])]
    )
    assert (outcome.rule.sku, outcome.rule.boosters) == ("RW-CORE", ("RW-BOOST-STRESS",))

    # Postpartum outranks a top cause of stress: its rule comes first
    outcome = evaluate(
        QUIZ, [("age", ["18-44"]), ("postpartum", ["yes"]), ("lifestyle", ["stressed"])]
    )
    assert outcome.audience == "postpartum"
    assert outcome.rule.sku == "RW-POSTPARTUM"


def test_a_later_answer_refines_the_audience_and_the_mens_line_defaults_to_men():
    outcome = evaluate(QUIZ, [("age", ["18-44"]), ("postpartum", ["yes"]), ("lifestyle", ["none"])])
    assert outcome.audience == "postpartum"

    mens = QuizDefinition(
        2, "men", "/men/quiz/", (LIFESTYLE,), (Rule(ANY, "men", "RW-M", "monthly"),)
    )
    assert evaluate(mens, [("lifestyle", ["city"])]).audience == "men"


def test_a_skipped_question_needs_no_answer():
    # When a visitor of 45+ (which skips the postpartum question) answers the rest
    outcome = evaluate(QUIZ, [("age", ["45-plus"]), ("lifestyle", ["stressed"])])

    # Then the result counts the age answer's hormones and is that of 45+
    assert outcome.audience == "women_45_plus"
    assert outcome.root_causes == [("stress", 3), ("hormones", 2)]
    assert outcome.answers == {"age": ["45-plus"], "lifestyle": ["stressed"]}


@pytest.mark.parametrize(
    ("submitted", "message"),
    [
        (
            [("age", ["45-plus"]), ("postpartum", ["no"]), ("lifestyle", ["none"])],
            'Question "postpartum" is skipped by an earlier answer; leave it unanswered.',
        ),
        ([("age", ["18-44"]), ("lifestyle", ["none"])], 'Question "postpartum" needs an answer.'),
        (
            [("age", ["18-44"]), ("postpartum", []), ("lifestyle", ["none"])],
            'Question "postpartum" needs an answer.',
        ),
        (
            [("age", ["18-44", "45-plus"]), ("lifestyle", ["none"])],
            'Question "age" takes one answer only.',
        ),
        (
            [("age", ["18-44"]), ("postpartum", ["no"]), ("lifestyle", ["maybe"])],
            'Question "lifestyle" has no answer "maybe".',
        ),
        ([("shoe-size", ["9"])], 'There is no question "shoe-size" in this quiz.'),
        (
            [("age", ["18-44"]), ("age", ["18-44"])],
            'Question "age" is answered twice.',
        ),
        (
            [("age", ["18-44"]), ("postpartum", ["no"]), ("lifestyle", ["city", "city"])],
            'Question "lifestyle" has the same answer twice.',
        ),
    ],
)
def test_answers_that_do_not_fit_the_quiz_are_refused_with_the_reason(submitted, message):
    with pytest.raises(QuizAnswersInvalid) as refused:
        evaluate(QUIZ, submitted)

    assert refused.value.code == "QUIZ_ANSWERS_INVALID"
    assert refused.value.message == message
