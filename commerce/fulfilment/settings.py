"""Shipments: their dashboard page sits in the Fulfilment menu, with the orders."""

DASHBOARD_MENU = {
    "dashboard:order-list": [
        {"label": "Shipments", "url_name": "fulfilment-dashboard:shipments"},
    ],
}
