"""The consultation questionnaire: its questions, and an intake saved with its booking."""

from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone

from . import slots
from .errors import IntakeInvalid
from .models import IntakeSubmission

GOALS_MAX_LENGTH = 2000


@dataclass(frozen=True)
class Question:
    key: str
    prompt: str
    choices: tuple[str, ...]


QUESTIONS = (
    Question(
        "thinning_since",
        "How long have you noticed thinning or shedding?",
        ("Less than 6 months", "6 to 12 months", "1 to 3 years", "More than 3 years"),
    ),
    Question(
        "where",
        "Where do you notice it most?",
        ("Part line", "Crown", "Temples or hairline", "All over"),
    ),
    Question(
        "family_history",
        "Does hair thinning run in your family?",
        ("Yes", "No", "Not sure"),
    ),
    Question(
        "treatments",
        "Have you tried treatments for it before?",
        ("None", "Supplements", "Topical treatments", "Prescription medication"),
    ),
)
QUESTION_KEYS = {question.key: question for question in QUESTIONS}

CONSENT_REQUIRED = "Please agree to share your answers and photos with our doctors."


def answers_checked(answers: dict[str, str]) -> dict[str, str]:
    """The answers as stored, or IntakeInvalid naming the first thing wrong."""
    unknown = sorted(set(answers) - set(QUESTION_KEYS))
    if unknown:
        raise IntakeInvalid(f"Unknown question: {unknown[0]}.")
    for question in QUESTIONS:
        answer = answers.get(question.key)
        if not answer:
            raise IntakeInvalid(f"Please answer: {question.prompt}")
        if answer not in question.choices:
            raise IntakeInvalid(f"Choose one of the answers to: {question.prompt}")
    return {question.key: answers[question.key] for question in QUESTIONS}


def submit_intake(customer, *, answers: dict[str, str], goals: str, consent: bool, slot_id: int):
    """Saves the questionnaire and books the slot for an initial consultation, together or not
    at all: a refused booking (the slot was just taken) stores nothing."""
    hair_history = answers_checked(answers)
    goals = (goals or "").strip()
    if len(goals) > GOALS_MAX_LENGTH:
        raise IntakeInvalid(f"Please keep your goals under {GOALS_MAX_LENGTH} characters.")
    if not consent:
        raise IntakeInvalid(CONSENT_REQUIRED)
    with transaction.atomic():
        appointment = slots.book(customer, slot_id)
        return IntakeSubmission.objects.create(
            customer=customer,
            hair_history=hair_history,
            goals=goals,
            consent_given=True,
            consent_given_at=timezone.now(),
            appointment=appointment,
        )


def answered_questions(intake: IntakeSubmission) -> list[tuple[str, str]]:
    """(prompt, answer) pairs for staff, in the questionnaire's order."""
    return [
        (QUESTION_KEYS[key].prompt if key in QUESTION_KEYS else key, answer)
        for key, answer in intake.hair_history.items()
    ]
