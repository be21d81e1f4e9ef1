from django.db import models
from oscar.apps.customer.abstract_models import AbstractUser


class User(AbstractUser):
    """A shopper or staff member; signs in with their email address."""

    class Gender(models.IntegerChoices):
        # Magento's codes, which the storefront and its clients send and read.
        MALE = 1, "Male"
        FEMALE = 2, "Female"
        NOT_SPECIFIED = 3, "Not specified"

    telephone = models.CharField(max_length=32, blank=True)
    gender = models.PositiveSmallIntegerField(choices=Gender.choices, null=True, blank=True)
    refill_opt_in = models.BooleanField(
        default=False, help_text="The customer asked to be reminded when a refill is due."
    )

    class Meta(AbstractUser.Meta):
        swappable = "AUTH_USER_MODEL"


class NewsletterSubscriber(models.Model):
    """An address signed up through the footer form, and the welcome code it was sent."""

    email = models.EmailField(
        unique=True, help_text="Stored trimmed and lower-cased, so one address signs up once."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    discount_code = models.CharField(
        max_length=128, unique=True, help_text="The single-use welcome voucher's code."
    )

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return self.email


class CustomerToken(models.Model):
    """A signed-in session of a customer's: only the SHA-256 digest of the token is stored."""

    user = models.ForeignKey(
        "customers.User", on_delete=models.CASCADE, related_name="customer_tokens"
    )
    digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"Token of {self.user} until {self.expires_at:%Y-%m-%d %H:%M}"


from .offers import FirstSubscriptionOrderCondition  # noqa: E402, F401  (a proxy model)
