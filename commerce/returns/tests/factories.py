"""Orders paid with a real sandbox charge, shipped by staff: what a return starts from.

order = shipped_order(customer)                              # one $88 line, dispatched today
order = shipped_order(customer, quantity=3, plans=[a, b])    # 3 of each
order = shipped_order(customer, shipped=False)               # paid, still Processing
"""

from datetime import timedelta

from django.utils import timezone

from commerce.fulfilment.models import Shipment
from commerce.fulfilment.shipments import add_shipment
from commerce.fulfilment.tests.factories import place_order
from commerce.payments import services as cards
from commerce.payments.tests.factories import StoredCardFactory


def shipped_order(customer, *, plans=None, quantity=1, shipped=True, days_ago=0):
    """The customer's order, its card charged at the sandbox for its total (the payment source
    names that charge, as checkout records it) and, with `shipped`, a shipment added `days_ago`
    days ago (the order and its lines Shipped)."""
    order = place_order(customer, plans=plans, quantity=quantity)
    card = StoredCardFactory(customer=customer)
    charged = cards.charge_card(
        card,
        amount=order.total_incl_tax,
        currency=order.currency,
        idempotency_key=f"order-{order.number}",
    )
    source = order.sources.get()
    source.reference = charged.transaction_id
    source.save(update_fields=["reference"])
    if shipped:
        shipment = add_shipment(order, "ups", "1Z999AA10123456784", "UPS Ground")
        if days_ago:
            Shipment.objects.filter(pk=shipment.pk).update(
                created_at=timezone.now() - timedelta(days=days_ago)
            )
    order.refresh_from_db()
    return order
