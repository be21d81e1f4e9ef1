from django.contrib.auth.models import AnonymousUser

from . import tokens

TOKEN_COOKIE = "token"
# Only the storefront's API (GraphQL, the REST endpoints, the analytics collector, which names the
# signed-in customer on their events) reads customer tokens; the CMS and the dashboard keep staff
# sessions even when a browser also holds a customer's cookie for the same host.
API_PREFIXES = ("/graphql", "/rest/", "/analytics/")


def bearer_token(request) -> str:
    scheme, _, value = request.headers.get("Authorization", "").partition(" ")
    return value.strip() if scheme.lower() == "bearer" else ""


def token_from(request) -> str:
    """The customer token a request carries: the bearer header first, then the `token` cookie."""
    return bearer_token(request) or request.COOKIES.get(TOKEN_COOKIE, "")


class CustomerTokenMiddleware:
    """Signs the request in as the customer whose token it carries.

    A request without a token keeps its session user (staff in the CMS and dashboard); one with
    an unknown, expired or revoked token is treated as anonymous.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        raw = token_from(request) if request.path.startswith(API_PREFIXES) else ""
        if raw:
            request.user = tokens.user_for(raw) or AnonymousUser()
            request.customer_token = raw
        return self.get_response(request)
