"""The event names the shop collects: Title Case, verbatim from the spec.

This is the one list: `make schema` exports it for the storefront, whose codegen types its
event names from that copy (frontend/lib/analytics/event-catalogue.json). The server-only names
are the revenue events the services emit after commit (server_events.py): a browser sending one
is refused, so ad blockers can neither lose nor forge them.
"""

ORDER_COMPLETED = "Order Completed"
SUBSCRIPTION_STARTED = "Subscription Started"
SUBSCRIPTION_RENEWED = "Subscription Renewed"
SUBSCRIPTION_CANCELED = "Subscription Canceled"

SERVER_ONLY_EVENTS = frozenset(
    {ORDER_COMPLETED, SUBSCRIPTION_STARTED, SUBSCRIPTION_RENEWED, SUBSCRIPTION_CANCELED}
)

BROWSER_EVENTS = frozenset(
    {
        "Navigation Clicked",
        "Navigation Expanded",
        "Marketing CTA Clicked",
        "Footer Link Clicked",
        "Lead Capture Modal Viewed",
        "Lead Capture Modal Expanded",
        "Lead Capture Modal Closed",
        "Email Opted In",
        "Product Added",
        "Product Selected",
        "Product Viewed",
        "Product Dropdown Viewed",
        "Select Product Clicked",
        "Experiment Viewed",
        "Search Results Shown",
        "Search Result Clicked",
        "Button Click",
        "Order Details Viewed",
        "Account Notification Shown",
        "Account Notification Clicked",
        "Account Notification Closed",
        "Account Module CTA Clicked",
        "Account Subscription Error Viewed",
        "Account Error Viewed",
        "Quiz Completed",
        "Privacy Request Submitted",
    }
)

EVENT_NAMES = BROWSER_EVENTS | SERVER_ONLY_EVENTS

# Browser events that are necessary and so kept even when the visitor refused analytics: none.
# Everything a browser reports is measurement; what the shop must record (orders, subscriptions,
# privacy requests) it records in its own tables, and the revenue events come from the server.
NECESSARY_BROWSER_EVENTS = frozenset()

# Events about an address the visitor typed (the newsletter form's, which takes one from anyone):
# their `email` property is the event's subject, not a claim of who is browsing, and is kept
# (hashed at rest: identity.py).
SUBMITTED_EMAIL_EVENTS = frozenset({"Email Opted In"})

# Events the spec sends with the signed-in customer's email and user_id (account-area.md §7): the
# server fills both in from the request's sign-in, whatever the browser says (identity.py).
CUSTOMER_EVENTS = frozenset({"Account Subscription Error Viewed"})

# Events that exist only for the advertising pixels (the spec's custom pixel event for clicks and
# adds): kept only when the visitor allows advertising, as well as analytics.
ADVERTISING_ONLY_EVENTS = frozenset({"Button Click"})
