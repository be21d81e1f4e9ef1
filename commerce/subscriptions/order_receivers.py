"""How subscriptions plug into ordering without ordering importing them: a shopper's order
starts its subscriptions in the transaction that writes it, its confirmation reads them back,
and a renewal's stale placement is settled again as a renewal. Connected in apps.py."""

from django.utils import timezone

from commerce.ordering.summary import Renewing

from . import services
from .models import Subscription
from .renewals import RenewalPurchase
from .terms import renews_every


def start_subscriptions(order, card, **facts) -> None:
    """Listens, in the order's transaction, to ordering.events.order_written: an order is never
    left without the subscriptions it paid for."""
    services.create_for_order(order, card=card)


def renewing_lines(order) -> dict[str, Renewing]:
    """The subscriptions an order started, by SKU, as its confirmation shows them."""
    return {
        subscription.sku: Renewing(subscription.next_run, renews_every(subscription))
        for subscription in Subscription.objects.filter(order=order)
    }


def renewal_of(placement) -> RenewalPurchase | None:
    """A renewal's placement, settled again as a renewal dated today."""
    if not placement.subscription_id:
        return None
    return RenewalPurchase(placement.subscription, timezone.localdate())
