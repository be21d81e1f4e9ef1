import pytest

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

from .factories import InfluencerIndexPageFactory, promotion_form

pytestmark = pytest.mark.django_db


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
    superuser_client, womens_home, page_type
):
    meta = page_type._meta
    url = f"/cms/pages/add/{meta.app_label}/{meta.model_name}/{womens_home.pk}/"

    response = superuser_client.get(url)

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
    superuser_client, womens_home, page_type, parent_type
):
    parent = (
        InfluencerIndexPageFactory(parent=womens_home)
        if parent_type is InfluencerIndexPage
        else womens_home.add_child(instance=parent_type(title="Index", slug="index"))
    )
    meta = page_type._meta

    response = superuser_client.get(
        f"/cms/pages/add/{meta.app_label}/{meta.model_name}/{parent.pk}/"
    )

    assert response.status_code == 200


def add_page_url(page_type, parent) -> str:
    meta = page_type._meta
    return f"/cms/pages/add/{meta.app_label}/{meta.model_name}/{parent.pk}/"


def test_the_form_for_a_new_page_starts_from_its_types_layout(superuser_client, womens_home):
    area = InfluencerIndexPageFactory(parent=womens_home)

    form = superuser_client.get(add_page_url(InfluencerLandingPage, area)).context["form"]

    assert {name: form[name].value() for name in ("header_type", "footer_type")} == {
        "header_type": "simple",
        "footer_type": "simple",
    }
    assert form["robots_noindex"].value() is True


@pytest.mark.parametrize(("kind", "hides_ribbon"), [("travel_kit", True), ("holiday", False)])
def test_a_promotion_created_in_the_admin_gets_its_kinds_ribbon(
    superuser_client, womens_home, kind, hides_ribbon
):
    # What the browser sends for the form as it opened, with the ribbon box left alone.
    data = promotion_form(kind)

    response = superuser_client.post(add_page_url(PromotionPage, womens_home), data)

    assert response.status_code == 302, response.context["form"].errors
    assert PromotionPage.objects.get(slug="offer").hide_ribbon is hides_ribbon
