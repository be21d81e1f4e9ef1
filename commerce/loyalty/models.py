from django.conf import settings
from django.core.validators import RegexValidator
from django.db import models

INVALID_SEGMENT_KEY = "Enter a valid segment key."
SEGMENT_KEY_MAX_LENGTH = 64
SEGMENT_KEY_PATTERN = r"^[A-Za-z0-9_]+\Z"


class AppendOnlyError(Exception):
    """Raised on any attempt to change or remove a store-credit entry."""


APPEND_ONLY = "Store credit entries are never changed or deleted; add a correcting entry instead."


class StoreCreditEntryQuerySet(models.QuerySet):
    """Bulk writes that would rewrite history are refused, like single ones."""

    def update(self, **kwargs):
        raise AppendOnlyError(APPEND_ONLY)

    def delete(self):
        raise AppendOnlyError(APPEND_ONLY)

    def bulk_update(self, objs, fields, batch_size=None):
        raise AppendOnlyError(APPEND_ONLY)

    def update_or_create(self, defaults=None, create_defaults=None, **kwargs):
        raise AppendOnlyError(APPEND_ONLY)


def default_currency():
    return settings.STORE_CREDIT_CURRENCY


class StoreCreditEntry(models.Model):
    """One movement of a customer's store credit. A balance is the sum of its entries, so the
    ledger is the single record of how it came to be: entries are only ever added."""

    class Action(models.TextChoices):
        GRANTED = "granted", "Granted by staff"
        USED = "used", "Used on an order"
        REFUNDED = "refunded", "Refunded"

    # PROTECT: money history outlives neither a customer nor the staff member who granted it
    # silently; deleting either needs a decision about the ledger first.
    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="store_credit_entries"
    )
    amount = models.DecimalField(
        max_digits=12, decimal_places=2, help_text="Positive adds credit, negative spends it."
    )
    currency = models.CharField(max_length=3, default=default_currency)
    action = models.CharField(max_length=16, choices=Action.choices)
    note = models.CharField(max_length=255, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        help_text="The staff member who made the entry; empty when the shop made it (checkout).",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    objects = StoreCreditEntryQuerySet.as_manager()

    class Meta:
        ordering = ["-id"]
        verbose_name_plural = "store credit entries"
        indexes = [models.Index(fields=["customer", "currency", "id"])]
        constraints = [
            models.CheckConstraint(
                condition=~models.Q(amount=0), name="store_credit_entry_amount_not_zero"
            )
        ]

    def __str__(self):
        return f"{self.amount:+} {self.currency} for {self.customer}: {self.get_action_display()}"

    def save(self, *args, **kwargs):
        if not self._state.adding:
            raise AppendOnlyError(APPEND_ONLY)
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise AppendOnlyError(APPEND_ONLY)


class CustomerSegmentKey(models.Model):
    """A marker the storefront sets on a customer (e.g. a campaign they have seen)."""

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="segment_keys"
    )
    name = models.CharField(
        max_length=SEGMENT_KEY_MAX_LENGTH,
        validators=[RegexValidator(SEGMENT_KEY_PATTERN, INVALID_SEGMENT_KEY)],
        help_text="Letters, digits and underscores.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(
                fields=["customer", "name"], name="unique_segment_key_per_customer"
            )
        ]

    def __str__(self):
        return self.name
