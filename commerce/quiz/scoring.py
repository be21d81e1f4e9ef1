"""Checking a submission against a quiz, scoring it and choosing its recommendation: pure
functions of the definition and the answers, so they need no database."""

from dataclasses import dataclass

from .categories import CATEGORY_KEYS
from .definition import Answer, QuizDefinition, Rule
from .errors import QuizAnswersInvalid


@dataclass(frozen=True)
class Outcome:
    answers: dict[str, list[str]]
    root_causes: list[tuple[str, int]]
    audience: str
    rule: Rule


def chosen_answers(quiz: QuizDefinition, submitted: list[tuple[str, list[str]]]) -> list[Answer]:
    """The answers chosen, in question order, once the submission fits the quiz: every question
    not skipped by an earlier answer answered (one answer for a single choice), skipped ones left
    unanswered, every key known. Otherwise QuizAnswersInvalid naming the first problem."""
    given: dict[str, list[str]] = {}
    questions = {question.key: question for question in quiz.questions}
    for question_key, answer_keys in submitted:
        if question_key not in questions:
            raise QuizAnswersInvalid(f'There is no question "{question_key}" in this quiz.')
        if question_key in given:
            raise QuizAnswersInvalid(f'Question "{question_key}" is answered twice.')
        given[question_key] = list(answer_keys)

    skipped: set[str] = set()
    chosen: list[Answer] = []
    for question in quiz.questions:
        keys = given.get(question.key, [])
        if question.key in skipped:
            if keys:
                raise QuizAnswersInvalid(
                    f'Question "{question.key}" is skipped by an earlier answer; '
                    "leave it unanswered."
                )
            continue
        if not keys:
            raise QuizAnswersInvalid(f'Question "{question.key}" needs an answer.')
        if question.kind == "single" and len(keys) > 1:
            raise QuizAnswersInvalid(f'Question "{question.key}" takes one answer only.')
        if len(set(keys)) != len(keys):
            raise QuizAnswersInvalid(f'Question "{question.key}" has the same answer twice.')
        for key in keys:
            answer = question.answer(key)
            if answer is None:
                raise QuizAnswersInvalid(f'Question "{question.key}" has no answer "{key}".')
            chosen.append(answer)
            skipped.update(answer.skips)
    return chosen


def root_causes(chosen: list[Answer]) -> list[tuple[str, int]]:
    """Categories scoring above 0, strongest first; ties in the categories' own order."""
    totals = dict.fromkeys(CATEGORY_KEYS, 0)
    for answer in chosen:
        for category, points in answer.scores.items():
            totals[category] += points
    ranked = sorted(totals.items(), key=lambda item: -item[1])  # stable: ties keep the order
    return [(category, score) for category, score in ranked if score > 0]


def audience_of(quiz: QuizDefinition, chosen: list[Answer]) -> str:
    """The last audience an answer names (a later question refines an earlier one, as
    postpartum refines women 18-44); men for the men's line when none does."""
    named = [answer.audience for answer in chosen if answer.audience]
    if named:
        return named[-1]
    return "men" if quiz.line == "men" else ""


def first_matching_rule(quiz: QuizDefinition, top_cause: str | None, audience: str) -> Rule | None:
    return next((rule for rule in quiz.rules if rule.matches(top_cause, audience)), None)


def evaluate(quiz: QuizDefinition, submitted: list[tuple[str, list[str]]]) -> Outcome | None:
    """The outcome of a valid submission; None when no rule matches (a quiz without its
    catch-all rule, which the CMS refuses to save)."""
    chosen = chosen_answers(quiz, submitted)
    causes = root_causes(chosen)
    audience = audience_of(quiz, chosen)
    rule = first_matching_rule(quiz, causes[0][0] if causes else None, audience)
    if rule is None:
        return None
    return Outcome(
        answers={key: list(keys) for key, keys in submitted if keys},
        root_causes=causes,
        audience=audience,
        rule=rule,
    )
