"""Store credit, segment keys and loyalty campaigns."""

from config.settings.env import env_bool, env_list

# Off hides the balance from shoppers (`enabled: false`); the ledger keeps working for staff.
STORE_CREDIT_ENABLED = env_bool("STORE_CREDIT_ENABLED", True)
# The shop's currency (OSCAR_DEFAULT_CURRENCY; a test checks they agree).
STORE_CREDIT_CURRENCY = "USD"
# The most one staff grant may add, so a typo cannot hand out a fortune.
STORE_CREDIT_MAX_GRANT = "1000.00"
# The segment keys customers may add to and remove from themselves (addCustomerSegmentKey,
# removeCustomerSegmentKey), comma-separated; none by default. Any other key is staff's to set:
# campaigns can require one (commerce.loyalty.segment_keys).
SELF_SERVICE_SEGMENT_KEYS = frozenset(env_list("SELF_SERVICE_SEGMENT_KEYS", ""))

CELERY_BEAT_SCHEDULE = {
    # Hourly: subscriptions become eligible as they renew and customers gain segment keys; a new
    # subscription is offered its campaigns as it starts (commerce.loyalty.receivers).
    "offer-campaigns": {"task": "commerce.loyalty.tasks.offer_campaigns", "schedule": 60 * 60},
}

DASHBOARD_MENU = {
    "dashboard:users-index": [
        {"label": "Store credit", "url_name": "loyalty-dashboard:store-credit"},
    ],
    "dashboard:offer-list": [
        {"label": "Loyalty campaigns", "url_name": "loyalty-dashboard:campaign-list"},
    ],
}
