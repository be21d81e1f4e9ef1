"""A quiz page as commerce.quiz scores it: plain data read from the page's raw stream data."""

from django.core.cache import cache

from commerce.quiz.categories import CATEGORY_KEYS
from commerce.quiz.definition import Answer, Question, QuizDefinition, Rule

from .storefront import list_values

# Bounds how long a rule keeps recommending a product page's old product after the page changes;
# a change to the quiz itself is a new publish, so a new key, at once.
DEFINITION_CACHE_SECONDS = 300


def cached_definition(page, quiz_path) -> QuizDefinition:
    """The definition of the live page, built once per publish: every submit would otherwise
    read the line, the site roots and the rules' products again."""
    key = f"quiz-definition:{page.pk}:{page.live_revision_id}:{page.url_path}"
    definition = cache.get(key)
    if definition is None:
        definition = quiz_definition(page, quiz_path())
        cache.set(key, definition, DEFINITION_CACHE_SECONDS)
    return definition


def quiz_definition(page, quiz_path: str) -> QuizDefinition:
    rules_raw = [item["value"] for item in page.result_rules.raw_data if item["type"] == "rule"]
    skus = _product_skus({rule["product"] for rule in rules_raw if rule.get("product")})
    return QuizDefinition(
        quiz_id=page.pk,
        line=page.line(),
        quiz_path=quiz_path,
        questions=tuple(
            _question(item["value"])
            for item in page.questions.raw_data
            if item["type"] == "question"
        ),
        rules=tuple(
            Rule(
                top_cause=rule["top_cause"],
                audience=rule["audience"],
                sku=skus[rule["product"]],
                plan=rule["plan"],
                boosters=tuple(list_values(rule.get("boosters") or [])),
                product_page_id=rule["product"],
            )
            # A rule whose product page was deleted cannot recommend anything: left out.
            for rule in rules_raw
            if rule.get("product") in skus
        ),
    )


def _question(raw: dict) -> Question:
    return Question(
        key=raw["key"],
        kind=raw.get("kind") or "single",
        answers=tuple(
            Answer(
                key=answer["key"],
                scores={c: int(answer.get(c) or 0) for c in CATEGORY_KEYS if answer.get(c)},
                audience=answer.get("audience") or "",
                skips=tuple(list_values(answer.get("skip") or [])),
            )
            for answer in list_values(raw.get("answers") or [])
        ),
    )


def _product_skus(page_ids: set[int]) -> dict[int, str]:
    from cms.products.models import ProductPage

    return dict(ProductPage.objects.filter(pk__in=page_ids).values_list("pk", "product__upc"))
