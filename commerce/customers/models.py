from oscar.apps.customer.abstract_models import AbstractUser


class User(AbstractUser):
    """A shopper or staff member; signs in with their email address."""

    class Meta(AbstractUser.Meta):
        swappable = "AUTH_USER_MODEL"
