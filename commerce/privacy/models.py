import uuid
from datetime import date

from django.db import models
from django.utils import timezone

# US state privacy laws give a business 45 days from the receipt of a verifiable request.
DUE_AFTER_DAYS = 45


class RequestType(models.TextChoices):
    """What a visitor may ask of the shop under US state privacy laws; the codes are what the
    storefront's form and its `preselected` query parameter use."""

    KNOW = "know", "Know or access my information"
    DELETE = "delete", "Delete my information"
    CORRECT = "correct", "Correct my information"
    OPT_OUT = "opt_out", "Opt out of the sale or sharing of my information"
    LIMIT = "limit", "Limit the use of my sensitive information"


class PrivacyRequest(models.Model):
    """One visitor's privacy request. It waits for the requester to confirm their email address
    by the emailed link; once confirmed it is open to staff, due 45 days after the confirmation
    (the day the request became verifiable), and staff move it along to completed or rejected.
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
        null=True, blank=True, help_text="45 days after the requester confirmed it."
    )
    resolved_at = models.DateTimeField(null=True, blank=True)
    staff_notes = models.TextField(blank=True, help_text="Staff's notes, newest last.")

    class Meta:
        ordering = ["-submitted_at", "-pk"]

    def __str__(self):
        return f"Privacy request {self.number} ({self.get_request_type_display()})"

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
