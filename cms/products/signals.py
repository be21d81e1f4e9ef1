"""Catalogue changes staff make in the dashboard refresh the storefront's cached product pages.

A stock record is saved by every order too (its allocation): that refreshes the pages only when
it changes what they show, a plan's price or whether it can be bought (sold out or back).

A review refreshes its product's pages only when staff approve, reject or delete a shown one:
new reviews wait for moderation and votes are not worth re-rendering a cached page for."""

import threading
from decimal import Decimal
from functools import partial

from django.db import transaction
from django.db.models.signals import post_delete, post_save, pre_delete, pre_save
from django.dispatch import Signal, receiver
from oscar.core.loading import get_model

from cms.base.tasks import revalidate_storefront
from commerce.product_reviews.services import update_rating

from .paths import product_page_paths

Product = get_model("catalogue", "Product")
ProductAttributeValue = get_model("catalogue", "ProductAttributeValue")
ProductImage = get_model("catalogue", "ProductImage")
ProductReview = get_model("reviews", "ProductReview")
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


@receiver(pre_save, sender=ProductReview)
def review_saving(sender, instance, **kwargs):
    stored = ProductReview.objects.filter(pk=instance.pk) if instance.pk else None
    instance._status_before = stored.values_list("status", flat=True).first() if stored else None
    _rate_without_saving_the_product(instance)


@receiver(pre_delete, sender=ProductReview)
def review_deleting(sender, instance, **kwargs):
    _rate_without_saving_the_product(instance)


def _rate_without_saving_the_product(review) -> None:
    # Oscar's review save() and delete() then call product.update_rating(), which saves the whole
    # product: that would overwrite a dashboard edit made meanwhile, and its post_save refreshes
    # every page and search. This review's product (cached on it) stores its rating alone.
    product = review.product
    product.update_rating = partial(update_rating, product.pk)


@receiver(post_save, sender=ProductReview)
def review_saved(sender, instance, created, **kwargs):
    before = None if created else getattr(instance, "_status_before", None)
    if before != instance.status and ProductReview.APPROVED in (before, instance.status):
        _refresh_reviewed_product(instance.product_id)


@receiver(post_delete, sender=ProductReview)
def review_deleted(sender, instance, **kwargs):
    if instance.status == ProductReview.APPROVED:
        _refresh_reviewed_product(instance.product_id)


def _refresh_reviewed_product(product_id: int) -> None:
    transaction.on_commit(partial(_refresh_product_pages_only, product_id))


def _refresh_product_pages_only(product_id: int) -> None:
    paths = product_page_paths({product_id}).get(product_id, [])
    if paths:
        # No `cms` tag: only this product's pages show its reviews.
        revalidate_storefront.delay(paths, tags=[])
