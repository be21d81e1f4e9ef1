import pytest

from cms.content.models import ContentPage, TrackingPage
from cms.help.models import FaqArticlePage, FaqIndexPage
from cms.home.models import HomePage, MensHomePage
from cms.legal.models import LegalIndexPage, LegalPage
from cms.products.models import ProductListingPage, ProductPage
from cms.promotions.models import (
    CoreBrandPage,
    InfluencerIndexPage,
    InfluencerLandingPage,
    PartnerPage,
    PromotionPage,
)
from cms.stories.models import BlogIndexPage, BlogPostPage, StoryIndexPage, StoryPage

# Where an editor may add each kind of page in Wagtail's page tree: the sections of the site sit
# under the women's or the men's home page, and their pages only under their own section.
WHERE_PAGES_MAY_SIT = [
    # The help centre under either home page, its articles under it.
    (FaqIndexPage, HomePage, True),
    (FaqIndexPage, MensHomePage, True),
    (FaqIndexPage, ContentPage, False),
    (FaqArticlePage, FaqIndexPage, True),
    (FaqArticlePage, HomePage, False),
    (ContentPage, FaqIndexPage, False),
    # Legal pages under either home page or their index.
    (LegalPage, HomePage, True),
    (LegalPage, MensHomePage, True),
    (LegalPage, LegalIndexPage, True),
    (LegalIndexPage, HomePage, True),
    (LegalIndexPage, LegalIndexPage, False),
    (ContentPage, LegalIndexPage, False),
    (LegalPage, LegalPage, False),
    # The product listing under either home page, product pages under it.
    (ProductListingPage, HomePage, True),
    (ProductListingPage, MensHomePage, True),
    (ProductPage, ProductListingPage, True),
    (ContentPage, ProductListingPage, False),
    (ProductListingPage, ContentPage, False),
    # Landing pages: promotions, partners, influencers and the core brand page.
    (PromotionPage, HomePage, True),
    (PromotionPage, MensHomePage, True),
    (PromotionPage, PromotionPage, False),
    (PartnerPage, ContentPage, True),
    (InfluencerIndexPage, HomePage, True),
    (InfluencerLandingPage, InfluencerIndexPage, True),
    (InfluencerLandingPage, HomePage, False),
    (ContentPage, InfluencerIndexPage, False),
    (CoreBrandPage, MensHomePage, True),
    # The blog and the customers' stories.
    (BlogIndexPage, HomePage, True),
    (BlogIndexPage, ContentPage, False),
    (BlogPostPage, BlogIndexPage, True),
    (BlogPostPage, HomePage, False),
    (StoryIndexPage, MensHomePage, True),
    (StoryPage, StoryIndexPage, True),
    (StoryPage, BlogIndexPage, False),
    # Tracking pages under the home page and each other.
    (TrackingPage, HomePage, True),
    (TrackingPage, TrackingPage, True),
    (ContentPage, TrackingPage, False),
]


@pytest.mark.parametrize(("child", "parent", "allowed"), WHERE_PAGES_MAY_SIT)
def test_where_each_kind_of_page_may_sit(child, parent, allowed):
    assert (child in parent.allowed_subpage_models()) is allowed
