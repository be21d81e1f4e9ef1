import secrets

from django.db import models
from oscar.apps.basket.abstract_models import AbstractBasket, AbstractLine

# 24 random bytes: 192 bits, 32 url-safe characters; guessing a live cart is hopeless.
MASKED_ID_BYTES = 24
# The purchase source of every line of a subscription's renewal basket.
RENEWAL_SOURCE = "renewal"


def new_masked_id() -> str:
    return secrets.token_urlsafe(MASKED_ID_BYTES)


class Basket(AbstractBasket):
    """A cart; a guest finds theirs again only through its masked id (the `cart_id` cookie)."""

    masked_id = models.CharField(
        max_length=64,
        unique=True,
        default=new_masked_id,
        editable=False,
        help_text="The cart's public id; random, so it cannot be guessed from another cart's.",
    )

    def all_lines(self):
        # Oscar's own query reads each line's parent product (plan rules, shipping) one line at
        # a time; prices come from the line's stock record (commerce.basket.pricing).
        if self.id is None:
            return self.lines.model.objects.none()
        if self._lines is None:
            self._lines = self.lines.select_related(
                "product__parent__product_class", "product__product_class", "stockrecord"
            ).order_by(self._meta.pk.name)
        return self._lines

    @property
    def is_renewal(self) -> bool:
        """A subscription's renewal (commerce.subscriptions.renewal_basket), never a first order:
        offers that ask (a first subscription order's coupon) tell it from a shopper's cart."""
        return any(line.purchase_source == RENEWAL_SOURCE for line in self.all_lines())


class Line(AbstractLine):
    purchase_source = models.CharField(
        max_length=64,
        blank=True,
        help_text="Where the shopper added it from, e.g. pdp (analytics and the cart's links).",
    )


from oscar.apps.basket.models import *  # noqa: E402, F403
