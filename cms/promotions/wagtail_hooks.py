from django.apps import apps
from django.urls import reverse
from wagtail import hooks
from wagtail.admin.ui.components import Component
from wagtail.models import Page

from cms.base.paths import storefront_path

from .models import LANDING_PARENTS, InfluencerIndexPage, InfluencerLandingPage, PromotionPage


def add_page_url(page_type, parent) -> str:
    meta = page_type._meta
    return reverse("wagtailadmin_pages:add", args=(meta.app_label, meta.model_name, parent.pk))


class CampaignPagesPanel(Component):
    """Straight into the create form of an influencer or promotion page under the right parent:
    influencer areas sit among many children of the home, several listing pages deep."""

    name = "campaign_pages"
    order = 50
    template_name = "promotions/campaign_pages_panel.html"

    def __init__(self, request):
        self.request = request
        self.user = request.user

    def links(self) -> list[dict]:
        def can_add_under(parent) -> bool:
            return parent.permissions_for_user(self.user).can_add_subpage()

        links = [
            {
                "label": f"New influencer page in {area.title}",
                "url": add_page_url(InfluencerLandingPage, area),
                "where": self.where(area),
            }
            for area in InfluencerIndexPage.objects.order_by("path")
            if can_add_under(area)
        ]
        homes = Page.objects.type(*landing_parent_models()).specific().order_by("path")
        links += [
            {
                "label": f"New promotion page on the {home.specific_class._meta.verbose_name}",
                "url": add_page_url(PromotionPage, home),
                "where": self.where(home),
            }
            for home in homes
            if can_add_under(home)
        ]
        return links

    def where(self, page) -> str:
        return storefront_path(page, self.request) or page.url_path

    def get_context_data(self, parent_context):
        return {"links": self.links()}


def landing_parent_models():
    return [apps.get_model(label) for label in LANDING_PARENTS]


@hooks.register("construct_homepage_panels")
def add_campaign_pages_panel(request, panels):
    panels.append(CampaignPagesPanel(request))
