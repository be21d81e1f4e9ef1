import graphene

from commerce.quiz import services

from ...core.permissions import signed_in_customer
from ..types import QuizResult


class LinkQuizResult(graphene.Mutation):
    """Makes a result taken while signed out the signed-in customer's (called right after login
    or sign-up). Linking one's own result again is harmless; a result that is someone else's,
    or an unknown token, is QUIZ_RESULT_NOT_FOUND and nothing moves. Signed out:
    UNAUTHENTICATED."""

    class Arguments:
        token = graphene.String(required=True, description="The result's token.")

    Output = QuizResult

    @staticmethod
    def mutate(root, info, token):
        return services.link(token, signed_in_customer(info))
