"""Editors choose share images on a page's Promote tab and in the storefront settings."""

import pytest
from django.urls import reverse
from wagtail.models import Site

from cms.content.tests.factories import ContentPageFactory

pytestmark = pytest.mark.django_db


def test_a_pages_promote_tab_offers_a_share_image(superuser_client, womens_home):
    page = ContentPageFactory(parent=womens_home, slug="science")

    response = superuser_client.get(reverse("wagtailadmin_pages:edit", args=[page.id]))

    assert response.status_code == 200
    assert 'name="share_image"' in response.content.decode()


def test_the_storefront_settings_offer_a_default_share_image_and_description(
    superuser_client, womens_home
):
    site = Site.objects.get(is_default_site=True)

    response = superuser_client.get(
        reverse("wagtailsettings:edit", args=["base", "storefrontsettings", site.id])
    )

    content = response.content.decode()
    assert response.status_code == 200
    assert 'name="share_image"' in content
    assert 'name="meta_description"' in content
