import datetime

import pytest

from cms.home.tests.factories import MensHomePageFactory
from cms.promotions.models import (
    CoreBrandPage,
    InfluencerIndexPage,
    InfluencerLandingPage,
    PartnerPage,
    PromotionKind,
    PromotionPage,
    PromotionPageForm,
)

from .factories import (
    InfluencerIndexPageFactory,
    InfluencerLandingPageFactory,
    PartnerPageFactory,
    PromotionPageFactory,
    promotion_form,
)

pytestmark = pytest.mark.django_db

LAYOUT = (
    "header_type",
    "footer_type",
    "robots_noindex",
    "hide_ribbon",
    "scroll_restoration",
    "main_padding",
    "white_header",
)


def layout_of(page) -> dict:
    return {field: getattr(page, field) for field in LAYOUT}


DEFAULT_LAYOUT = {
    "header_type": "default",
    "footer_type": "default",
    "robots_noindex": False,
    "hide_ribbon": False,
    "scroll_restoration": True,
    "main_padding": False,
    "white_header": False,
}


@pytest.mark.parametrize("page_type", [InfluencerIndexPage, InfluencerLandingPage])
def test_influencer_areas_get_a_simple_header_and_footer_and_stay_out_of_search(page_type):
    page = page_type(title="Ava")

    assert layout_of(page) == {
        **DEFAULT_LAYOUT,
        "header_type": "simple",
        "footer_type": "simple",
        "robots_noindex": True,
    }


def test_a_core_brand_page_gets_a_simple_footer_and_stays_out_of_search():
    assert layout_of(CoreBrandPage(title="Core")) == {
        **DEFAULT_LAYOUT,
        "footer_type": "simple",
        "robots_noindex": True,
    }


def test_a_partner_page_hides_the_ribbon():
    assert layout_of(PartnerPage(title="Bloom")) == {**DEFAULT_LAYOUT, "hide_ribbon": True}


@pytest.mark.parametrize(
    ("kind", "hides_ribbon"),
    [
        (PromotionKind.PARTNERSHIP, True),
        (PromotionKind.FATHERS_DAY_GIFT_SET, True),
        (PromotionKind.TRAVEL_KIT, True),
        (PromotionKind.BUNDLE, True),
        (PromotionKind.FATHERS_DAY, False),
        (PromotionKind.BLACK_FRIDAY, False),
        (PromotionKind.RESTART_3_MONTH, False),
    ],
)
def test_the_ribbon_follows_the_offer_kind_by_default(womens_home, kind, hides_ribbon):
    page = womens_home.add_child(instance=PromotionPage(title="Offer", kind=kind, headline="Save"))

    assert layout_of(page) == {**DEFAULT_LAYOUT, "hide_ribbon": hides_ribbon}


def test_an_editor_may_still_show_the_ribbon_on_a_travel_kit_page(womens_home):
    page = womens_home.add_child(
        instance=PromotionPage(
            title="Travel kit", kind=PromotionKind.TRAVEL_KIT, headline="Free", hide_ribbon=False
        )
    )

    assert page.hide_ribbon is False


def test_a_stored_promotion_keeps_its_ribbon_when_saved_again(womens_home):
    page = PromotionPageFactory(parent=womens_home, kind=PromotionKind.TRAVEL_KIT)
    PromotionPage.objects.filter(pk=page.pk).update(hide_ribbon=False)

    stored = PromotionPage.objects.get(pk=page.pk)
    stored.save()

    assert PromotionPage.objects.get(pk=page.pk).hide_ribbon is False


