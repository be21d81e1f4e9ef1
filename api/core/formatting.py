"""Readers every domain's types share: Magento's uids and an amount in a record's currency."""

import base64

from .types import Money


def entity_uid(pk: int) -> str:
    """Magento's uid: the entity id, base64-encoded ("123" -> "MTIz")."""
    return base64.b64encode(str(pk).encode()).decode()


def money(order, amount) -> Money:
    return Money(value=amount, currency=order.currency)
