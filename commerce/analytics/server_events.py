"""Revenue events the services emit themselves, exactly once, after their change commits:
Order Completed, Subscription Started, Subscription Renewed and Subscription Canceled.

An ad blocker cannot lose them and a browser cannot forge them (the collection endpoint refuses
these names). Each is stored under the message id "<name>:<key>", unique, so emitting it twice
(a retried request, a resumed placement, two workers) stores it once. Events emitted while
serving a request carry that visitor's anonymous id and analytics context (middleware.py);
those emitted in Celery (renewals) carry none.

They are business records: stored whatever the visitor's consent, and forwarded only as it
allows (forwarding.py).

Properties follow Segment's e-commerce spec: money as numbers (computed from Decimal, rounded to
cents), currency code, products with sku, name, price and quantity.
"""

from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from commerce.plans.attributes import SUBSCRIPTION_SKU_SUFFIX

from .catalogue import (
    ORDER_COMPLETED,
    SERVER_ONLY_EVENTS,
    SUBSCRIPTION_CANCELED,
    SUBSCRIPTION_RENEWED,
    SUBSCRIPTION_STARTED,
)
from .middleware import current_context
from .models import Event
from .tasks import schedule_forwarding


def emit_server_event(name: str, *, key: str, properties: dict, user_id=None) -> None:
    """Stores the event once the current transaction commits (at once outside one), then asks
    for it to be forwarded. A second call with the same name and key stores nothing."""
    if name not in SERVER_ONLY_EVENTS:
        raise ValueError(f"{name!r} is not a server event.")
    message_id = f"{name}:{key}"
    if len(message_id) > Event._meta.get_field("message_id").max_length:
        raise ValueError(f"The key {key!r} is too long for a message id.")
    anonymous_id, context = current_context()
    event = Event(
        message_id=message_id,
        type=Event.Type.TRACK,
        name=name,
        anonymous_id=anonymous_id,
        user_id=str(user_id) if user_id is not None else "",
        properties=properties,
        context=context,
        source=Event.Source.SERVER,
        timestamp=timezone.now(),
    )

    def store():
        Event.objects.bulk_create([event], ignore_conflicts=True)
        schedule_forwarding()

    transaction.on_commit(store, robust=True)


def order_completed(order) -> None:
    """A shopper's checkout placed `order` (renewal orders are Subscription Renewed)."""
    emit_server_event(
        ORDER_COMPLETED,
        key=order.number,
        properties=_order_properties(order),
        user_id=order.user_id,
    )


def subscription_started(subscription, order) -> None:
    emit_server_event(
        SUBSCRIPTION_STARTED,
        key=subscription.number,
        properties={**_subscription_properties(subscription), "order_id": order.number},
        user_id=subscription.customer_id,
    )


def subscription_renewed(subscription, order) -> None:
    properties = _order_properties(order)
    emit_server_event(
        SUBSCRIPTION_RENEWED,
        key=order.number,
        properties={**_subscription_properties(subscription), **properties},
        user_id=subscription.customer_id,
    )


def subscription_canceled(subscription, reason: str, key: str) -> None:
    """`key` tells this cancellation from a later one of the same subscription (reactivated,
    then canceled again): the id of its log entry. The reason is free text the customer typed
    (it may name them, their health, anything): it stays in the shop's own records and is never
    put in the event, which goes to third-party destinations."""
    emit_server_event(
        SUBSCRIPTION_CANCELED,
        key=f"{subscription.number}:{key}",
        properties={
            **_subscription_properties(subscription),
            "cancel_date": subscription.cancel_date.isoformat()
            if subscription.cancel_date
            else None,
        },
        user_id=subscription.customer_id,
    )


def _subscription_properties(subscription) -> dict:
    return {
        "subscription_id": subscription.number,
        "plan": subscription.sku,
        "plan_name": subscription.name,
        "billing_interval": subscription.frequency_count,
        "billing_interval_unit": subscription.frequency_unit,
    }


def _order_properties(order) -> dict:
    lines = list(order.lines.all())
    discount = order.total_discount_incl_tax or Decimal(0)
    codes = sorted(
        {code for code in order.discounts.values_list("voucher_code", flat=True) if code}
    )
    return {
        "order_id": order.number,
        "total": _money(order.total_incl_tax),
        "revenue": _money(order.total_excl_tax - order.shipping_excl_tax),
        "subtotal": _money(order.basket_total_incl_tax),
        "shipping": _money(order.shipping_incl_tax),
        "tax": _money(order.total_tax),
        "discount": _money(discount),
        "coupon": ",".join(codes),
        "currency": order.currency,
        "products": [
            {
                "product_id": str(line.product_id or ""),
                "sku": line.upc or line.partner_sku,
                "name": line.title,
                "price": _money(line.unit_price_incl_tax or Decimal(0)),
                "quantity": line.quantity,
                "subscription": bool(line.upc and line.upc.endswith(SUBSCRIPTION_SKU_SUFFIX)),
            }
            for line in lines
        ],
    }


def _money(amount) -> float:
    return float(Decimal(amount).quantize(Decimal("0.01")))
