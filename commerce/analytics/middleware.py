"""The request's analytics context, for the events the services emit while serving it.

The storefront's cookies reach the backend on every proxied request: the anonymous id
(`rw_anon`), the privacy choices (`rw_consent`, with `rw_consent_policy` and Global Privacy
Control), the last conversion's event id (`rw_event_id`) and the experiment variants
(`rw_exp_<id>`). They are read lazily, only when an event is emitted, so requests that emit none
pay for nothing. Work outside a request (renewals in Celery) has no context, and neither has
the staff's work in the dashboard (/dashboard/) or the CMS (/cms/): the cookies there are the
staff member's own, not those of the customer whose order or subscription they act on.
"""

from contextvars import ContextVar

from .consent import consent_of

ANONYMOUS_ID_COOKIE = "rw_anon"
EVENT_ID_COOKIE = "rw_event_id"
EXPERIMENT_COOKIE_PREFIX = "rw_exp_"
MAX_VALUE = 64
MAX_EXPERIMENTS = 20
# Paths served to staff: events emitted there carry no visitor context.
STAFF_PATH_PREFIXES = ("/dashboard/", "/cms/")

_current_request = ContextVar("analytics_request", default=None)


class AnalyticsContextMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        token = _current_request.set(request)
        try:
            return self.get_response(request)
        finally:
            _current_request.reset(token)


def current_context() -> tuple[str, dict]:
    """The current request's anonymous id and analytics context; ("", {}) outside a request."""
    request = _current_request.get()
    if request is None or is_staff_path(request.path_info):
        return "", {}
    return context_of(request)


def is_staff_path(path: str) -> bool:
    return any(path.startswith(prefix) for prefix in STAFF_PATH_PREFIXES)


def context_of(request) -> tuple[str, dict]:
    cookies = request.COOKIES
    context = {"consent": consent_of(cookies, request.headers)}
    event_id = cookies.get(EVENT_ID_COOKIE, "")[:MAX_VALUE]
    if event_id:
        context["event_id"] = event_id
    experiments = {
        name.removeprefix(EXPERIMENT_COOKIE_PREFIX)[:MAX_VALUE]: value[:MAX_VALUE]
        for name, value in sorted(cookies.items())
        if name.startswith(EXPERIMENT_COOKIE_PREFIX) and value
    }
    if experiments:
        context["experiments"] = dict(list(experiments.items())[:MAX_EXPERIMENTS])
    return cookies.get(ANONYMOUS_ID_COOKIE, "")[:MAX_VALUE], context
