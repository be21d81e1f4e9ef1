"""Privacy requests (commerce.privacy)."""

from config.settings.env import env_int, rate_limits

# How long the emailed confirmation link works.
PRIVACY_REQUEST_CONFIRM_SECONDS = env_int("PRIVACY_REQUEST_CONFIRM_SECONDS", 48 * 60 * 60)

RATE_LIMITS = {
    # Each request sends an email.
    "privacy_request": rate_limits("privacy_request", per_email="5/h", per_ip="20/h"),
}

# Staff find them in the dashboard's Customers menu.
DASHBOARD_MENU = {
    "dashboard:users-index": [
        {"label": "Privacy requests", "url_name": "privacy-dashboard:request-list"},
    ],
}
