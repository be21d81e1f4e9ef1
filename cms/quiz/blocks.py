"""The quiz page's editable parts: questions with scored answers, cause explanations and the
ordered result rules. Checks that span blocks (unique keys, skips pointing forward, a final
catch-all rule) live on the stream blocks so editors see them where they type."""

from django.forms.utils import ErrorList
from wagtail import blocks
from wagtail.blocks import StreamBlockValidationError
from wagtail.images.blocks import ImageChooserBlock

from cms.base.blocks.fields import image_alt_block
from commerce.quiz.categories import AUDIENCES, CATEGORIES, PLAN_CODES
from commerce.quiz.definition import ANY

from .choosers import SkuBlock

KEY_HELP = "A short code, e.g. age or stress-level; stored with results, so avoid changing it."
AUDIENCE_LABELS = {
    "women_18_44": "Women 18-44",
    "women_45_plus": "Women 45+",
    "postpartum": "Postpartum",
    "men": "Men",
}
AUDIENCE_CHOICES = [(audience, AUDIENCE_LABELS[audience]) for audience in AUDIENCES]
CATEGORY_CHOICES = [(category.key, category.label) for category in CATEGORIES]
PLAN_LABELS = {"monthly": "Monthly", "3_month": "3-Month", "6_month": "6-Month"}
PLAN_CHOICES = [(code, PLAN_LABELS[code]) for code in PLAN_CODES]


def _key(**kwargs) -> blocks.RegexBlock:
    # Keys are sent back by the storefront and stored with results: plain lower-case codes.
    return blocks.RegexBlock(
        regex=r"^[-a-z0-9_]+$",
        max_length=50,
        error_messages={"invalid": "Use lower-case letters, digits, - and _ only."},
        **kwargs,
    )


def _points(label: str) -> blocks.IntegerBlock:
    return blocks.IntegerBlock(default=0, min_value=0, max_value=10, label=f"{label} points")


class AnswerBlock(blocks.StructBlock):
    key = _key(help_text=KEY_HELP)
    label = blocks.CharBlock(max_length=200)
    hormones = _points("Hormones")
    metabolism = _points("Metabolism")
    stress = _points("Stress")
    nutrition = _points("Nutrition")
    environment = _points("Environment")
    audience = blocks.ChoiceBlock(
        choices=AUDIENCE_CHOICES,
        required=False,
        help_text="Who this answer says the visitor is; the result rules match on it.",
    )
    skip = blocks.ListBlock(
        _key(),
        default=[],
        help_text="Keys of later questions this answer skips.",
    )

    class Meta:
        icon = "radio-full"


class QuestionBlock(blocks.StructBlock):
    key = _key(help_text=KEY_HELP)
    prompt = blocks.CharBlock(max_length=200)
    help_text = blocks.CharBlock(required=False, default="", max_length=300)
    image = ImageChooserBlock(required=False)
    image_alt = image_alt_block()
    kind = blocks.ChoiceBlock(
        choices=[("single", "One answer"), ("multiple", "Several answers")], default="single"
    )
    answers = blocks.ListBlock(AnswerBlock(), min_num=2)

    class Meta:
        icon = "help"


class QuestionsBlock(blocks.StreamBlock):
    question = QuestionBlock()

    def clean(self, value):
        value = super().clean(value)
        problems = question_problems([child.value for child in value])
        if problems:
            raise StreamBlockValidationError(non_block_errors=ErrorList(problems))
        return value

    class Meta:
        min_num = 1


def question_problems(questions) -> list[str]:
    """What stops these questions being answered as a quiz, in words for editors."""
    problems: list[str] = []
    seen: list[str] = []
    for question in questions:
        if question["key"] in seen:
            problems.append(f'Two questions have the key "{question["key"]}".')
        seen.append(question["key"])
    for index, question in enumerate(questions):
        later = {q["key"] for q in questions[index + 1 :]}
        answer_keys = [answer["key"] for answer in question["answers"]]
        if len(set(answer_keys)) != len(answer_keys):
            problems.append(f'Question "{question["key"]}" has two answers with the same key.')
        for answer in question["answers"]:
            for skipped in answer["skip"]:
                if skipped not in later:
                    problems.append(
                        f'Answer "{answer["key"]}" of question "{question["key"]}" skips '
                        f'"{skipped}", which is not a later question.'
                    )
    return problems


class CauseBlock(blocks.StructBlock):
    category = blocks.ChoiceBlock(choices=CATEGORY_CHOICES)
    title = blocks.CharBlock(max_length=120)
    explanation = blocks.RichTextBlock(features=["bold", "italic", "link", "ul"])

    class Meta:
        icon = "doc-full"


class CausesBlock(blocks.StreamBlock):
    cause = CauseBlock()

    def clean(self, value):
        value = super().clean(value)
        categories = [child.value["category"] for child in value]
        twice = sorted({c for c in categories if categories.count(c) > 1})
        if twice:
            raise StreamBlockValidationError(
                non_block_errors=ErrorList(
                    [f"Explain each cause once; {', '.join(twice)} is explained twice."]
                )
            )
        return value


class ResultRuleBlock(blocks.StructBlock):
    top_cause = blocks.ChoiceBlock(
        choices=[(ANY, "Any cause"), *CATEGORY_CHOICES],
        default=ANY,
        help_text="Matches when this is the strongest cause.",
    )
    audience = blocks.ChoiceBlock(choices=[(ANY, "Anyone"), *AUDIENCE_CHOICES], default=ANY)
    product = blocks.PageChooserBlock(
        page_type="products.ProductPage", help_text="The product page recommended."
    )
    plan = blocks.ChoiceBlock(choices=PLAN_CHOICES, default="3_month")
    boosters = blocks.ListBlock(SkuBlock(), default=[], help_text="Booster SKUs to add.")

    class Meta:
        icon = "tick"


class ResultRulesBlock(blocks.StreamBlock):
    rule = ResultRuleBlock()

    def clean(self, value):
        value = super().clean(value)
        last = value[-1].value if len(value) else None
        if last is None or (last["top_cause"], last["audience"]) != (ANY, ANY):
            raise StreamBlockValidationError(
                non_block_errors=ErrorList(
                    [
                        "End with a catch-all rule (any cause, anyone) so that every visitor "
                        "gets a recommendation."
                    ]
                )
            )
        return value

    class Meta:
        min_num = 1