@pytest.mark.parametrize(
    ("ribbon_box", "kind", "stored"),
    [
        (None, PromotionKind.TRAVEL_KIT, True),  # left alone: the kind decides
        (None, PromotionKind.HOLIDAY, False),
        ("on", PromotionKind.HOLIDAY, True),  # the editor's tick wins
    ],
)
def test_a_new_promotion_in_the_admin_takes_the_kinds_ribbon_default(
    womens_home, ribbon_box, kind, stored
):
    form_class = PromotionPage.get_edit_handler().get_form_class()
    data = promotion_form(kind)
    if ribbon_box:
        data["hide_ribbon"] = ribbon_box
    form = form_class(data, instance=PromotionPage(), parent_page=womens_home, for_user=None)

    assert issubclass(form_class, PromotionPageForm)
    assert form.is_valid(), form.errors
    assert form.save(commit=False).hide_ribbon is stored


PROMOTION = """
query($url_path: String!) {
  page(url_path: $url_path, in_site: true) {
    __typename title
    ... on StorefrontLayout { hide_ribbon robots_noindex header_type footer_type }
    ... on PromotionPage { kind kind_label headline offer_code ends_on terms }
    ... on PartnerPage { partner_name intro offer_code }
    ... on InfluencerLandingPage { influencer_name offer_code gift }
  }
}
"""


def test_a_promotion_shows_its_offer_and_end_date(graphql, womens_home):
    PromotionPageFactory(
        parent=womens_home,
        slug="black-friday",
        kind=PromotionKind.BLACK_FRIDAY,
        headline="Save 25% on every plan",
        offer_code="BF25",
        ends_on=datetime.date(2026, 12, 1),
    )

    page = graphql(PROMOTION, {"url_path": "/black-friday/"})["data"]["page"]

    assert page["__typename"] == "PromotionPage"
    assert (page["kind"], page["kind_label"]) == ("black_friday", "Black Friday / Cyber Monday")
    assert (page["headline"], page["offer_code"], page["ends_on"]) == (
        "Save 25% on every plan",
        "BF25",
        "2026-12-01",
    )
    assert page["hide_ribbon"] is False


def test_an_open_ended_offer_has_no_end_date(graphql, womens_home):
    PromotionPageFactory(parent=womens_home, slug="restart", kind=PromotionKind.RESTART_3_MONTH)

    assert graphql(PROMOTION, {"url_path": "/restart/"})["data"]["page"]["ends_on"] is None


@pytest.mark.parametrize("area", ["influencer", "influencergwp", "growthinfluencer"])
def test_influencer_landing_pages_are_served_noindex_in_each_area(graphql, womens_home, area):
    index = InfluencerIndexPageFactory(parent=womens_home, title=area, slug=area)
    InfluencerLandingPageFactory(parent=index, slug="ava", gift="A free scalp serum")

    page = graphql(PROMOTION, {"url_path": f"/{area}/ava/"})["data"]["page"]

    assert page["__typename"] == "InfluencerLandingPage"
    assert (page["header_type"], page["footer_type"], page["robots_noindex"]) == (
        "simple",
        "simple",
        True,
    )
    assert (page["offer_code"], page["gift"]) == ("AVA10", "A free scalp serum")


def test_influencer_pages_stay_out_of_the_sitemap(graphql, womens_home):
    index = InfluencerIndexPageFactory(parent=womens_home)
    InfluencerLandingPageFactory(parent=index, slug="ava")
    PartnerPageFactory(parent=womens_home, slug="bloom-pilates")

    paths = [
        e["url_path"]
        for e in graphql("{ sitemap_entries { url_path } }")["data"]["sitemap_entries"]
    ]

    assert "/bloom-pilates/" in paths
    assert not [path for path in paths if path.startswith("/influencer/")]


def test_a_partner_page_under_the_mens_home(graphql, womens_home):
    men = MensHomePageFactory(parent=womens_home)
    PartnerPageFactory(parent=men, slug="gym", partner_name="Iron Gym", offer_code="IRON15")

    page = graphql(PROMOTION, {"url_path": "/men/gym/"})["data"]["page"]

    assert (page["partner_name"], page["offer_code"], page["hide_ribbon"]) == (
        "Iron Gym",
        "IRON15",
        True,
    )
