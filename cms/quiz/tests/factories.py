"""A small quiz to test with: three questions, the second skipped by the 45+ answer."""

from wagtail.rich_text import RichText

from cms.base.tests.factories import StorefrontPageFactory
from cms.products.tests.factories import ProductPageFactory
from cms.quiz.models import QuizPage


def answer(key, label=None, audience="", skip=(), **points):
    return {
        "key": key,
        "label": label or key.title(),
        "audience": audience,
        "skip": list(skip),
        **{
            c: points.get(c, 0)
            for c in ("hormones", "metabolism", "stress", "nutrition", "environment")
        },
    }


def question(key, answers, kind="single", prompt=None, help_text=""):
    return (
        "question",
        {
            "key": key,
            "prompt": prompt or f"{key}?",
            "help_text": help_text,
            "image": None,
            "image_alt": "",
            "kind": kind,
            "answers": answers,
        },
    )


def rule(product_page, top_cause="any", audience="any", plan="3_month", boosters=()):
    return (
        "rule",
        {
            "top_cause": top_cause,
            "audience": audience,
            "product": product_page,
            "plan": plan,
            "boosters": list(boosters),
        },
    )


def cause(category, title, explanation):
    return ("cause", {"category": category, "title": title, "explanation": RichText(explanation)})


def sample_questions():
    return [
        question(
            "age",
            [
                answer("18-44", audience="women_18_44"),
                answer("45-plus", audience="women_45_plus", skip=["postpartum"], hormones=2),
            ],
        ),
        question(
            "postpartum",
            [
                answer("yes", audience="postpartum", hormones=3),
                answer("no"),
            ],
        ),
        question(
            "lifestyle",
            [
                answer("stressed", stress=3),
                answer("diet", nutrition=2),
                answer("city", environment=1),
            ],
            kind="multiple",
        ),
    ]


class QuizPageFactory(StorefrontPageFactory):
    """A published quiz at <parent>/quiz/; rules default to one catch-all for `product_page`."""

    title = "Hair Quiz"
    slug = "quiz"
    intro = "Find your root causes."

    class Meta:
        model = QuizPage

    @classmethod
    def _create(cls, model_class, *args, product_page=None, rules=None, **kwargs):
        kwargs.setdefault("questions", sample_questions())
        kwargs.setdefault("causes", [cause("stress", "Stress", "<p>Cortisol.</p>")])
        if rules is None:
            rules = [rule(product_page or ProductPageFactory())]
        kwargs["result_rules"] = rules
        return super()._create(model_class, *args, **kwargs)
