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
# The Wagtail admin and the Oscar dashboard run their own inline scripts, so their script sources
# stay open; what they get is no plugins, no <base> hijack, forms posting only here, and framing as
# X-Frame-Options says (the CMS's preview frames itself).
PAGE_CONTENT_SECURITY_POLICY = (
    "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors {ancestors}"
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
