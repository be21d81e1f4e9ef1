from django.urls import path
from oscar.core.application import OscarDashboardConfig


class ReturnsDashboardConfig(OscarDashboardConfig):
    """The dashboard's returns pages, in the orders menu, for staff who may change orders:
    receiving, refunding and rejecting a return changes what the order paid."""

    name = "commerce.returns.dashboard"
    label = "returns_dashboard"
    namespace = "returns-dashboard"
    verbose_name = "Returns dashboard"
    default_permissions = ["is_staff", "order.change_order"]

    def get_urls(self):
        from .views import ReturnDetailView, ReturnListView

        return self.post_process_urls(
            [
                path("returns/", ReturnListView.as_view(), name="return-list"),
                path("returns/<int:pk>/", ReturnDetailView.as_view(), name="return-detail"),
            ]
        )
