"""The cart cookies: `cart_id` (httpOnly, the guest cart's masked id) and `cart_count` (readable,
the number of items, for the header badge), and the storefront's `messages` cookie when a cart
change has something to tell the shopper on the next page. Services record the wanted changes on
the request; CartCookieMiddleware writes them on the response, so no service or mutation touches
a response."""

import json
from datetime import timedelta
from urllib.parse import quote, unquote

from django.conf import settings

CART_ID_COOKIE = "cart_id"
CART_COUNT_COOKIE = "cart_count"
# The storefront's one-time notices (frontend/lib/session/messages.ts): a URI-encoded JSON array
# of {type, text}, readable by its SessionMessages component, which clears it once shown.
MESSAGES_COOKIE = "messages"
MESSAGE_TYPES = ("success", "error", "warning", "info")


class CartCookies:
    def __init__(self, messages_cookie: str | None = None):
        self._set: dict[str, tuple[str, bool]] = {}
        self._delete: set[str] = set()
        self._earlier_messages = messages_cookie
        self._messages: list[dict] = []

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

    def tell(self, message_type: str, text: str) -> None:
        """Leaves a notice for the next page the shopper sees, after any already waiting."""
        assert message_type in MESSAGE_TYPES, message_type
        self._messages.append({"type": message_type, "text": text})

    def snapshot(self) -> tuple:
        return dict(self._set), set(self._delete), list(self._messages)

    def restore(self, snapshot: tuple) -> None:
        """Takes back the changes recorded since the snapshot (their writes were rolled back)."""
        saved_set, saved_delete, saved_messages = snapshot
        self._set, self._delete = dict(saved_set), set(saved_delete)
        self._messages = list(saved_messages)

    def write(self, response) -> None:
        if self._messages:
            response.set_cookie(
                MESSAGES_COOKIE,
                quote(json.dumps(_messages_in(self._earlier_messages) + self._messages), safe=""),
                samesite="Lax",
                secure=settings.CART_COOKIE_SECURE,
            )
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
        request.cart_cookies = CartCookies(request.COOKIES.get(MESSAGES_COOKIE))
    return request.cart_cookies


def _messages_in(raw: str | None) -> list:
    """The messages a `messages` cookie already holds; anything unreadable is dropped."""
    try:
        value = json.loads(unquote(raw or "[]"))
    except ValueError:
        return []
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []
