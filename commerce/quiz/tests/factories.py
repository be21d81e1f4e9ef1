import factory

from commerce.quiz.models import QuizResult


class QuizResultFactory(factory.django.DjangoModelFactory):
    """A stored result of the women's quiz: stress first, the core formula on a 3-month plan."""

    quiz_id = 1
    quiz_path = "/quiz/"
    line = "women"
    audience = "women_18_44"
    answers = factory.LazyFunction(lambda: {"stress": ["high"]})
    root_causes = factory.LazyFunction(lambda: [["stress", 3]])
    sku = "RW-CORE-W"
    plan = "3_month"
    boosters = factory.LazyFunction(lambda: ["RW-BOOST-STRESS"])

    class Meta:
        model = QuizResult
