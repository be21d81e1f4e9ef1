from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import URLValidator
from django.db import models

_web_url = URLValidator(schemes=["https", "http"])


def validate_url_or_path(value: str) -> None:
    """An absolute web address, or a path on this site such as /media/doctors/lee.jpg."""
    if value.startswith("/") and not value.startswith("//"):
        return
    try:
        _web_url(value)
    except ValidationError:
        raise ValidationError(
            "Enter a web address (https://...) or a path on this site starting with /."
        ) from None


class Doctor(models.Model):
    name = models.CharField(max_length=120)
    image = models.CharField(
        max_length=500,
        blank=True,
        validators=[validate_url_or_path],
        help_text="A photo: a web address, or a path on this site such as /media/doctors/lee.jpg.",
    )
    acuity_id = models.CharField(
        "Acuity ID",
        max_length=64,
        blank=True,
        help_text="The doctor's calendar id in Acuity Scheduling, which books the consultations.",
    )

    class Meta:
        ordering = ["name", "id"]

    def __str__(self):
        return self.name


class Appointment(models.Model):
    """A consultation booked for a customer: the guarantee's start, 3 and 6 month check-ins."""

    class Type(models.TextChoices):
        INITIAL_CONSULTATION = "initial_consultation", "Initial consultation"
        THREE_MONTH_CHECK_IN = "three_month_check_in", "3-month check-in"
        SIX_MONTH_CHECK_IN = "six_month_check_in", "6-month check-in"

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="appointments"
    )
    doctor = models.ForeignKey(
        Doctor,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="appointments",
        help_text="Leave empty until a doctor is assigned.",
    )
    datetime = models.DateTimeField("date and time")
    type = models.CharField(max_length=32, choices=Type.choices)
    confirmation_page = models.URLField(
        max_length=500,
        blank=True,
        help_text="The booking's confirmation page, where the customer can reschedule.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["datetime", "id"]
        indexes = [models.Index(fields=["customer", "datetime"])]

    def __str__(self):
        return f"{self.get_type_display()} for {self.customer} on {self.datetime:%Y-%m-%d %H:%M}"
