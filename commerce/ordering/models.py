import uuid

from django.db import models
from django.db.models import Q


class CheckoutState(models.Model):
    """What a cart's checkout has collected so far: who buys, where it ships, who is billed and
    how they pay. Snapshots, not references: a saved address edited after it was chosen does not
    change the cart, and the order is written from exactly what the shopper confirmed."""

    basket = models.OneToOneField(
        "basket.Basket", on_delete=models.CASCADE, related_name="checkout"
    )
    guest_email = models.EmailField(blank=True, help_text="A guest's email; customers use theirs.")
    shipping_address = models.JSONField(
        null=True, blank=True, help_text="The CartAddress snapshot, with customer_address_id."
    )
    billing_address = models.JSONField(null=True, blank=True)
    save_in_address_book = models.BooleanField(
        default=False,
        help_text="A signed-in customer's typed shipping address goes into their address book "
        "when the order is placed.",
    )
    billing_same_as_shipping = models.BooleanField(
        default=False, help_text="The billing address follows the shipping address."
    )
    stored_card = models.ForeignKey(
        "payments.StoredCard",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        help_text="A signed-in customer's card.",
    )
    guest_card = models.JSONField(
        null=True,
        blank=True,
        help_text="A guest's card as the gateway stored it for this cart: profile_id, "
        "payment_id, brand, last4, exp_month, exp_year.",
    )
    store_credit = models.DecimalField(
        max_digits=12,
        decimal_places=2,
        null=True,
        blank=True,
        help_text="A signed-in customer's store credit to pay with, up to the amount due: their "
        "balance when they chose to use it; empty when they pay by card alone.",
    )
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self):
        return f"Checkout of basket {self.basket_id}"


class OrderPlacement(models.Model):
    """One attempt to turn a cart into a paid order, keyed by the client's idempotency key.

    It is created (with the basket frozen and stock allocated) before the card is charged, so a
    repeated or concurrent request finds it instead of charging again; the charge's own
    idempotency key (charge_key) is stored on it. A declined attempt stays as a record but frees
    its key.
    """

    class Status(models.TextChoices):
        PENDING = "pending", "Charging the card"
        PLACED = "placed", "Order placed"
        DECLINED = "declined", "Declined; the cart was reopened"
        REFUNDED = "refunded", "The order could not be written; refunded, the cart reopened"
        ATTENTION = "attention", "Charged, the order not written, the refund failed: for staff"

    idempotency_key = models.CharField(max_length=255)
    basket = models.ForeignKey("basket.Basket", on_delete=models.CASCADE, related_name="+")
    order = models.OneToOneField(
        "order.Order",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="placement",
    )
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    amount = models.DecimalField(
        max_digits=12,
        decimal_places=2,
        help_text="What the card is charged: the grand total the server priced, less the store "
        "credit.",
    )
    store_credit_amount = models.DecimalField(
        max_digits=12,
        decimal_places=2,
        default=0,
        help_text="The customer's store credit debited when the placement was reserved; given "
        "back (once) when it is declined or refunded.",
    )
    currency = models.CharField(max_length=3)
    card = models.JSONField(
        default=dict, help_text="The charged card: gateway ids, brand and last four."
    )
    charge_key = models.UUIDField(
        default=uuid.uuid4,
        unique=True,
        editable=False,
        help_text="The charge's idempotency key at the gateway: random, so it is never shared "
        "with another database's placement (staging, a restore) on the same gateway account.",
    )
    transaction_id = models.CharField(max_length=64, blank=True)
    refund_transaction_id = models.CharField(
        max_length=64, blank=True, help_text="The gateway's refund of a charge without an order."
    )
    decline_message = models.CharField(max_length=255, blank=True)
    # What the placement buys: a shopper's cart, or (both set) a subscription's renewal.
    subscription = models.ForeignKey(
        "subscriptions.Subscription",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="renewal_placements",
        help_text="The subscription this placement renews; empty for a shopper's checkout.",
    )
    period = models.DateField(
        null=True, blank=True, help_text="The renewal date (next_run) this placement pays for."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    # Declined and refunded attempts are over: they leave no charge behind, and their key and
    # cart are free for the shopper's next try.
    CLOSED = (Status.DECLINED, Status.REFUNDED)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            # A key names one live attempt; after a closed one the shopper may try it again.
            models.UniqueConstraint(
                fields=["idempotency_key"],
                condition=~Q(status__in=["declined", "refunded"]),
                name="ordering_one_live_placement_per_key",
            ),
            # At most one attempt per cart is in flight or done: the basket row lock decides
            # which, and this makes a second one impossible even for code that forgets to lock.
            models.UniqueConstraint(
                fields=["basket"],
                condition=~Q(status__in=["declined", "refunded"]),
                name="ordering_one_live_placement_per_basket",
            ),
        ]

    def __str__(self):
        return f"Placement {self.idempotency_key} ({self.status})"
