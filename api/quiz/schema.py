"""The quiz's roots: quizResult, submitQuiz and linkQuizResult (the page itself is grapple's)."""

import graphene

from cms.quiz.preview import preview_result
from commerce.quiz import services

from ..core.cms_arguments import CmsRoots
from ..core.mutation_fields import mutation_field
from .mutations.link_quiz_result import LinkQuizResult
from .mutations.submit_quiz import QuizAnswerInput, SubmitQuiz
from .types import QuizResult


class QuizQueries(CmsRoots, graphene.ObjectType):
    quiz_result = graphene.Field(
        QuizResult,
        name="quizResult",
        token=graphene.String(required=True, description="The result's token."),
        description="A quiz result by its token; null for an unknown one.",
    )

    preview_quiz_result = graphene.Field(
        graphene.NonNull(QuizResult),
        name="previewQuizResult",
        token=graphene.String(required=True, description="The editor's preview token."),
        answers=graphene.List(
            graphene.NonNull(QuizAnswerInput),
            required=True,
            description="As submitQuiz takes them, for the draft's questions.",
        ),
        description="What the draft quiz behind a preview token gives these answers, scored "
        "with the draft's questions and rules and never stored (its token is empty). A forged "
        "or expired token is QUIZ_PREVIEW_NOT_FOUND; answers that do not fit the draft are "
        "QUIZ_ANSWERS_INVALID.",
    )

    @staticmethod
    def resolve_quiz_result(root, info, token):
        return services.result_by_token(token)

    @staticmethod
    def resolve_preview_quiz_result(root, info, token, answers):
        submitted = [(answer.question, list(answer.answers)) for answer in answers]
        return preview_result(token, submitted, info.context)


class QuizMutations(graphene.ObjectType):
    submit_quiz = mutation_field(SubmitQuiz, "Scores a completed quiz and stores its result.")
    link_quiz_result = mutation_field(
        LinkQuizResult, "Makes a result taken while signed out the signed-in customer's."
    )
