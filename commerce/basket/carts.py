"""Which cart a request means: the customer's open basket when signed in, else the guest basket
whose masked id the request names (argument first, then the `cart_id` cookie)."""

from django.conf import settings
from django.db import transaction
from django.db.models import Prefetch, prefetch_related_objects
from oscar.core.loading import get_class, get_model

from .cookies import CART_ID_COOKIE, cart_cookies

Applicator = get_class("offer.applicator", "Applicator")
Basket = get_model("basket", "Basket")
ConditionalOffer = get_model("offer", "ConditionalOffer")
Selector = get_class("partner.strategy", "Selector")


def find_cart(request, cart_id: str | None = None, *, for_update: bool = False):
    """The visitor's open cart, or None. A guest naming a customer's cart (or any cart that is
    not open) finds nothing, exactly as for an id that never existed."""
    baskets = Basket.open.select_for_update() if for_update else Basket.open.all()
    user = request.user
    if user.is_authenticated:
        basket = baskets.filter(owner=user).order_by("pk").first()
        if basket:
            basket.owner = user  # already loaded: saves reading it again
    else:
        masked_id = cart_id or request.COOKIES.get(CART_ID_COOKIE)
        if not masked_id:
            return None
        basket = baskets.filter(owner__isnull=True, masked_id=masked_id).first()
    return prepare(request, basket) if basket else None


def find_or_create_cart(request, cart_id: str | None = None):
    """The visitor's cart, created on the first add; call inside a transaction."""
    basket = find_cart(request, cart_id, for_update=True)
    if basket is None:
        owner = request.user if request.user.is_authenticated else None
        basket = prepare(request, Basket.objects.create(owner=owner))
    return basket


def prepare(request, basket):
    """Gives the basket its pricing strategy and applies the offers and vouchers it qualifies
    for, so its totals are the ones the visitor will pay."""
    user = request.user
    basket.strategy = Selector().strategy(request=request, user=user)
    basket.reset_offer_applications()
    # The coupons and their offers in two queries, where Oscar would read each offer's
    # condition, benefit and ranges one by one.
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
    Applicator().apply(basket, user, request)
    return basket


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


@transaction.atomic
def merge_guest_cart(request) -> None:
    """Moves the lines and coupon of the guest cart named by the cookie into the signed-in
    customer's cart (Oscar's merge: quantities add up, to the per-line limit), marks the guest
    cart merged and clears the cookie. A cookie naming no open guest cart is just cleared."""
    cookies = cart_cookies(request)
    cookies.forget_guest_cart()
    guest = (
        Basket.open.select_for_update()
        .filter(owner__isnull=True, masked_id=request.COOKIES.get(CART_ID_COOKIE))
        .first()
    )
    if guest is None:
        return
    customer_cart = Basket.open.filter(owner=request.user).order_by("pk").first()
    if customer_cart is None:
        customer_cart = Basket.objects.create(owner=request.user)
    customer_cart.merge(guest)
    customer_cart.lines.filter(quantity__gt=settings.CART_MAX_LINE_QUANTITY).update(
        quantity=settings.CART_MAX_LINE_QUANTITY
    )
    changed(request, customer_cart)
