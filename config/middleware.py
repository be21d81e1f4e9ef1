"""Each dashboard change is one transaction, as if ATOMIC_REQUESTS held for the dashboard.

Saving a product there writes the product, then its attributes, then its stock records: together
they succeed or fail, and what runs on commit (the storefront's refresh) sees all of them.
"""

from django.db import DEFAULT_DB_ALIAS, transaction

DASHBOARD_PREFIX = "/dashboard/"
SAFE_METHODS = {"GET", "HEAD", "OPTIONS", "TRACE"}


class AtomicDashboardMiddleware:
    # Last in MIDDLEWARE: answering from process_view skips the process_view of any middleware
    # listed after it (CSRF among them).
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        if request.method in SAFE_METHODS or not request.path.startswith(DASHBOARD_PREFIX):
            return None
        if DEFAULT_DB_ALIAS in getattr(view_func, "_non_atomic_requests", ()):
            # The view opted out (transaction.non_atomic_requests), as with ATOMIC_REQUESTS.
            return None
        return transaction.atomic(view_func)(request, *view_args, **view_kwargs)


# Nothing the backend serves needs these browser features; the storefront sets its own policy.
PERMISSIONS_POLICY = (
    "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), "
    "magnetometer=(), microphone=(), midi=(), payment=(), usb=()"
)
# API answers (JSON, media, health) are never documents that run anything or may be framed.
API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"
# The backend's pages are the Wagtail admin (/cms/) and the Oscar dashboard (/dashboard/): scripts
# from this site only, so a script from any other origin (slipped into a page, or a library's CDN
# copy) does not run. Inline scripts must stay allowed ('unsafe-inline'), which rules out a nonce
# (a nonce makes browsers ignore 'unsafe-inline'): Oscar's base template wraps every dashboard
# page's start-up code in a <script> outside any block and its forms' cancel links are onclick
# attributes, and Wagtail's date and time widgets, inline panels and promoted-search pages write
# <script> tags of their own. Nonces would mean copying a dozen of those templates to keep in step
# at every upgrade, where one missed breaks a staff page. Besides: no plugins, no <base> hijack,
# forms posting only here, and framing as X-Frame-Options says (the CMS's preview frames itself).
PAGE_CONTENT_SECURITY_POLICY = (
    "script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; "
    "frame-ancestors {ancestors}"
)
FRAME_ANCESTORS = {"DENY": "'none'", "SAMEORIGIN": "'self'"}


class SecurityHeadersMiddleware:
    """Permissions-Policy and a Content-Security-Policy on every response.

    Listed before XFrameOptionsMiddleware, so it sees the final X-Frame-Options: browsers that
    honour frame-ancestors ignore X-Frame-Options, so the two must say the same.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        response.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        if "Content-Security-Policy" not in response.headers:
            response.headers["Content-Security-Policy"] = content_security_policy(response)
        return response


def content_security_policy(response) -> str:
    if not response.get("Content-Type", "").startswith("text/html"):
        return API_CONTENT_SECURITY_POLICY
    frame_options = response.get("X-Frame-Options", "DENY").upper()
    return PAGE_CONTENT_SECURITY_POLICY.format(
        ancestors=FRAME_ANCESTORS.get(frame_options, "'none'")
    )
