from django.conf import settings
from django.core.exceptions import ValidationError
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
        REFERRAL = "referral", "Referral reward"
        REFERRAL_TAKEN_BACK = "referral_back", "Referral credit taken back"

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


class RewardType(models.TextChoices):
    PAY_IT_FORWARD = "pay_it_forward", "Pay it forward: a gift code for a friend"
    PICK_YOUR_BOOSTER = "pick_your_booster", "Pick your booster"
    UPGRADE_BOOSTER = "upgrade_booster", "Plan upgrade"
    FREE_GIFT = "free_gift", "Free gift"
    REFER_A_FRIEND = "refer_a_friend", "Refer a friend"


class ProductLine(models.TextChoices):
    ANY = "", "Any line"
    WOMEN = "Women", "Women's"
    MEN = "Men", "Men's"


class Campaign(models.Model):
    """A reward marketers offer to subscribers who match its rules, for a while: a booster to
    pick, a free gift, a plan upgrade at a discount, a gift code for a friend, or the referral
    programme. What a customer accepts changes their subscription's next renewal, once."""

    segment_name = models.CharField(
        max_length=SEGMENT_KEY_MAX_LENGTH,
        unique=True,
        validators=[RegexValidator(SEGMENT_KEY_PATTERN, INVALID_SEGMENT_KEY)],
        help_text='The segment it offers to, e.g. "oct_upgrade_womens_25"; letters, digits and '
        "underscores. Accepted offers report it with the suffix _accepted.",
    )
    title = models.CharField(max_length=120, help_text="What the customer reads as the offer.")
    description = models.TextField(blank=True, help_text="The offer's details and terms.")
    reward_type = models.CharField(max_length=32, choices=RewardType.choices)
    pencil_banner_text = models.CharField(
        max_length=160, blank=True, help_text="The header banner signed-in customers see."
    )
    # Who is offered it.
    product_line = models.CharField(
        max_length=8,
        choices=ProductLine.choices,
        blank=True,
        help_text="Subscribers of this line only; any line when empty.",
    )
    subscription_interval = models.PositiveSmallIntegerField(
        null=True,
        blank=True,
        help_text="Subscriptions renewing every this many months only (1: monthly); any when "
        "empty.",
    )
    min_renewals = models.PositiveSmallIntegerField(
        default=0, help_text="Offered once a subscription has renewed this many times."
    )
    required_segment_key = models.CharField(
        max_length=SEGMENT_KEY_MAX_LENGTH,
        blank=True,
        help_text="Customers holding this segment key only; anyone when empty.",
    )
    # What it gives.
    booster_bundle_key = models.CharField(
        max_length=32,
        blank=True,
        help_text="Pick your booster: the boosters of this bundle key (e.g. women) on the "
        "subscription's interval.",
    )
    reward_price = models.DecimalField(
        max_digits=12,
        decimal_places=2,
        null=True,
        blank=True,
        help_text="Pick your booster: what the chosen booster costs on the next shipment "
        "(0 for free); the plan's price when empty.",
    )
    gift_skus = models.CharField(
        max_length=255,
        blank=True,
        help_text="Free gift: the SKUs to choose from, comma-separated; it ships at $0.",
    )
    upgrade_interval = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Plan upgrade: the interval in months it moves to."
    )
    upgrade_coupon = models.ForeignKey(
        "voucher.Voucher",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        help_text="Plan upgrade: the coupon applied to the upgraded subscription's next renewal.",
    )
    friend_discount = models.DecimalField(
        max_digits=12,
        decimal_places=2,
        null=True,
        blank=True,
        help_text="Pay it forward and refer a friend: what the friend gets off a first "
        "subscription order.",
    )
    referrer_credit = models.DecimalField(
        max_digits=12,
        decimal_places=2,
        null=True,
        blank=True,
        help_text="Refer a friend: store credit the customer earns once a friend's first order "
        "is paid.",
    )
    # When.
    lifetime_days = models.PositiveSmallIntegerField(
        default=30, help_text="How many days an offer stays open (remaining_lifetime)."
    )
    run_with_next_rebill = models.BooleanField(
        default=True,
        help_text="Applied with the next scheduled renewal; when off, accepting ships the next "
        "renewal at once with the reward.",
    )
    priority = models.PositiveSmallIntegerField(
        default=100, help_text="Among offers ending the same day, lower comes first."
    )
    starts_at = models.DateTimeField(null=True, blank=True, help_text="Offered from then on.")
    ends_at = models.DateTimeField(null=True, blank=True, help_text="No new offers after this.")
    is_active = models.BooleanField(default=True, help_text="Off stops it: no new offers.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["priority", "segment_name"]

    def __str__(self):
        return self.segment_name

    # What each reward type needs to give anything (field: what to tell the marketer).
    REQUIRED = {
        RewardType.PICK_YOUR_BOOSTER: {"booster_bundle_key": "Name the boosters' bundle key."},
        RewardType.FREE_GIFT: {"gift_skus": "List the gifts' SKUs."},
        RewardType.UPGRADE_BOOSTER: {
            "upgrade_interval": "Choose the interval the plan moves to.",
            "upgrade_coupon": "Choose the coupon the upgrade's next renewal gets.",
        },
        RewardType.PAY_IT_FORWARD: {"friend_discount": "Set what the friend's code takes off."},
        RewardType.REFER_A_FRIEND: {
            "friend_discount": "Set what the friend's first order gets off.",
            "referrer_credit": "Set the store credit a referral earns.",
        },
    }

    def clean(self):
        errors = {
            field: message
            for field, message in self.REQUIRED.get(self.reward_type, {}).items()
            if getattr(self, field) in (None, "")
        }
        if self.upgrade_interval is not None and self.upgrade_interval not in (1, 3, 6):
            errors["upgrade_interval"] = "Plans renew every 1, 3 or 6 months."
        if (
            self.upgrade_interval
            and self.subscription_interval
            and self.upgrade_interval <= self.subscription_interval
        ):
            errors["upgrade_interval"] = (
                "An upgrade moves to a longer interval than it is offered on."
            )
        for field in ("reward_price", "friend_discount", "referrer_credit"):
            value = getattr(self, field)
            if value is not None and value < 0:
                errors[field] = "Enter zero or more."
        if self.starts_at and self.ends_at and self.ends_at <= self.starts_at:
            errors["ends_at"] = "The end comes after the start."
        if errors:
            raise ValidationError(errors)

    @property
    def gift_sku_list(self) -> list[str]:
        return [sku.strip() for sku in self.gift_skus.split(",") if sku.strip()]


class CampaignOffer(models.Model):
    """A campaign offered to one customer for one subscription: offered, then accepted (and used
    by a renewal) or declined. Its id is the `segment_id` clients use."""

    campaign = models.ForeignKey(Campaign, on_delete=models.PROTECT, related_name="offers")
    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="campaign_offers"
    )
    subscription = models.ForeignKey(
        "subscriptions.Subscription", on_delete=models.CASCADE, related_name="campaign_offers"
    )
    offered_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(help_text="Open until then unless accepted.")
    accepted_at = models.DateTimeField(null=True, blank=True)
    accepted_sku = models.CharField(
        max_length=128, blank=True, help_text="The booster or gift the customer chose."
    )
    friend_email = models.EmailField(blank=True, help_text="Pay it forward: who got the code.")
    gift_voucher = models.OneToOneField(
        "voucher.Voucher",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        help_text="Pay it forward: the code sent to the friend.",
    )
    declined_at = models.DateTimeField(null=True, blank=True)
    used_at = models.DateTimeField(null=True, blank=True)
    used_order = models.ForeignKey(
        "order.Order",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        help_text="The renewal that shipped the reward.",
    )

    class Meta:
        ordering = ["expires_at", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["campaign", "subscription"], name="one_offer_per_campaign_subscription"
            )
        ]
        indexes = [models.Index(fields=["customer", "declined_at"])]

    def __str__(self):
        return f"{self.campaign} for {self.subscription_id}"

    @property
    def is_accepted(self) -> bool:
        return self.accepted_at is not None

    @property
    def is_used(self) -> bool:
        return self.used_at is not None


class ReferralCode(models.Model):
    """A customer's personal referral code: an Oscar voucher friends apply to their first
    subscription order."""

    customer = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="referral_code"
    )
    voucher = models.OneToOneField("voucher.Voucher", on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.voucher.code


class Referral(models.Model):
    """A friend's paid first order made with a referral code, and the credit it earned."""

    referrer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="referrals"
    )
    friend = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        related_name="referred_by",
        help_text="A friend earns their referrer credit once.",
    )
    order = models.OneToOneField("order.Order", on_delete=models.PROTECT, related_name="+")
    credit = models.OneToOneField(
        StoreCreditEntry, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    taken_back_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text="When the friend's order was refunded and the credit was taken back.",
    )
    taken_back = models.OneToOneField(
        StoreCreditEntry,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        help_text="The entry that took the credit back; empty when none of it was left.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"{self.friend} referred by {self.referrer}"


from .referral_condition import ReferralCondition  # noqa: E402, F401  (a proxy model)
