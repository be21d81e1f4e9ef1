from django.db import transaction
from wagtail.models import Page, Site

from .models import HomePage


@transaction.atomic
def install_home_page(home: HomePage, hostname: str = "localhost") -> HomePage:
    """Publish `home` as the root of the default site, replacing Wagtail's welcome page."""
    Page.get_first_root_node().add_child(instance=home)
    home.save_revision().publish()
    site = Site.objects.filter(is_default_site=True).first() or Site(is_default_site=True)
    previous_root = site.root_page if site.pk else None
    site.root_page = home
    site.hostname = hostname
    site.site_name = "Rootwell"
    site.save()
    if previous_root and previous_root.specific_class is Page:
        previous_root.delete()
    return home
