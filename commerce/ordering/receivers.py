"""An order's stock follows its status, however the status changes: Oscar's set_status sends
order_status_changed both for add_shipment (through its EventHandler) and for the dashboard's
status change, single or in bulk."""

from celery import shared_task
from django.conf import settings
from django.db import transaction
from django.db.models.signals import post_save
from django.dispatch import receiver
from oscar.apps.analytics import receivers as analytics
from oscar.apps.customer.alerts import receivers as alerts
from oscar.apps.order.signals import order_placed, order_status_changed
from oscar.core.loading import get_model

from . import stock

Order = get_model("order", "Order")
StockRecord = get_model("partner", "StockRecord")

PROCESSING = "Processing"
SHIPPED = "Shipped"
CANCELED = "Canceled"


@receiver(order_status_changed, dispatch_uid="ordering.stock_follows_status")
def stock_follows_status(sender, order, old_status, new_status, **kwargs):
    # The pipeline reaches Shipped and Canceled only from Processing, once each; Complete
    # (after Shipped) leaves the consumed stock as it is.
    if old_status != PROCESSING:
        return
    if new_status == SHIPPED:
        stock.consume(order)
    elif new_status == CANCELED:
        stock.cancel(order)


# Oscar counts each order's products and customer in its analytics tables when the order is
# written, inside the transaction that writes it: half a dozen queries in every placement, and two
# orders of a product never ordered before race to create its counter row, where Oscar catches
# the loser's IntegrityError without a savepoint and so breaks the order's whole transaction (its
# charge refunded). The counting is not the order's business: it runs once the order is
# committed, in a worker.
order_placed.disconnect(analytics.receive_order_placed)


@receiver(order_placed, dispatch_uid="ordering.count_order_in_analytics")
def count_order_in_analytics(sender, order, user, **kwargs):
    if kwargs.get("raw", False):
        return
    order_id = order.pk
    transaction.on_commit(lambda: count_order.delay(order_id), robust=True)


@shared_task
def count_order(order_id: int) -> None:
    """Oscar's analytics counts of a committed order (products bought, the customer's orders)."""
    order = Order.objects.select_related("user").filter(pk=order_id).first()
    if order is None:
        return
    analytics.receive_order_placed(Order, order=order, user=order.user)


# Oscar looks for "back in stock" alerts to email on every save of a stock record
# (OSCAR_EAGER_ALERTS): three queries in every placement, for an allocation that only ever takes
# stock away. Other saves (a restock, stock released by a canceled order) still send them.
post_save.disconnect(alerts.send_product_alerts, sender=StockRecord)


@receiver(post_save, sender=StockRecord, dispatch_uid="ordering.send_product_alerts")
def send_product_alerts(sender, instance, created, **kwargs):
    if settings.OSCAR_EAGER_ALERTS and not getattr(instance, stock.ALLOCATING, False):
        alerts.send_product_alerts(sender, instance, created, **kwargs)
