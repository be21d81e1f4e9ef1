from commerce.dashboard.kit import DashboardPages


class PrivacyDashboardConfig(DashboardPages):
    """The dashboard's privacy requests, in the customers menu, for staff only: each names a
    person's email address and what they asked of the shop."""

    name = "commerce.privacy.dashboard"
    verbose_name = "Privacy requests dashboard"
    pages = (
        ("privacy-requests/", "views.PrivacyRequestListView", "request-list"),
        ("privacy-requests/<int:pk>/", "views.PrivacyRequestDetailView", "request-detail"),
    )
