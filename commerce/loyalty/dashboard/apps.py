from django.urls import path
from oscar.core.application import OscarDashboardConfig


class LoyaltyDashboardConfig(OscarDashboardConfig):
    """The dashboard's store-credit and loyalty campaign pages, for staff (Oscar's own dashboard
    permission)."""

    name = "commerce.loyalty.dashboard"
    label = "loyalty_dashboard"
    namespace = "loyalty-dashboard"
    verbose_name = "Loyalty dashboard"
    default_permissions = ["is_staff"]

    def get_urls(self):
        from . import campaigns
        from .views import StoreCreditView

        return self.post_process_urls(
            [
                path("store-credit/", StoreCreditView.as_view(), name="store-credit"),
                path("campaigns/", campaigns.CampaignListView.as_view(), name="campaign-list"),
                path(
                    "campaigns/create/",
                    campaigns.CampaignCreateView.as_view(),
                    name="campaign-create",
                ),
                path(
                    "campaigns/<int:pk>/",
                    campaigns.CampaignUpdateView.as_view(),
                    name="campaign-update",
                ),
                path(
                    "campaigns/<int:pk>/stop/",
                    campaigns.CampaignStopView.as_view(),
                    name="campaign-stop",
                ),
            ]
        )
