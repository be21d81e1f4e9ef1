from django.apps import AppConfig


class QuizResultsConfig(AppConfig):
    """Hair quiz results: scoring answers against a quiz definition, the recommendation the
    first matching rule gives, and the stored result a token opens. The questions themselves are
    CMS content (cms.quiz), handed here as plain data: commerce never imports cms."""

    name = "commerce.quiz"
    label = "quiz_results"
    verbose_name = "Quiz results"
