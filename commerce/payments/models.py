import secrets

from django.conf import settings
from django.db import models

from .cards import last_day_of_expiry


def new_card_hash() -> str:
    return secrets.token_hex(20)


class StoredCard(models.Model):
    """A customer's card as the gateway stored it: its ids there and what a merchant may see.

    Never the number or the security code; those only ever reach the gateway.
    """

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="stored_cards"
    )
    hash = models.CharField(
        max_length=40,
        unique=True,
        default=new_card_hash,
        editable=False,
        help_text="The card's public identifier; random, so it reveals nothing about the card.",
    )
    label = models.CharField(max_length=100)
    method = models.CharField(max_length=32, default="authnetcim")
    profile_id = models.CharField(max_length=64, help_text="The gateway's customer profile id.")
    payment_id = models.CharField(max_length=64, help_text="The gateway's payment profile id.")
    brand = models.CharField(max_length=3, help_text="Card type code: VI, MC, AE, DI, JCB, DN.")
    last4 = models.CharField(max_length=4)
    exp_month = models.PositiveSmallIntegerField()
    exp_year = models.PositiveSmallIntegerField()
    fingerprint = models.CharField(
        max_length=64,
        blank=True,
        db_index=True,
        help_text="The gateway's fingerprint of the card number: the same for one card stored "
        "by several accounts; never the number. Empty for cards stored before gateways gave it.",
    )
    billing_address = models.JSONField(
        default=dict, help_text="A snapshot of the billing address the card was stored with."
    )
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["customer", "-created_at"])]
        constraints = [
            models.UniqueConstraint(
                fields=["method", "payment_id"], name="payments_one_stored_card_per_gateway_card"
            )
        ]

    def __str__(self):
        return self.label

    @property
    def expires(self):
        return last_day_of_expiry(self.exp_month, self.exp_year)
