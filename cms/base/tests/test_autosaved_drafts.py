import json

import pytest
from django.contrib.auth import get_user_model

from cms.promotions.models import PromotionPage
from cms.promotions.tests.factories import promotion_form

pytestmark = pytest.mark.django_db


def superuser(email):
    return get_user_model().objects.create_superuser(email=email, password="a-long-password-1")


def add_promotion_url(parent) -> str:
    return f"/cms/pages/add/promotions/promotionpage/{parent.pk}/"


def autosave(client, parent) -> dict:
    """What Wagtail's editor sends a moment after the editor types in a new page's form."""
    response = client.post(
        add_promotion_url(parent), promotion_form("holiday"), HTTP_ACCEPT="application/json"
    )
    return json.loads(response.content)


def test_publishing_a_new_page_after_its_autosave_publishes_that_draft(client, womens_home):
    # Given an editor whose new page was autosaved as a draft before the form heard of it
    client.force_login(superuser("editor@rootwell.example"))
    assert autosave(client, womens_home)["success"] is True

    # When the form, still the create form, is published with a change
    data = {**promotion_form("holiday"), "headline": "Free gift wrap", "action-publish": "on"}
    response = client.post(add_promotion_url(womens_home), data)

    # Then the draft is the page that went live: no "slug already in use", no second page
    assert response.status_code == 302
    page = PromotionPage.objects.get()
    assert (page.slug, page.live, page.headline) == ("offer", True, "Free gift wrap")


def test_a_draft_of_another_editor_keeps_its_address(client, womens_home):
    client.force_login(superuser("first@rootwell.example"))
    autosave(client, womens_home)
    client.force_login(superuser("second@rootwell.example"))

    data = {**promotion_form("holiday"), "action-publish": "on"}
    response = client.post(add_promotion_url(womens_home), data)

    assert response.status_code == 200
    assert "slug" in response.context["form"].errors
    assert PromotionPage.objects.get().live is False


def test_a_published_page_keeps_its_address(client, womens_home):
    client.force_login(superuser("editor@rootwell.example"))
    autosave(client, womens_home)
    client.post(
        add_promotion_url(womens_home), {**promotion_form("holiday"), "action-publish": "on"}
    )

    response = client.post(
        add_promotion_url(womens_home), {**promotion_form("holiday"), "action-publish": "on"}
    )

    assert response.status_code == 200
    assert "slug" in response.context["form"].errors
    assert PromotionPage.objects.count() == 1
