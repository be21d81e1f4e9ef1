import uuid

from django.conf import settings
from django.db import models


class Reason(models.TextChoices):
    """Why the customer sends items back, as they choose it."""

    DAMAGED = "damaged", "Arrived damaged"
    WRONG_ITEM = "wrong_item", "Wrong item sent"
    NOT_AS_DESCRIBED = "not_as_described", "Not as described"
    NOT_SUITED = "not_suited", "Not right for me"
    NO_LONGER_NEEDED = "no_longer_needed", "No longer needed"
    OTHER = "other", "Other"


class ReturnRequest(models.Model):
    """A customer's return of some of an order's items: requested, received by staff, then
    refunded (or rejected with a reason). Changes only through commerce.returns.services."""

    class Status(models.TextChoices):
        REQUESTED = "requested", "Requested"
        RECEIVED = "received", "Received"
        REFUNDED = "refunded", "Refunded"
        REJECTED = "rejected", "Rejected"

    order = models.ForeignKey("order.Order", on_delete=models.PROTECT, related_name="returns")
    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="returns"
    )
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.REQUESTED)
    reason = models.CharField(max_length=32, choices=Reason.choices)
    note = models.TextField(blank=True, help_text="What the customer added about the return.")
    rejection_reason = models.TextField(blank=True, help_text="Why staff rejected it.")
    # The key every refund call of this return sends the gateway: a retry is a replay.
    refund_key = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    refund_amount = models.DecimalField(max_digits=12, decimal_places=2, null=True, blank=True)
    refund_transaction_id = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    received_at = models.DateTimeField(null=True, blank=True)
    refunded_at = models.DateTimeField(null=True, blank=True)
    rejected_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self):
        return f"Return {self.number} of order {self.order.number}"

    @property
    def number(self) -> str:
        """What the customer and staff call it: "R42"."""
        return f"R{self.pk}"


class ReturnLine(models.Model):
    """How many of one order line a return sends back."""

    return_request = models.ForeignKey(
        ReturnRequest, on_delete=models.CASCADE, related_name="lines"
    )
    line = models.ForeignKey("order.Line", on_delete=models.PROTECT, related_name="return_lines")
    quantity = models.PositiveIntegerField()

    class Meta:
        ordering = ["pk"]
        constraints = [
            models.UniqueConstraint(fields=["return_request", "line"], name="one_entry_per_line"),
            models.CheckConstraint(condition=models.Q(quantity__gt=0), name="returns_something"),
        ]

    def __str__(self):
        return f"{self.quantity} × {self.line.title}"
