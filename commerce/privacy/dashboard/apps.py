from django.urls import path
from oscar.core.application import OscarDashboardConfig


class PrivacyDashboardConfig(OscarDashboardConfig):
    """The dashboard's privacy requests, in the customers menu, for staff only: each names a
    person's email address and what they asked of the shop."""

    name = "commerce.privacy.dashboard"
    label = "privacy_dashboard"
    namespace = "privacy-dashboard"
    verbose_name = "Privacy requests dashboard"
    default_permissions = ["is_staff"]

    def get_urls(self):
        from .views import PrivacyRequestDetailView, PrivacyRequestListView

        return self.post_process_urls(
            [
                path("privacy-requests/", PrivacyRequestListView.as_view(), name="request-list"),
                path(
                    "privacy-requests/<int:pk>/",
                    PrivacyRequestDetailView.as_view(),
                    name="request-detail",
                ),
            ]
        )
