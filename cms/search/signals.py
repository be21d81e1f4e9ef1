"""Product search entries follow the catalogue (cms.products.signals.products_changed) and the
product pages' publishing; the typo corrector's vocabulary follows every page's."""

from django.db import transaction
from django.dispatch import receiver
from wagtail.signals import page_published, page_unpublished, post_page_move

from cms.products.models import ProductPage
from cms.products.signals import products_changed

from .spelling import vocabulary_changed
from .tasks import refresh_product_search_entries


@receiver(products_changed)
def catalogue_changed(sender, product_ids, **kwargs):
    refresh_product_search_entries.delay(sorted(product_ids))


@receiver(page_published, sender=ProductPage)
@receiver(page_unpublished, sender=ProductPage)
@receiver(post_page_move, sender=ProductPage)
def product_page_changed(sender, instance, **kwargs):
    product_id = instance.product_id
    transaction.on_commit(lambda: refresh_product_search_entries.delay([product_id]))


@receiver(page_published)
@receiver(page_unpublished)
def page_changed(sender, instance, **kwargs):
    # The typo corrector's words include page titles and FAQ questions.
    transaction.on_commit(vocabulary_changed)
