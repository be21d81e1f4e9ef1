from commerce.dashboard.kit import DashboardPages


class ReturnsDashboardConfig(DashboardPages):
    """The dashboard's returns pages, in the orders menu, for staff who may change orders:
    receiving, refunding and rejecting a return changes what the order paid."""

    name = "commerce.returns.dashboard"
    verbose_name = "Returns dashboard"
    default_permissions = ["is_staff", "order.change_order"]
    pages = (
        ("returns/", "views.ReturnListView", "return-list"),
        ("returns/<int:pk>/", "views.ReturnDetailView", "return-detail"),
    )
