"""Catalogue changes staff make in the dashboard refresh the storefront's cached product pages."""

import threading

from django.db import transaction
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from oscar.core.loading import get_model

from cms.base.tasks import revalidate_storefront

from .paths import product_page_paths

Product = get_model("catalogue", "Product")
ProductAttributeValue = get_model("catalogue", "ProductAttributeValue")
ProductImage = get_model("catalogue", "ProductImage")
StockRecord = get_model("partner", "StockRecord")

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
    paths = [path for found in product_page_paths(parent_ids).values() for path in found]
    if paths:
        revalidate_storefront.delay(paths)


@receiver([post_save, post_delete], sender=Product)
def product_saved(sender, instance, **kwargs):
    product_changed(instance.parent_id or instance.pk)


@receiver([post_save, post_delete], sender=StockRecord)
@receiver([post_save, post_delete], sender=ProductAttributeValue)
@receiver([post_save, post_delete], sender=ProductImage)
def product_detail_saved(sender, instance, **kwargs):
    product_changed(instance.product_id)
