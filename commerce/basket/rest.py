"""REST compatibility endpoints of the cart (the storefront's older calls and the add-to-cart link):
GET /rest/V1/{brand}-carts/ and POST /rest/V1/repack/add_to_cart/."""

import logging

from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from commerce.core.http import MalformedBody, allow_methods, read_json
from commerce.customers.middleware import bearer_token

from . import carts, coupons, totals
from .cookies import cart_cookies
from .services import CartError, ItemRequest, add_items

logger = logging.getLogger(__name__)

NO_QUOTE = "Quote does not exist."
DPA_LINK_INCORRECT = "DPA link is incorrect."


def _refusal(message: str) -> dict:
    return {"error": message}


@csrf_exempt  # nothing but a GET is answered, and a GET changes nothing
@allow_methods("GET", refusal=_refusal)
def visitor_cart(request):
    """The visitor's cart in the shape the storefront's mini cart scripts read."""
    basket = carts.find_cart(request)
    if basket is None:
        return _no_store(NO_QUOTE)
    return _no_store(cart_payload(totals.summarize(basket)))


@csrf_exempt
@allow_methods("POST", refusal=_refusal)
def add_to_cart(request):
    """Adds the link's SKUs (one of each) all or nothing and applies its code; on any refusal
    nothing changes and the answer says why. A link with only a code puts the code on the cart.

    Exempt from CSRF tokens for the reason the session-logout endpoint is: only a JSON body (or
    a bearer header) is accepted, which a page on another site cannot send with the shopper's
    cookies without a CORS preflight that is never granted.
    """
    if not bearer_token(request) and request.content_type != "application/json":
        return JsonResponse(_refusal("Send this request as application/json."), status=415)
    try:
        body = read_json(request.body or b"{}")
    except MalformedBody:
        body = None
    skus, sources = _listed(body, "skus"), _listed(body, "purchase_source")
    code = str(body.get("code") or "").strip() if isinstance(body, dict) else ""
    # No SKU, source or code holds a NUL, and PostgreSQL cannot even look one up.
    if any("\x00" in text for text in (*skus, *sources, code)):
        return _error(DPA_LINK_INCORRECT)
    if code and not skus and not sources:
        return _carry_code(request, code)
    if not skus or not sources:
        logger.warning("%s %s", DPA_LINK_INCORRECT, body)
        return _error(DPA_LINK_INCORRECT)
    sources = (sources + [sources[-1]] * len(skus))[: len(skus)]
    cookies = cart_cookies(request)
    before = cookies.snapshot()
    try:
        with transaction.atomic():
            items = [ItemRequest(sku, 1, src) for sku, src in zip(skus, sources, strict=True)]
            basket, problems = add_items(request, items)
            if problems:
                raise CartError(" ".join(problem.message for problem in problems), "REFUSED")
            if code:
                basket = coupons.apply_coupon(request, code, basket.masked_id)
    except CartError as error:
        cookies.restore(before)
        return _error(str(error))
    return _no_store(cart_payload(totals.summarize(basket)))


def _carry_code(request, code: str):
    """A link with a code and no products (a promotion's ribbon): the code goes on the cart,
    which says what it needs until the cart qualifies."""
    cookies = cart_cookies(request)
    before = cookies.snapshot()
    try:
        basket = coupons.carry_coupon(request, code)
    except CartError as error:
        cookies.restore(before)
        return _error(str(error))
    return _no_store(cart_payload(totals.summarize(basket)))


def cart_payload(cart: totals.Cart) -> dict:
    return {
        "0": {
            "grand_total": str(cart.grand_total),
            "discount": str(cart.total_discount),
            "coupon_code": cart.coupon_codes[0] if cart.coupon_codes else None,
        },
        "1": {
            line.uid: {
                "name": line.plan.name,
                "quote": {"qty": line.quantity, "row_total": str(line.row_total)},
            }
            for line in cart.lines
        },
        "items": [
            {
                "sku": line.plan.sku,
                "name": line.plan.name,
                "qty": line.quantity,
                "row_total": str(line.row_total),
                "product_gender": line.plan.product_gender,
            }
            for line in cart.lines
        ],
        "cartNum": cart.total_quantity,
    }


def _listed(body, key: str) -> list[str]:
    """A comma-separated string or a list of strings, as the links and scripts send them."""
    value = body.get(key) if isinstance(body, dict) else None
    if isinstance(value, str):
        value = value.split(",")
    if not isinstance(value, list):
        return []
    return [str(part).strip() for part in value if str(part).strip()]


def _error(message: str) -> JsonResponse:
    return _no_store(_refusal(message), status=400)


def _no_store(body, status: int = 200) -> JsonResponse:
    response = JsonResponse(body, status=status, safe=False)
    response["Cache-Control"] = "no-store"
    return response
