"""Small readers shared by the order types: ids, dates, money and the card a source names."""

import base64

from django.utils import timezone

from commerce.ordering.orders import CARD_SOURCE

from ..core.types import Money

CARD_METHOD_CODE = "authnetcim"


def entity_uid(pk: int) -> str:
    """Magento's uid: the entity id, base64-encoded ("123" -> "MTIz")."""
    return base64.b64encode(str(pk).encode()).decode()


def order_date(order) -> str:
    """When the order was placed, in the shop's time zone, as Magento writes it."""
    return timezone.localtime(order.date_placed).strftime("%Y-%m-%d %H:%M:%S")


def money(order, amount) -> Money:
    return Money(value=amount, currency=order.currency)


def card_details(source) -> dict[str, str]:
    """cc_type and cc_last4 from a card source's "VI|4242" label; empty for anything else."""
    if source.source_type.name != CARD_SOURCE:
        return {}
    cc_type, separator, last4 = source.label.partition("|")
    if not separator:
        return {}
    return {"cc_type": cc_type, "cc_last4": last4}
