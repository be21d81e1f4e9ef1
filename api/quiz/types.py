import graphene
from django.utils import timezone

from commerce.quiz.services import latest_result


class CustomerQuizResult(graphene.ObjectType):
    """The customer's latest hair quiz result, as the account links to it (the whole result is
    quizResult(token))."""

    token = graphene.String(required=True, description="Opens the result: quizResult(token).")
    created_at = graphene.String(required=True, description="When it was taken, ISO 8601.")
    line = graphene.String(required=True, description="women or men.")
    quiz_path = graphene.String(
        required=True, description="The quiz taken, e.g. /men/quiz/; its results live below it."
    )

    @staticmethod
    def resolve_created_at(result, info):
        return timezone.localtime(result.created_at).isoformat(timespec="seconds")


def latest_quiz_result(info, customer_id: int):
    """The customer's latest result, read once per request however many subscriptions ask."""
    cache = info.context.__dict__.setdefault("_latest_quiz_results", {})
    if customer_id not in cache:
        cache[customer_id] = latest_result(customer_id)
    return cache[customer_id]
