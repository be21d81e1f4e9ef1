from commerce.core.errors import DomainError


class QuizAnswersInvalid(DomainError):
    """The answers do not fit the quiz (unknown keys, a missing or extra answer); nothing stored."""

    code = "QUIZ_ANSWERS_INVALID"


class QuizNotFound(DomainError):
    code = "QUIZ_NOT_FOUND"

    def __init__(self):
        super().__init__("This quiz is not available.")


class QuizResultNotFound(DomainError):
    """Also what linking someone else's result says: a token never tells whose result it is."""

    code = "QUIZ_RESULT_NOT_FOUND"

    def __init__(self):
        super().__init__("That quiz result could not be found.")


class QuizPreviewNotFound(DomainError):
    """A preview token that is forged, expired or not a quiz's: nothing is scored."""

    code = "QUIZ_PREVIEW_NOT_FOUND"

    def __init__(self):
        super().__init__("This preview has expired. Open the preview again from the CMS.")
