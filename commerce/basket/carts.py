"""Which cart a request means: the customer's open basket when signed in, else the guest basket
whose masked id the request names (argument first, then the `cart_id` cookie)."""

from django.db.models import Prefetch, prefetch_related_objects
from oscar.core.loading import get_class, get_model

from .cookies import CART_ID_COOKIE, cart_cookies
from .pricing import cart_strategy

Applicator = get_class("offer.applicator", "Applicator")
Basket = get_model("basket", "Basket")
ConditionalOffer = get_model("offer", "ConditionalOffer")


def find_cart(request, cart_id: str | None = None):
    """The visitor's open cart, priced, or None. A guest naming a customer's cart (or any cart
    that is not open) finds nothing, exactly as for an id that never existed."""
    basket = _find(request, cart_id)
    return prepare(request, basket) if basket else None


def find_cart_to_change(request, cart_id: str | None = None):
    """The visitor's open cart, locked for the change and not yet priced (changed() prices it
    once the change is made), or None."""
    return _find(request, cart_id, for_update=True)


def _find(request, cart_id, for_update=False):
    baskets = Basket.open.select_for_update() if for_update else Basket.open.all()
    user = request.user
    if user.is_authenticated:
        basket = baskets.filter(owner=user).order_by("pk").first()
        if basket:
            basket.owner = user  # already loaded: saves reading it again
    else:
        masked_id = cart_id or request.COOKIES.get(CART_ID_COOKIE)
        # No masked id holds a NUL, which PostgreSQL refuses to compare: no such cart.
        if not masked_id or "\x00" in masked_id:
            return None
        basket = baskets.filter(owner__isnull=True, masked_id=masked_id).first()
    if basket:
        basket.strategy = cart_strategy(request)
    return basket


def new_cart(request):
    """A new cart for the visitor (made at their first add), not yet priced."""
    owner = request.user if request.user.is_authenticated else None
    basket = Basket.objects.create(owner=owner)
    basket.strategy = cart_strategy(request)
    return basket


def prepare(request, basket):
    """Gives the basket its pricing strategy and applies the offers and vouchers it qualifies
    for, so its totals are the ones the visitor will pay."""
    user = request.user
    basket.strategy = cart_strategy(request)
    basket.reset_offer_applications()
    load_coupon_offers(basket)
    Applicator().apply(basket, user, request)
    return basket


def load_coupon_offers(basket) -> None:
    """The basket's coupons and their offers in two queries, where Oscar would read each offer's
    condition, benefit and ranges one by one."""
    getattr(basket, "_prefetched_objects_cache", {}).pop("vouchers", None)
    prefetch_related_objects(
        [basket],
        Prefetch(
            "vouchers__offers",
            queryset=ConditionalOffer.objects.select_related("condition__range", "benefit__range"),
        ),
    )
    for voucher in basket.vouchers.all():
        for offer in voucher.offers.all():
            _with_loaded_proxies(offer)


def _with_loaded_proxies(offer) -> None:
    # Oscar turns the condition and benefit into their proxy classes at every use, and each new
    # proxy reads its range again; proxies that already are their class are used as they are.
    for name in ("condition", "benefit"):
        plain = getattr(offer, name)
        proxied = plain.proxy()
        if proxied is not plain:
            proxied.range = plain.range
            setattr(offer, name, proxied)


def changed(request, basket):
    """Re-prices the basket after a change and keeps the cart cookies in step."""
    prepare(request, basket)
    cart_cookies(request).remember(basket)
    return basket
