from django.conf import settings
from django.core.validators import MinValueValidator
from django.db import models


class Subscription(models.Model):
    """One subscription plan a customer paid for: what it ships (its own quote, a snapshot of
    the order line, addresses and card), how often, and when it renews next.

    Renewals read the quote, never the origin order: the customer's later changes to the
    subscription (products, address) must not rewrite the order they placed.
    """

    class Status(models.TextChoices):
        ACTIVE = "active", "Active"
        PAUSED = "paused", "Paused"
        PAYMENT_FAILED = "payment_failed", "Payment failed"
        CANCELED = "canceled", "Canceled"

    number = models.CharField(
        max_length=32, unique=True, help_text='The number customers see, e.g. "S100042-1".'
    )
    name = models.CharField(max_length=255)
    description = models.TextField(blank=True)
    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="subscriptions"
    )
    order = models.ForeignKey(
        "order.Order",
        on_delete=models.PROTECT,
        related_name="subscriptions",
        help_text="The order that started the subscription.",
    )
    sku = models.CharField(max_length=128, help_text="The subscription plan's SKU (…-S01).")
    created_at = models.DateTimeField(auto_now_add=True)
    next_run = models.DateField(null=True, blank=True, help_text="When it renews next.")
    last_run = models.DateField(null=True, blank=True, help_text="When it last placed an order.")
    cancel_date = models.DateField(null=True, blank=True)
    cancel_reason = models.CharField(max_length=255, blank=True)
    paused_until = models.DateField(
        null=True, blank=True, help_text="A paused subscription resumes on this day."
    )
    failed_payments = models.PositiveSmallIntegerField(
        default=0, help_text="Declined renewal charges for the period now due."
    )
    retry_payment_on = models.DateField(
        null=True, blank=True, help_text="When a declined renewal is charged again."
    )
    renewal_day = models.PositiveSmallIntegerField(
        null=True,
        blank=True,
        help_text="The day of the month renewals fall on (a shorter month takes its last day); "
        "empty until the first renewal, which takes it from the last run.",
    )
    reminded_for = models.DateField(
        null=True, blank=True, help_text="The renewal date whose reminder email was sent."
    )
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.ACTIVE)
    frequency_count = models.PositiveSmallIntegerField(help_text="Renews every this many units.")
    frequency_unit = models.CharField(max_length=10, default="month")
    length = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="How many runs it lasts; empty: until canceled."
    )
    custom_discount = models.DecimalField(max_digits=12, decimal_places=2, null=True, blank=True)
    plan_products = models.JSONField(
        default=dict, help_text='The plan\'s products: {"child_products": {sku: {...}}}.'
    )
    journey_start_date = models.DateField(null=True, blank=True)
    ships_to_california = models.BooleanField(default=False)
    concierge_plan = models.BooleanField(default=False)
    concierge_parent_id = models.PositiveIntegerField(null=True, blank=True)
    quote = models.JSONField(
        default=dict,
        help_text="What each renewal ships and charges: items, totals (decimal strings), "
        "addresses and the card's summary.",
    )
    coupon = models.ForeignKey(
        "voucher.Voucher",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        help_text="The shop coupon the customer applied: its offers come off each renewal while "
        "it stays usable.",
    )
    coupon_renewals_left = models.PositiveSmallIntegerField(
        default=0,
        help_text="How many more renewals its coupon discounts; the coupon is removed once it "
        "has discounted the last of them.",
    )
    card = models.ForeignKey(
        "payments.StoredCard",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="subscriptions",
        help_text="The stored card renewals charge.",
    )

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["customer", "-created_at"])]
        constraints = [
            # Placing an order twice (a retried request) must not start a plan twice.
            models.UniqueConstraint(fields=["order", "sku"], name="subscriptions_one_per_plan")
        ]

    def __str__(self):
        return f"{self.number} {self.name}"


class SubscriptionCouponTerms(models.Model):
    """A shop coupon (an Oscar voucher) marketers made good for subscriptions, and how many
    renewals it discounts once applied to one. A coupon without terms is a cart code: it never
    goes on a subscription (subscriptions.coupons)."""

    voucher = models.OneToOneField(
        "voucher.Voucher",
        on_delete=models.CASCADE,
        primary_key=True,
        related_name="subscription_terms",
    )
    renewals = models.PositiveSmallIntegerField(
        validators=[MinValueValidator(1)],
        help_text="How many renewals it takes something off once applied to a subscription.",
    )

    class Meta:
        verbose_name = "subscription coupon terms"
        verbose_name_plural = "subscription coupon terms"

    def __str__(self):
        return f"{self.voucher_id}: {self.renewals} renewals"


class SubscriptionLog(models.Model):
    """Something that happened to a subscription: who did what, when, and the order it placed
    (the first one, then each renewal)."""

    class Action(models.TextChoices):
        STARTED = "started", "Started"
        RENEWED = "renewed", "Renewed"
        PAYMENT_FAILED = "payment_failed", "Renewal payment declined"
        PAUSED = "paused", "Paused"
        RESUMED = "resumed", "Resumed"
        SKIPPED = "skipped", "Skipped a shipment"
        CANCELED = "canceled", "Canceled"
        REACTIVATED = "reactivated", "Reactivated"
        CHANGED = "changed", "Changed"
        PRICE_CHANGED = "price_changed", "Price changed by staff"

    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE, related_name="logs")
    action = models.CharField(max_length=20, choices=Action.choices, default=Action.STARTED)
    message = models.TextField(blank=True, help_text="What changed, in words staff can read.")
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        help_text="Who did it: the customer or a staff member; empty for the shop itself.",
    )
    order = models.ForeignKey(
        "order.Order", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    order_number = models.CharField(
        max_length=128, blank=True, help_text="The order's number, when it placed one."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self):
        return f"{self.get_action_display()} {self.order_number}".strip()
