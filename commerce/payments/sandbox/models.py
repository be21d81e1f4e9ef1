"""What the sandbox gateway keeps on its "servers": never a card number or a security code.

Like a hosted gateway, it remembers only what it would let a merchant see later (brand, last
four, expiry) plus the sandbox outcome class the number stood for.
"""

from django.db import models


class Outcome(models.TextChoices):
    APPROVE = "approve", "Approves"
    DECLINE = "decline", "Declines"
    INSUFFICIENT_FUNDS = "insufficient_funds", "Declines for insufficient funds"


class CardSummary(models.Model):
    brand = models.CharField(max_length=3, help_text="Card type code: VI, MC, AE, DI, JCB, DN.")
    last4 = models.CharField(max_length=4)
    exp_month = models.PositiveSmallIntegerField()
    exp_year = models.PositiveSmallIntegerField()
    outcome = models.CharField(max_length=20, choices=Outcome.choices)
    fingerprint = models.CharField(
        max_length=32, blank=True, help_text="The same for every copy of one card number."
    )

    class Meta:
        abstract = True


class Nonce(CardSummary):
    """A single-use stand-in for card details the browser posted; only its digest is kept."""

    digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"Nonce for card ending {self.last4}"


class CustomerProfile(models.Model):
    """The gateway's record of one of the merchant's customers."""

    profile_id = models.CharField(max_length=20, unique=True)
    merchant_customer_id = models.CharField(max_length=64, unique=True)
    email = models.EmailField()
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"Customer profile {self.profile_id}"


class PaymentProfile(CardSummary):
    """A stored card of a customer profile's."""

    customer_profile = models.ForeignKey(
        CustomerProfile, on_delete=models.CASCADE, related_name="payment_profiles"
    )
    payment_id = models.CharField(max_length=20, unique=True)
    billing_address = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"Payment profile {self.payment_id} (card ending {self.last4})"


class Charge(models.Model):
    """One charge; the idempotency key's unique constraint makes a repeated request a replay."""

    idempotency_key = models.CharField(max_length=255, unique=True)
    transaction_id = models.CharField(max_length=20, unique=True)
    # Ids rather than a foreign key: a gateway keeps its transactions after a card is deleted.
    profile_id = models.CharField(max_length=20)
    payment_id = models.CharField(max_length=20)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    currency = models.CharField(max_length=3)
    outcome = models.CharField(max_length=20, choices=Outcome.choices)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"Charge {self.transaction_id}: {self.amount} {self.currency} ({self.outcome})"


class Refund(models.Model):
    """An approved charge given back, in full or in part (never more than was charged); its key
    makes a retry a replay."""

    charge = models.ForeignKey(Charge, on_delete=models.PROTECT, related_name="refunds")
    idempotency_key = models.CharField(max_length=255, unique=True)
    transaction_id = models.CharField(max_length=20, unique=True)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"Refund {self.transaction_id}: {self.amount} of charge {self.charge.transaction_id}"
