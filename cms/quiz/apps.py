from django.apps import AppConfig


class QuizConfig(AppConfig):
    """The hair quiz pages (/quiz/, /men/quiz/): questions, cause explanations and result rules
    edited in the CMS; scoring and results live in commerce.quiz."""

    name = "cms.quiz"
    label = "quiz"
