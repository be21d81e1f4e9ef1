from commerce.dashboard.kit import DashboardPages


class LoyaltyDashboardConfig(DashboardPages):
    """The dashboard's store-credit and loyalty campaign pages, for staff (Oscar's own dashboard
    permission)."""

    name = "commerce.loyalty.dashboard"
    verbose_name = "Loyalty dashboard"
    pages = (
        ("store-credit/", "views.StoreCreditView", "store-credit"),
        ("campaigns/", "campaigns.CampaignListView", "campaign-list"),
        ("campaigns/create/", "campaigns.CampaignCreateView", "campaign-create"),
        ("campaigns/<int:pk>/", "campaigns.CampaignUpdateView", "campaign-update"),
        ("campaigns/<int:pk>/stop/", "campaigns.CampaignStopView", "campaign-stop"),
    )
