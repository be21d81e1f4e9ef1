"""The link to an order's confirmation page: a signed, expiring token naming the order, so a guest
sees their confirmation again (a reload, a second tab) without an account, and nobody else can."""

from django.conf import settings
from django.core import signing

SALT = "rootwell.order-confirmation"


def confirmation_token(order_number: str) -> str:
    return signing.dumps(order_number, salt=SALT, compress=False)


def order_number_from_token(token: str) -> str | None:
    """The order number the token was made for, or None when it is forged or too old."""
    try:
        return signing.loads(token, salt=SALT, max_age=settings.ORDER_CONFIRMATION_MAX_AGE_SECONDS)
    except signing.BadSignature:
        return None
