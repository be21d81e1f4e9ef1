from commerce.dashboard.kit import DashboardPages


class FulfilmentDashboardConfig(DashboardPages):
    """The dashboard's shipments page, for staff who may change orders: adding a shipment
    moves the order along, which Oscar's own order pages allow them alone."""

    name = "commerce.fulfilment.dashboard"
    verbose_name = "Shipments dashboard"
    default_permissions = ["is_staff", "order.change_order"]
    pages = (("shipments/", "views.ShipmentsView", "shipments"),)
