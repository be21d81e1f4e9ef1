from django.db.models.signals import post_save
from django.dispatch import receiver

from cms.base.signals import refresh_storefront

from .models import CheckoutAssurances


# Read with the CMS's cached answers: an edit refreshes them.
@receiver(post_save, sender=CheckoutAssurances)
def assurances_changed(sender, instance, **kwargs):
    refresh_storefront()
