from commerce.customers.middleware import API_PREFIXES

from . import merging
from .cookies import CART_ID_COOKIE, cart_cookies


class CartCookieMiddleware:
    """Merges a guest cart into the customer's at the first API request that carries both, and
    writes the cart cookies (and notices) the request's services asked for."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if (
            request.COOKIES.get(CART_ID_COOKIE)
            and request.path.startswith(API_PREFIXES)
            and request.user.is_authenticated
        ):
            merging.merge_guest_cart(request)
        response = self.get_response(request)
        cart_cookies(request).write(response)
        return response
