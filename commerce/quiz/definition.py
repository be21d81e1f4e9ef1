"""A quiz as plain data: what the CMS page hands the services to score a submission."""

from dataclasses import dataclass, field

ANY = "any"


@dataclass(frozen=True)
class Answer:
    key: str
    # Category key -> points; categories left out score 0.
    scores: dict[str, int] = field(default_factory=dict)
    audience: str = ""
    # Keys of later questions that choosing this answer skips.
    skips: tuple[str, ...] = ()


@dataclass(frozen=True)
class Question:
    key: str
    kind: str  # "single" or "multiple"
    answers: tuple[Answer, ...]

    def answer(self, key: str) -> Answer | None:
        return next((answer for answer in self.answers if answer.key == key), None)


@dataclass(frozen=True)
class Rule:
    top_cause: str  # ANY or a category key
    audience: str  # ANY or an audience
    sku: str  # the recommended product's SKU (its parent's)
    plan: str  # a PLAN_CODES entry
    boosters: tuple[str, ...] = ()
    product_page_id: int | None = None

    def matches(self, top_cause: str | None, audience: str) -> bool:
        return self.top_cause in (ANY, top_cause) and self.audience in (ANY, audience)


@dataclass(frozen=True)
class QuizDefinition:
    quiz_id: int
    line: str  # "women" or "men"
    quiz_path: str  # where the storefront serves it, e.g. /men/quiz/
    questions: tuple[Question, ...]
    rules: tuple[Rule, ...]
