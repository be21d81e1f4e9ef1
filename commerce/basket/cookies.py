"""The cart cookies: `cart_id` (httpOnly, the guest cart's masked id) and `cart_count` (readable,
the number of items, for the header badge). Services record the wanted changes on the request;
CartCookieMiddleware writes them on the response, so no service or mutation touches a response."""

from datetime import timedelta

from django.conf import settings

CART_ID_COOKIE = "cart_id"
CART_COUNT_COOKIE = "cart_count"


class CartCookies:
    def __init__(self):
        self._set: dict[str, tuple[str, bool]] = {}
        self._delete: set[str] = set()

    def remember(self, basket) -> None:
        """Keeps the cookies in step with a cart that just changed (or merged)."""
        if basket.owner_id is None:
            self._set[CART_ID_COOKIE] = (basket.masked_id, True)
            self._delete.discard(CART_ID_COOKIE)
        else:
            self.forget_guest_cart()
        self._set[CART_COUNT_COOKIE] = (str(basket.num_items), False)

    def forget_guest_cart(self) -> None:
        self._set.pop(CART_ID_COOKIE, None)
        self._delete.add(CART_ID_COOKIE)

    def snapshot(self) -> tuple:
        return dict(self._set), set(self._delete)

    def restore(self, snapshot: tuple) -> None:
        """Takes back the changes recorded since the snapshot (their writes were rolled back)."""
        saved_set, saved_delete = snapshot
        self._set, self._delete = dict(saved_set), set(saved_delete)

    def write(self, response) -> None:
        for name in self._delete:
            response.delete_cookie(name, samesite="Lax")
        for name, (value, http_only) in self._set.items():
            response.set_cookie(
                name,
                value,
                max_age=int(timedelta(days=settings.CART_COOKIE_DAYS).total_seconds()),
                httponly=http_only,
                samesite="Lax",
                secure=settings.CART_COOKIE_SECURE,
            )


def cart_cookies(request) -> CartCookies:
    """The request's pending cookie changes (a request the middleware did not see gets its own)."""
    if not hasattr(request, "cart_cookies"):
        request.cart_cookies = CartCookies()
    return request.cart_cookies
