from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from cms.base.signals import refresh_storefront

from .models import NavigationMenu, Ribbon


# Menus and ribbons appear on every page: refreshing the cache tag refreshes them all.
@receiver([post_save, post_delete], sender=NavigationMenu)
@receiver([post_save, post_delete], sender=Ribbon)
def chrome_changed(sender, instance, **kwargs):
    refresh_storefront()
