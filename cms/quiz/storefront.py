"""The quiz as the storefront asks for it, read from the page's raw stream data: answers'
scores stay in the CMS, and the question images come with their renditions in one go."""

from dataclasses import dataclass

from wagtail.images import get_image_model

# One of the sizes the storefront uses elsewhere (GRAPPLE ALLOWED_IMAGE_FILTERS): a 2x phone.
QUESTION_IMAGE_SPEC = "width-640|format-webp"


@dataclass(frozen=True)
class QuizImageView:
    url: str
    width: int
    height: int
    alt: str


@dataclass(frozen=True)
class QuizAnswerView:
    key: str
    label: str
    skips: list[str]


@dataclass(frozen=True)
class QuizQuestionView:
    key: str
    prompt: str
    help_text: str
    image: QuizImageView | None
    kind: str
    answers: list[QuizAnswerView]


def storefront_questions(page) -> list[QuizQuestionView]:
    raw = [item["value"] for item in page.questions.raw_data if item["type"] == "question"]
    images = _images({question.get("image") for question in raw} - {None})
    return [
        QuizQuestionView(
            key=question["key"],
            prompt=question["prompt"],
            help_text=question.get("help_text") or "",
            image=_with_alt(images.get(question.get("image")), question.get("image_alt") or ""),
            kind=question.get("kind") or "single",
            answers=[
                QuizAnswerView(a["key"], a["label"], list_values(a.get("skip") or []))
                for a in list_values(question.get("answers") or [])
            ],
        )
        for question in raw
    ]


def _images(ids: set) -> dict:
    if not ids:
        return {}
    images = get_image_model().objects.filter(pk__in=ids).prefetch_renditions(QUESTION_IMAGE_SPEC)
    found = {}
    for image in images:
        rendition = image.get_rendition(QUESTION_IMAGE_SPEC)
        found[image.pk] = QuizImageView(rendition.url, rendition.width, rendition.height, "")
    return found


def _with_alt(image: QuizImageView | None, alt: str) -> QuizImageView | None:
    if image is None:
        return None
    return QuizImageView(image.url, image.width, image.height, alt)


def list_values(raw_list) -> list:
    # A ListBlock stores {"type": "item", "value": ..., "id": ...} items (older data: values).
    return [
        item["value"] if isinstance(item, dict) and "value" in item and "type" in item else item
        for item in raw_list
    ]
