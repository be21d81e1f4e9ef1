"""An editor's draft quiz, scored as the storefront's preview submits it: the draft's questions
and rules, nothing stored and the live quiz's cached definition left alone."""

from cms.base.paths import storefront_path
from commerce.quiz import services
from commerce.quiz.errors import QuizPreviewNotFound

from .causes import explained_causes
from .definition import quiz_definition


def preview_result(token: str, submitted: list[tuple[str, list[str]]], request=None):
    """The result the draft behind this preview token gives these answers, never stored. A
    forged or expired token, or one previewing another page type, is QUIZ_PREVIEW_NOT_FOUND;
    answers that do not fit the draft are QUIZ_ANSWERS_INVALID."""
    from .models import QuizPage

    draft = QuizPage.get_page_from_preview_token(token) if token else None
    if draft is None:
        raise QuizPreviewNotFound()
    # Built afresh from the draft: the cached definition is the published revision's.
    quiz = quiz_definition(draft, storefront_path(draft, request) or draft.url_path)
    result = services.preview(quiz, submitted)
    result.explained_causes = explained_causes(draft.causes)
    return result
