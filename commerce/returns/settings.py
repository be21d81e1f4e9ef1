"""Returns (commerce.returns)."""

from config.settings.env import env_int

# How many days after dispatch a customer may start a return, as the /returns/ page says. The
# shop records dispatch, not delivery (see commerce/returns/services.py).
RETURNS_WINDOW_DAYS = env_int("RETURNS_WINDOW_DAYS", 30)

DASHBOARD_MENU = {
    "dashboard:order-list": [
        {"label": "Returns", "url_name": "returns-dashboard:return-list"},
    ],
}
