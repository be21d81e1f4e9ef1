"""Small readers shared by the order types: dates and the card a source names."""

from django.utils import timezone

from commerce.ordering.orders import CARD_SOURCE

CARD_METHOD_CODE = "authnetcim"


def order_date(order) -> str:
    """When the order was placed, in the shop's time zone, as Magento writes it."""
    return timezone.localtime(order.date_placed).strftime("%Y-%m-%d %H:%M:%S")


def card_details(source) -> dict[str, str]:
    """cc_type and cc_last4 from a card source's "VI|4242" label; empty for anything else."""
    if source.source_type.name != CARD_SOURCE:
        return {}
    cc_type, separator, last4 = source.label.partition("|")
    if not separator:
        return {}
    return {"cc_type": cc_type, "cc_last4": last4}
