from decimal import Decimal

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.utils import timezone
from wagtail.models import Page

from cms.promotions.models import InfluencerLandingPage, PromotionPage
from commerce.basket.vouchers import money_off_cart_voucher
from commerce.plans.tests.factories import core_product_with_four_plans

from .factories import InfluencerIndexPageFactory, InfluencerLandingPageFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def ava10():
    return money_off_cart_voucher("AVA10", Decimal("10.00"))


def add_page_url(page_type, parent) -> str:
    meta = page_type._meta
    return f"/cms/pages/add/{meta.app_label}/{meta.model_name}/{parent.pk}/"


def influencer_form(code: str) -> dict:
    return {
        "title": "Maya loves Rootwell",
        "slug": "maya",
        "influencer_name": "Maya Chen",
        "offer_code": code,
        "header_type": "simple",
        "footer_type": "simple",
        "robots_noindex": "on",
        "scroll_restoration": "on",
        "body-count": "0",
        "action-publish": "publish",
    }


def test_every_page_type_describes_itself_in_the_add_page_chooser(superuser_client, womens_home):
    page_types = [
        model
        for model in apps.get_models()
        if issubclass(model, Page) and model is not Page and model._meta.app_label != "wagtailcore"
    ]

    undescribed = [model.__name__ for model in page_types if not model.get_page_description()]

    assert len(page_types) >= 15
    assert undescribed == []
    response = superuser_client.get(f"/cms/pages/{womens_home.pk}/add_subpage/")
    assert PromotionPage.page_description.split(" (")[0].encode() in response.content


def test_an_influencer_code_that_is_no_active_voucher_is_refused_by_name(
    superuser_client, womens_home
):
    area = InfluencerIndexPageFactory(parent=womens_home)

    response = superuser_client.post(
        add_page_url(InfluencerLandingPage, area), influencer_form("nope5")
    )

    assert response.status_code == 200
    assert response.context["form"].errors["offer_code"] == [
        '"NOPE5" is not an active voucher in the shop. Create it under Dashboard › Vouchers '
        "(or check its start and end dates), then save again."
    ]
    assert not InfluencerLandingPage.objects.exists()


def test_an_expired_voucher_is_no_offer_code(womens_home, ava10):
    ava10.end_datetime = timezone.now() - timezone.timedelta(days=1)
    ava10.save()
    area = InfluencerIndexPageFactory(parent=womens_home)

    with pytest.raises(ValidationError, match="AVA10"):
        InfluencerLandingPageFactory(parent=area, offer_code="AVA10")


def test_an_active_voucher_is_taken_as_the_shop_writes_it(superuser_client, womens_home, ava10):
    area = InfluencerIndexPageFactory(parent=womens_home)

    response = superuser_client.post(
        add_page_url(InfluencerLandingPage, area), influencer_form("ava10 ")
    )

    assert response.status_code == 302, response.context["form"].errors
    page = InfluencerLandingPage.objects.get(slug="maya")
    assert (page.offer_code, page.live) == ("AVA10", True)


def test_the_code_field_says_what_it_takes_and_what_the_pages_code_gives(
    superuser_client, womens_home, ava10
):
    area = InfluencerIndexPageFactory(parent=womens_home)
    page = InfluencerLandingPageFactory(parent=area, offer_code="AVA10")

    blank = superuser_client.get(add_page_url(InfluencerLandingPage, area)).context["form"]
    edited = superuser_client.get(f"/cms/pages/{page.pk}/edit/").context["form"]

    assert "an active voucher of the shop" in blank["offer_code"].help_text
    # The shop's own calendar day: past midnight UTC it can still be the day before.
    ends = timezone.localdate(ava10.end_datetime)
    assert edited["offer_code"].help_text.endswith(
        "AVA10: $10.00 discount on every plan, cart includes 1 item(s) from every plan. "
        f"Can be used multiple times by multiple customers, until {ends}."
    )


def test_header_and_footer_choices_explain_each_layout(superuser_client, womens_home):
    response = superuser_client.get(add_page_url(PromotionPage, womens_home))

    assert b"Simple: a back-to-shop link, the logo" in response.content
    assert b"Really Simple: the copyright and FDA notice alone" in response.content


def test_the_dashboard_leads_straight_to_new_influencer_and_promotion_pages(
    superuser_client, womens_home
):
    area = InfluencerIndexPageFactory(parent=womens_home)
    InfluencerIndexPageFactory(parent=womens_home, title="Influencer GWP", slug="influencergwp")

    response = superuser_client.get("/cms/")

    html = response.content.decode()
    assert "Campaign pages" in html
    assert "New influencer page in Influencer" in html
    assert "New influencer page in Influencer GWP" in html
    assert f'href="{add_page_url(InfluencerLandingPage, area)}"' in html
    assert f'href="{add_page_url(PromotionPage, womens_home)}"' in html
    assert "at /influencer/" in html
    # The links open a form that creates the page where it belongs.
    form = superuser_client.get(add_page_url(InfluencerLandingPage, area))
    assert form.status_code == 200


def test_editors_without_rights_on_the_areas_see_no_links(client, womens_home):
    InfluencerIndexPageFactory(parent=womens_home)
    user = get_user_model().objects.create_user(email="viewer@rootwell.example", password="x" * 16)
    from django.contrib.auth.models import Permission

    user.user_permissions.add(Permission.objects.get(codename="access_admin"))
    client.force_login(user)

    html = client.get("/cms/").content.decode()

    assert "New influencer page" not in html
    assert "There is no influencer area or home page you may add pages to." in html


OFFER_BUTTON = """
query($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    ... on InfluencerLandingPage { offer_code offer_cart_link }
  }
}
"""


def test_the_pages_button_adds_its_plan_with_the_code_applied(graphql, womens_home, ava10):
    # Given an influencer page selling the monthly Core plan with AVA10
    monthly = core_product_with_four_plans().children.get(upc="RW-CORE-W-1M-S01")
    area = InfluencerIndexPageFactory(parent=womens_home)
    InfluencerLandingPageFactory(parent=area, slug="maya", offer_code="AVA10", offer_plan=monthly)
    InfluencerLandingPageFactory(parent=area, slug="zoe", offer_code="AVA10")

    def page(slug):
        return graphql(OFFER_BUTTON, {"url_path": f"/influencer/{slug}/"})["data"]["page"]

    # Then its button is the storefront's add-to-cart link with the plan and the code
    assert page("maya")["offer_cart_link"] == (
        "/dpa/add/tocart/?skus=RW-CORE-W-1M-S01&purchase_source=influencer&code=AVA10"
    )
    # And a page that names no plan has no button
    assert page("zoe")["offer_cart_link"] == ""


def test_the_plan_choice_names_each_plan_by_product_and_sku(superuser_client, womens_home):
    core_product_with_four_plans()
    area = InfluencerIndexPageFactory(parent=womens_home)

    html = superuser_client.get(add_page_url(InfluencerLandingPage, area)).content.decode()

    assert "Rootwell Core for Women: RW-CORE-W-1M-S01</option>" in html
