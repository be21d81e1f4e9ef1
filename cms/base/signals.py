"""Content changes that the storefront must see at once: publish, unpublish, move, delete."""

from django.db import transaction
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from wagtail.models import Page
from wagtail.signals import page_published, page_unpublished, post_page_move

from .models import StorefrontSettings
from .paths import storefront_path
from .tasks import revalidate_storefront


def refresh_storefront(*paths: str | None) -> None:
    changed = [path for path in paths if path]
    transaction.on_commit(lambda: revalidate_storefront.delay(changed))


# The cache tag refreshes every page, so a moved page's old path and a deleted page's path
# turn into 404s without being named.
@receiver(page_published)
@receiver(page_unpublished)
@receiver(post_page_move)
def page_changed(sender, instance, **kwargs):
    refresh_storefront(storefront_path(instance))


@receiver(post_delete, sender=Page)
def page_deleted(sender, instance, **kwargs):
    refresh_storefront()


@receiver([post_save, post_delete], sender=StorefrontSettings)
def settings_changed(sender, instance, **kwargs):
    refresh_storefront()
