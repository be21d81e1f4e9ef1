import uuid

from django.conf import settings
from django.db import models

from commerce.appointments.models import Appointment, Doctor

from .storage import get_private_storage


class IntakeSubmission(models.Model):
    """A customer's consultation questionnaire: hair history, goals and their consent."""

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="intake_submissions"
    )
    hair_history = models.JSONField(
        default=dict, help_text="Answers by question key: {key: answer}."
    )
    goals = models.TextField(blank=True)
    consent_given = models.BooleanField(default=False)
    consent_given_at = models.DateTimeField(null=True, blank=True)
    appointment = models.OneToOneField(
        Appointment,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="intake",
        help_text="The consultation booked with this intake.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["customer", "-created_at"])]

    def __str__(self):
        return f"Intake of {self.customer} on {self.created_at:%Y-%m-%d}"


def _photo_path(photo, filename):
    # A random name: nothing about the customer or their file name is in the path.
    return f"scalp-photos/{photo.customer_id}/{uuid.uuid4().hex}{photo.extension}"


class ScalpPhoto(models.Model):
    """A scalp photo at one of the guarantee's stages, in private storage."""

    class Stage(models.TextChoices):
        START = "start", "Start"
        THREE_MONTHS = "three_months", "3 months"
        SIX_MONTHS = "six_months", "6 months"

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="scalp_photos"
    )
    stage = models.CharField(max_length=20, choices=Stage.choices)
    file = models.FileField(storage=get_private_storage, upload_to=_photo_path, max_length=255)
    content_type = models.CharField(max_length=40)
    size = models.PositiveIntegerField(help_text="Bytes.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["customer", "stage"])]

    extension = ""

    def __str__(self):
        return f"{self.get_stage_display()} photo of {self.customer}"


class ConsultationSlot(models.Model):
    """A time a doctor can see a customer; booking it makes its one appointment."""

    doctor = models.ForeignKey(Doctor, on_delete=models.CASCADE, related_name="slots")
    starts_at = models.DateTimeField()
    appointment = models.OneToOneField(
        Appointment,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="slot",
        help_text="The appointment booked in this slot; empty while it is free.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["starts_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["doctor", "starts_at"], name="one_slot_per_doctor_time")
        ]

    def __str__(self):
        return f"{self.doctor} at {self.starts_at:%Y-%m-%d %H:%M}"


class GuaranteeClaim(models.Model):
    """A money-back guarantee claim with the evidence it was made on."""

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        APPROVED = "approved", "Approved and refunded"
        REFUSED = "refused", "Refused"

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="guarantee_claims"
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.PENDING)
    journey_start = models.DateField()
    journey_day = models.PositiveIntegerField()
    evidence = models.JSONField(
        default=dict, help_text="What the claim rested on: consultations and photos."
    )
    staff_note = models.TextField(blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    decided_at = models.DateTimeField(null=True, blank=True)
    refund_amount = models.DecimalField(max_digits=12, decimal_places=2, null=True, blank=True)
    refund_due_by = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            # One open or approved claim per customer: a second click does not claim twice.
            models.UniqueConstraint(
                fields=["customer"],
                condition=models.Q(status__in=["pending", "approved"]),
                name="one_live_guarantee_claim",
            )
        ]

    def __str__(self):
        return f"Guarantee claim of {self.customer} ({self.get_status_display()})"


class GuaranteeRefund(models.Model):
    """One order charge given back for an approved claim."""

    claim = models.ForeignKey(GuaranteeClaim, on_delete=models.CASCADE, related_name="refunds")
    order = models.ForeignKey("order.Order", on_delete=models.PROTECT, related_name="+")
    charge_transaction_id = models.CharField(max_length=64)
    refund_transaction_id = models.CharField(max_length=64)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    currency = models.CharField(max_length=12)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(fields=["claim", "order"], name="one_refund_per_claim_order")
        ]

    def __str__(self):
        return f"Refund of {self.amount} {self.currency} ({self.refund_transaction_id})"
