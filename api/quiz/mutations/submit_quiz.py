import graphene

from cms.base.paths import storefront_path
from cms.quiz.causes import explained_causes
from cms.quiz.definition import cached_definition
from cms.quiz.models import QuizPage
from commerce.quiz import services
from commerce.quiz.errors import QuizNotFound

from ...core.permissions import customer_or_none
from ...core.throttling import enforce_rate
from ..types import QuizResult


class QuizAnswerInput(graphene.InputObjectType):
    question = graphene.String(required=True, description="The question's key.")
    answers = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="The chosen answers' keys: one for a single-choice question.",
    )


class SubmitQuizInput(graphene.InputObjectType):
    quiz_id = graphene.ID(required=True, description="The quiz page's id.")
    answers = graphene.List(
        graphene.NonNull(QuizAnswerInput),
        required=True,
        description="Every question not skipped by an earlier answer, none of the skipped ones.",
    )


class SubmitQuizOutput(graphene.ObjectType):
    token = graphene.String(required=True, description="Opens the result (quizResult).")
    result = graphene.Field(QuizResult, required=True, description="The result.")


class SubmitQuiz(graphene.Mutation):
    """Scores a completed quiz and stores the result, linked to the customer when signed in.
    Answers that do not fit the quiz are a QUIZ_ANSWERS_INVALID error that stores nothing; an
    unknown or unpublished quiz is QUIZ_NOT_FOUND. Rate limited per client address
    (TOO_MANY_REQUESTS)."""

    class Arguments:
        input = SubmitQuizInput(required=True)

    Output = SubmitQuizOutput

    @staticmethod
    def mutate(root, info, input):
        enforce_rate(info, "submit_quiz")
        page = QuizPage.objects.live().filter(pk=_as_int(input.quiz_id)).first()
        if page is None:
            raise QuizNotFound()
        quiz = cached_definition(page, lambda: storefront_path(page, info.context) or page.url_path)
        submitted = [(answer.question, list(answer.answers)) for answer in input.answers]
        result = services.submit(quiz, submitted, customer=customer_or_none(info))
        result.explained_causes = explained_causes(page.causes)
        return SubmitQuizOutput(token=result.token, result=result)


def _as_int(value) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0
