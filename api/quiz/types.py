"""GraphQL types of the quiz page and its results (what QF's storefront reads)."""

import graphene
from grapple.registry import registry

from cms.quiz.boosters import booster_cards
from cms.quiz.causes import explanations_of
from commerce.quiz.categories import BY_KEY

from ..core.fields import local_time
from ..core.types import ImageRendition
from ..products.types import ListedProduct


class QuizImage(ImageRendition):
    url = graphene.String(required=True, description="A WebP rendition 640 px wide.")


class QuizAnswer(graphene.ObjectType):
    """An answer a visitor may choose; its scores stay on the server."""

    key = graphene.String(required=True, description="Sent back in submitQuiz.")
    label = graphene.String(required=True, description="What the visitor reads.")
    skips = graphene.List(
        graphene.NonNull(graphene.String),
        required=True,
        description="Keys of later questions that choosing this answer skips (leave them "
        "unanswered).",
    )


class QuizQuestion(graphene.ObjectType):
    key = graphene.String(required=True, description="Sent back in submitQuiz.")
    prompt = graphene.String(required=True, description="The question.")
    help_text = graphene.String(required=True, description="A hint under it; may be empty.")
    image = graphene.Field(QuizImage, description="An illustration; null without one.")
    kind = graphene.String(required=True, description="single (radio) or multiple (checkbox).")
    answers = graphene.List(
        graphene.NonNull(QuizAnswer), required=True, description="The answers in order."
    )


class QuizRootCause(graphene.ObjectType):
    """A cause the answers point to; resolved from (category, score, the quiz's explanation)."""

    category = graphene.String(
        required=True, description="hormones, metabolism, stress, nutrition or environment."
    )
    label = graphene.String(required=True, description="The category's name, e.g. Stress.")
    colour = graphene.String(required=True, description="The category's colour, #RRGGBB.")
    score = graphene.Int(required=True, description="Points the answers gave it (above 0).")
    title = graphene.String(required=True, description="The quiz's heading for this cause.")
    explanation = graphene.String(required=True, description="Why it matters, as HTML.")


class QuizRecommendation(graphene.ObjectType):
    sku = graphene.String(required=True, description="The recommended product's SKU (parent).")
    plan = graphene.String(
        required=True, description="monthly, 3_month or 6_month (the selector's ui_data.code)."
    )
    boosters = graphene.List(
        graphene.NonNull(graphene.String), required=True, description="Booster SKUs to add."
    )
    product_page = graphene.Field(
        lambda: registry.pages[_product_page_model()],
        description="The product's page (plans, prices, add-to-cart data); null once it is no "
        "longer published.",
    )
    booster_products = graphene.List(
        graphene.NonNull(ListedProduct),
        required=True,
        description="The boosters as product cards (image, prices, link, quick add as the "
        "quiz's), in the rule's order; boosters without a live page or plans on sale are left "
        "out. Read together: a fixed number of queries however many.",
    )

    @staticmethod
    def resolve_product_page(result, info):
        if result.product_page_id is None:
            return None
        return _product_page_model().objects.live().filter(pk=result.product_page_id).first()

    @staticmethod
    def resolve_booster_products(result, info):
        return booster_cards(result.boosters or [], info.context)


def _product_page_model():
    from cms.products.models import ProductPage

    return ProductPage


class QuizResult(graphene.ObjectType):
    """A completed quiz, resolved from commerce.quiz.models.QuizResult. Nothing personal: the
    token alone may open it."""

    token = graphene.String(required=True, description="Its address: <quiz_path>results/<token>/.")
    created_at = graphene.String(
        required=True, description="When it was taken, ISO 8601.", resolver=local_time("created_at")
    )
    line = graphene.String(required=True, description="women or men.")
    audience = graphene.String(
        required=True,
        description="women_18_44, women_45_plus, postpartum, men, or empty when no answer said.",
    )
    root_causes = graphene.List(
        graphene.NonNull(QuizRootCause),
        required=True,
        description="The causes scoring above 0, strongest first.",
    )
    recommendation = graphene.Field(QuizRecommendation, required=True, description="What to buy.")
    quiz_path = graphene.String(required=True, description="The quiz, to take it again.")

    @staticmethod
    def resolve_root_causes(result, info):
        # Just submitted: the mutation hands over its page's causes; read later: one query.
        explained = getattr(result, "explained_causes", None) or explanations_of(result.quiz_id)
        causes = []
        for category, score in result.root_causes:
            title, explanation = explained.get(category, (BY_KEY[category].label, ""))
            causes.append(
                QuizRootCause(
                    category=category,
                    label=BY_KEY[category].label,
                    colour=BY_KEY[category].colour,
                    score=score,
                    title=title,
                    explanation=explanation,
                )
            )
        return causes

    @staticmethod
    def resolve_recommendation(result, info):
        return result


class CustomerQuizResult(graphene.ObjectType):
    """The customer's latest hair quiz result, as the account links to it (the whole result is
    quizResult(token))."""

    token = graphene.String(required=True, description="Opens the result: quizResult(token).")
    created_at = graphene.String(
        required=True, description="When it was taken, ISO 8601.", resolver=local_time("created_at")
    )
    line = graphene.String(required=True, description="women or men.")
    quiz_path = graphene.String(
        required=True, description="The quiz taken, e.g. /men/quiz/; its results live below it."
    )
