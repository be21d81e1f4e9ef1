import pytest
from django.contrib.auth import get_user_model

from cms.content.models import TrackingPage
from cms.legal.models import LegalIndexPage, LegalPage
from cms.products.models import ProductListingPage
from cms.promotions.models import (
    CoreBrandPage,
    InfluencerIndexPage,
    InfluencerLandingPage,
    PartnerPage,
    PromotionPage,
)
from cms.stories.models import BlogIndexPage, BlogPostPage, StoryIndexPage, StoryPage

from .factories import InfluencerIndexPageFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def editor_client(client):
    editor = get_user_model().objects.create_superuser(
        email="editor@rootwell.example", password="a-long-editor-password"
    )
    client.force_login(editor)
    return client


@pytest.mark.parametrize(
    "page_type",
    [
        PromotionPage,
        PartnerPage,
        InfluencerIndexPage,
        CoreBrandPage,
        TrackingPage,
        LegalIndexPage,
        LegalPage,
        BlogIndexPage,
        ProductListingPage,
        StoryIndexPage,
    ],
)
def test_editors_can_open_the_form_for_a_new_page_under_the_home(
    editor_client, womens_home, page_type
):
    meta = page_type._meta
    url = f"/cms/pages/add/{meta.app_label}/{meta.model_name}/{womens_home.pk}/"

    response = editor_client.get(url)

    assert response.status_code == 200
    assert b'name="title"' in response.content


@pytest.mark.parametrize(
    ("page_type", "parent_type"),
    [
        (InfluencerLandingPage, InfluencerIndexPage),
        (BlogPostPage, BlogIndexPage),
        (StoryPage, StoryIndexPage),
    ],
)
def test_editors_can_open_the_form_for_a_page_under_its_index(
    editor_client, womens_home, page_type, parent_type
):
    parent = (
        InfluencerIndexPageFactory(parent=womens_home)
        if parent_type is InfluencerIndexPage
        else womens_home.add_child(instance=parent_type(title="Index", slug="index"))
    )
    meta = page_type._meta

    response = editor_client.get(f"/cms/pages/add/{meta.app_label}/{meta.model_name}/{parent.pk}/")

    assert response.status_code == 200
