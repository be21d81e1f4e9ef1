from django.urls import path
from oscar.core.application import OscarDashboardConfig


class LoyaltyDashboardConfig(OscarDashboardConfig):
    """The dashboard's store-credit page, for staff (Oscar's own dashboard permission)."""

    name = "commerce.loyalty.dashboard"
    label = "loyalty_dashboard"
    namespace = "loyalty-dashboard"
    verbose_name = "Store credit dashboard"
    default_permissions = ["is_staff"]

    def get_urls(self):
        from .views import StoreCreditView

        return self.post_process_urls(
            [path("store-credit/", StoreCreditView.as_view(), name="store-credit")]
        )
