"""Subscriptions started the way checkout starts them, with a stored card that approves or
declines, ready to renew."""

from datetime import timedelta

from django.db.models import F
from oscar.core.loading import get_model

from commerce.customers.tests.factories import CustomerFactory
from commerce.ordering.models import OrderPlacement
from commerce.ordering.purchase import resume_after
from commerce.payments.sandbox.models import Outcome, PaymentProfile
from commerce.payments.tests.factories import StoredCardFactory
from commerce.subscriptions.services import create_for_order

from .factories import paid_order, shop_time

Order = get_model("order", "Order")


def subscription(plan, *, quantity=1, placed=None, outcome=Outcome.APPROVE, customer=None):
    """A subscription to `plan` started by a paid order (by default on Jan 31, 2026), its
    renewals charged to a stored card whose charges end in `outcome`."""
    customer = customer or CustomerFactory()
    order = paid_order(customer, (plan, quantity), placed=placed or shop_time(2026, 1, 31, 10))
    card = StoredCardFactory(customer=customer, gateway_card__outcome=outcome)
    [started] = create_for_order(order, card=card)
    return started


def card_now_charges(subscription, outcome: str) -> None:
    """The subscription's card starts to approve or decline (a new card, funds, a block)."""
    PaymentProfile.objects.filter(payment_id=subscription.card.payment_id).update(outcome=outcome)


def renewal_orders(subscription) -> list:
    """The orders renewing the subscription, oldest first."""
    return list(Order.objects.filter(placement__subscription=subscription).order_by("pk"))


def make_placements_stale() -> None:
    """Every placement pending longer than a charge takes: its process is presumed dead."""
    long_enough = resume_after() + timedelta(seconds=1)
    OrderPlacement.objects.update(created_at=F("created_at") - long_enough)
