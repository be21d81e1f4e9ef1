"""The quiz's roots: quizResult, submitQuiz and linkQuizResult (the page itself is grapple's)."""

import graphene

from commerce.quiz import services

from .mutations.link_quiz_result import LinkQuizResult
from .mutations.submit_quiz import SubmitQuiz
from .types import QuizResult


class QuizQueries(graphene.ObjectType):
    quiz_result = graphene.Field(
        QuizResult,
        name="quizResult",
        token=graphene.String(required=True, description="The result's token."),
        description="A quiz result by its token; null for an unknown one.",
    )

    @staticmethod
    def resolve_quiz_result(root, info, token):
        return services.result_by_token(token)


class QuizMutations(graphene.ObjectType):
    submit_quiz = SubmitQuiz.Field(
        name="submitQuiz", description="Scores a completed quiz and stores its result."
    )
    link_quiz_result = LinkQuizResult.Field(
        name="linkQuizResult",
        description="Makes a result taken while signed out the signed-in customer's.",
    )
