import uuid
from datetime import date, datetime, timedelta

from django.db import models
from django.utils import timezone

# How long the shop has to answer, counted from the day it received the request whatever the
# time needed to verify it (CCPA regulations, 11 CCR 7021(b)): 45 calendar days to know, delete
# or correct; 15 business days to act on an opt-out of sale or sharing or a limit on the use of
# sensitive information (7026(f), 7027(g)), which need no verification of identity.
CALENDAR_DAYS_TO_ANSWER = 45
BUSINESS_DAYS_TO_ACT = 15


class RequestType(models.TextChoices):
    """What a visitor may ask of the shop under US state privacy laws; the codes are what the
    storefront's form and its `preselected` query parameter use."""

    KNOW = "know", "Know or access my information"
    DELETE = "delete", "Delete my information"
    CORRECT = "correct", "Correct my information"
    OPT_OUT = "opt_out", "Opt out of the sale or sharing of my information"
    LIMIT = "limit", "Limit the use of my sensitive information"


# The requests the shop acts on within business days, with no identity to verify.
BUSINESS_DAY_TYPES = (RequestType.OPT_OUT, RequestType.LIMIT)


def add_business_days(start: date, days: int) -> date:
    """The `days`-th business day (Monday to Friday) after `start`."""
    day = start
    while days > 0:
        day += timedelta(days=1)
        if day.weekday() < 5:
            days -= 1
    return day


def due_date(request_type: str, submitted_at: datetime) -> date:
    """The day a request is due, counted from the shop's calendar day it was received: 15
    business days for an opt-out or limit, 45 calendar days for the others."""
    received = timezone.localdate(submitted_at)
    if request_type in BUSINESS_DAY_TYPES:
        return add_business_days(received, BUSINESS_DAYS_TO_ACT)
    return received + timedelta(days=CALENDAR_DAYS_TO_ANSWER)


def time_to_answer(request_type: str) -> str:
    """The deadline in words, as the requester reads it: "45 days", "15 business days"."""
    if request_type in BUSINESS_DAY_TYPES:
        return f"{BUSINESS_DAYS_TO_ACT} business days"
    return f"{CALENDAR_DAYS_TO_ANSWER} days"


class PrivacyRequest(models.Model):
    """One visitor's privacy request, one row per submission. It is due from the day it was
    submitted (see due_date), and waits for the requester to confirm their email address by the
    emailed link; once confirmed it is open to staff, who move it along to completed or rejected.
    Changes only through commerce.privacy.services."""

    class Status(models.TextChoices):
        AWAITING_CONFIRMATION = "awaiting_confirmation", "Awaiting confirmation"
        OPEN = "open", "Confirmed"
        IN_PROGRESS = "in_progress", "In progress"
        COMPLETED = "completed", "Completed"
        REJECTED = "rejected", "Rejected"

    # What the emailed link's signed token names: not the row's sequential id.
    reference = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    request_type = models.CharField(max_length=16, choices=RequestType.choices)
    email = models.EmailField(max_length=254, db_index=True)
    name = models.CharField(max_length=150, blank=True)
    details = models.TextField(blank=True, help_text="What to correct (correction requests).")
    status = models.CharField(
        max_length=24, choices=Status.choices, default=Status.AWAITING_CONFIRMATION, db_index=True
    )
    submitted_at = models.DateTimeField(default=timezone.now)
    confirmed_at = models.DateTimeField(null=True, blank=True)
    due_on = models.DateField(
        null=True,
        blank=True,
        help_text="Counted from the submission: 45 days to know, delete or correct, "
        "15 business days to opt out or limit.",
    )
    resolved_at = models.DateTimeField(null=True, blank=True)
    staff_notes = models.TextField(blank=True, help_text="Staff's notes, newest last.")

    class Meta:
        ordering = ["-submitted_at", "-pk"]

    def __str__(self):
        return f"Privacy request {self.number} ({self.get_request_type_display()})"

    def save(self, *args, **kwargs):
        # Due from the submission, whatever becomes of the confirmation.
        if self.due_on is None:
            self.due_on = due_date(self.request_type, self.submitted_at)
        super().save(*args, **kwargs)

    @property
    def time_to_answer(self) -> str:
        """The deadline in words: "45 days", "15 business days"."""
        return time_to_answer(self.request_type)

    @property
    def number(self) -> str:
        """What staff call it: "P42"."""
        return f"P{self.pk}"

    @property
    def is_open(self) -> bool:
        """Confirmed and not yet resolved: staff owe the requester an answer."""
        return self.status in (self.Status.OPEN, self.Status.IN_PROGRESS)

    def is_overdue(self, today: date | None = None) -> bool:
        """Still open after its due date (the shop's calendar day)."""
        today = today or timezone.localdate()
        return self.is_open and self.due_on is not None and self.due_on < today
