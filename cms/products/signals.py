"""Catalogue changes staff make in the dashboard refresh the storefront's cached product pages.

A stock record is saved by every order too (its allocation): that refreshes the pages only when
it changes what they show, a plan's price or whether it can be bought (sold out or back)."""

import threading
from decimal import Decimal

from django.db import transaction
from django.db.models.signals import post_delete, post_save, pre_save
from django.dispatch import Signal, receiver
from oscar.core.loading import get_model

from cms.base.tasks import revalidate_storefront

from .paths import product_page_paths

Product = get_model("catalogue", "Product")
ProductAttributeValue = get_model("catalogue", "ProductAttributeValue")
ProductImage = get_model("catalogue", "ProductImage")
StockRecord = get_model("partner", "StockRecord")

# Sent after the commit with the parent ids of the products whose shown facts changed (search
# keeps its entries in step through it).
products_changed = Signal()

# Saving one product in the dashboard saves it, its attributes and stock records: the products
# changed in a transaction are gathered so the storefront gets one refresh for them all.
_changed = threading.local()


def product_changed(product_id: int | None) -> None:
    if product_id is None:
        return
    if not hasattr(_changed, "ids"):
        _changed.ids = set()
    _changed.ids.add(product_id)
    # One callback per change: whichever runs first after the commit sends them all, and a
    # rolled-back change leaves at most a harmless extra refresh behind.
    transaction.on_commit(_refresh_changed_product_pages)


def _refresh_changed_product_pages() -> None:
    ids, _changed.ids = getattr(_changed, "ids", set()), set()
    if not ids:
        return
    parent_ids = {
        parent_id or product_id
        for product_id, parent_id in Product.objects.filter(pk__in=ids).values_list(
            "pk", "parent_id"
        )
    }
    products_changed.send(sender=Product, product_ids=parent_ids)
    paths = [path for found in product_page_paths(parent_ids).values() for path in found]
    if paths:
        revalidate_storefront.delay(paths)


@receiver([post_save, post_delete], sender=Product)
def product_saved(sender, instance, **kwargs):
    product_changed(instance.parent_id or instance.pk)


@receiver(pre_save, sender=StockRecord)
def stock_record_saving(sender, instance, **kwargs):
    stored = (
        StockRecord.objects.filter(pk=instance.pk).values(*_SHOWN).first() if instance.pk else None
    )
    instance._shown_before = _shown(stored) if stored else None


@receiver(post_save, sender=StockRecord)
def stock_record_saved(sender, instance, **kwargs):
    if getattr(instance, "_shown_before", None) != _shown(vars(instance)):
        product_changed(instance.product_id)


_SHOWN = ("price", "price_currency", "num_in_stock", "num_allocated")


def _shown(figures: dict) -> tuple:
    """What a product page shows of a stock record: the price, and whether it is in stock."""
    price = figures["price"]
    in_stock = (figures["num_in_stock"] or 0) - (figures["num_allocated"] or 0) > 0
    return (None if price is None else Decimal(price), figures["price_currency"], in_stock)


@receiver(post_delete, sender=StockRecord)
@receiver([post_save, post_delete], sender=ProductAttributeValue)
@receiver([post_save, post_delete], sender=ProductImage)
def product_detail_saved(sender, instance, **kwargs):
    product_changed(instance.product_id)
