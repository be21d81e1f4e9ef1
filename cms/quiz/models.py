import graphene
from grapple.models import GraphQLField, GraphQLString
from wagtail.admin.panels import FieldPanel
from wagtail.fields import StreamField

from cms.base.pages import IntroducedPage

from .blocks import CausesBlock, QuestionsBlock, ResultRulesBlock
from .storefront import storefront_questions

# The GraphQL type of a question as the storefront reads it (api/quiz/types.py).
QUIZ_QUESTION_TYPE = "api.quiz.types.QuizQuestion"


def _questions_field() -> GraphQLField:
    # Read from the raw stream (storefront_questions), never the blocks: scores stay private.
    field = GraphQLField(
        "questions",
        QUIZ_QUESTION_TYPE,
        source="storefront_questions",
        description="The questions in order, one per step; answers without their scores.",
    )
    field.field_type = graphene.NonNull(graphene.List(graphene.NonNull(QUIZ_QUESTION_TYPE)))
    return field


class QuizPage(IntroducedPage):
    """The hair quiz of a line (/quiz/, /men/quiz/): questions whose answers score the five
    causes, an explanation per cause, and the rules that turn a result into a recommendation."""

    page_description = "The hair quiz: questions, cause explanations and recommendation rules."

    questions = StreamField(QuestionsBlock())
    causes = StreamField(CausesBlock(), blank=True)
    result_rules = StreamField(ResultRulesBlock())

    parent_page_types = ["home.HomePage", "home.MensHomePage"]
    subpage_types: list[str] = []
    max_count_per_parent = 1

    content_panels = [
        *IntroducedPage.content_panels,
        FieldPanel("questions"),
        FieldPanel("causes"),
        FieldPanel("result_rules"),
    ]
    graphql_fields = [
        *IntroducedPage.graphql_fields,
        _questions_field,
        GraphQLString("line", required=True, description="women or men: whose quiz it is."),
    ]

    def line(self, info=None, **kwargs) -> str:
        # The men's quiz is the one under the men's home; its parent's type says which.
        from cms.home.models import MensHomePage

        parent_path = self.path[: -self.steplen]
        return "men" if MensHomePage.objects.filter(path=parent_path).exists() else "women"

    def storefront_questions(self, info=None, **kwargs):
        return storefront_questions(self)

    class Meta:
        verbose_name = "quiz page"
