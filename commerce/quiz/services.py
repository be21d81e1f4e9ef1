"""Quiz results: storing a submission, opening one by token, linking it to a customer."""

from django.db import transaction
from django.utils import timezone

from .definition import QuizDefinition
from .errors import QuizNotFound, QuizResultNotFound
from .models import QuizResult
from .scoring import evaluate


def submit(
    quiz: QuizDefinition, submitted: list[tuple[str, list[str]]], customer=None
) -> QuizResult:
    """Scores the answers and stores the result, the customer's when signed in. Invalid
    answers raise QuizAnswersInvalid before anything is written."""
    return QuizResult.objects.create(customer=customer, **_result_fields(quiz, submitted))


def preview(quiz: QuizDefinition, submitted: list[tuple[str, list[str]]]) -> QuizResult:
    """What a submission to this quiz (an editor's draft) would give, as a result that is never
    stored: no token, no customer. Invalid answers raise QuizAnswersInvalid as submit does."""
    return QuizResult(token="", created_at=timezone.now(), **_result_fields(quiz, submitted))


def _result_fields(quiz: QuizDefinition, submitted: list[tuple[str, list[str]]]) -> dict:
    """A result's fields for these answers; raises QuizNotFound when they match no outcome."""
    outcome = evaluate(quiz, submitted)
    if outcome is None:
        raise QuizNotFound()
    rule = outcome.rule
    return {
        "quiz_id": quiz.quiz_id,
        "quiz_path": quiz.quiz_path,
        "line": quiz.line,
        "audience": outcome.audience,
        "answers": outcome.answers,
        "root_causes": [list(cause) for cause in outcome.root_causes],
        "sku": rule.sku,
        "plan": rule.plan,
        "boosters": list(rule.boosters),
        "product_page_id": rule.product_page_id,
    }


def result_by_token(token: str) -> QuizResult | None:
    if not token:
        return None
    return QuizResult.objects.filter(token=token).first()


def link(token: str, customer) -> QuizResult:
    """Makes an anonymous result the customer's. Their own result links again harmlessly;
    someone else's is never moved and answers exactly as an unknown token does."""
    with transaction.atomic():
        result = QuizResult.objects.select_for_update().filter(token=token or "-").first()
        if result is None or result.customer_id not in (None, customer.pk):
            raise QuizResultNotFound()
        if result.customer_id is None:
            result.customer = customer
            result.save(update_fields=["customer"])
    return result


def latest_result(customer_id: int | None) -> QuizResult | None:
    """The customer's most recent result, or None."""
    if customer_id is None:
        return None
    return QuizResult.objects.filter(customer_id=customer_id).order_by("-created_at", "-pk").first()
