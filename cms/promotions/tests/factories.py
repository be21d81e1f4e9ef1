from decimal import Decimal

import factory

from cms.base.tests.factories import StorefrontPageFactory
from cms.promotions.models import (
    CoreBrandPage,
    InfluencerIndexPage,
    InfluencerLandingPage,
    PartnerPage,
    PromotionKind,
    PromotionPage,
)
from commerce.basket.vouchers import money_off_cart_voucher


class PromotionPageFactory(StorefrontPageFactory):
    kind = PromotionKind.BLACK_FRIDAY
    headline = "Save 25% on every plan"

    class Meta:
        model = PromotionPage


class PartnerPageFactory(StorefrontPageFactory):
    partner_name = "Bloom Pilates"

    class Meta:
        model = PartnerPage


class InfluencerIndexPageFactory(StorefrontPageFactory):
    title = "Influencer"
    slug = "influencer"

    class Meta:
        model = InfluencerIndexPage


class InfluencerLandingPageFactory(StorefrontPageFactory):
    influencer_name = "Ava Torres"
    # A page's code must be an active voucher of the shop.
    offer_code = factory.LazyFunction(
        lambda: money_off_cart_voucher("AVA10", Decimal("10.00")).code
    )

    class Meta:
        model = InfluencerLandingPage


class CoreBrandPageFactory(StorefrontPageFactory):
    class Meta:
        model = CoreBrandPage


def promotion_form(kind) -> dict:
    """What the browser sends for a new promotion's form as it opened, the ribbon box untouched."""
    return {
        "title": "Offer",
        "slug": "offer",
        "kind": kind,
        "headline": "Free travel kit",
        "header_type": "default",
        "footer_type": "default",
        "scroll_restoration": "on",
        "body-count": "0",
    }
