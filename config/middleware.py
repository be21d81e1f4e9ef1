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
