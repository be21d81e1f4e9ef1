from django.urls import path
from oscar.core.application import OscarDashboardConfig


class FulfilmentDashboardConfig(OscarDashboardConfig):
    """The dashboard's shipments page, for staff who may change orders: adding a shipment
    moves the order along, which Oscar's own order pages allow them alone."""

    name = "commerce.fulfilment.dashboard"
    label = "fulfilment_dashboard"
    namespace = "fulfilment-dashboard"
    verbose_name = "Shipments dashboard"
    default_permissions = ["is_staff", "order.change_order"]

    def get_urls(self):
        from .views import ShipmentsView

        return self.post_process_urls(
            [path("shipments/", ShipmentsView.as_view(), name="shipments")]
        )
