"""Signing in with a guest cart: its lines and coupon join the customer's cart, and the shopper is
told what changed. A plan already in the customer's cart is never counted twice: the larger of
the two quantities is kept, so a sign-in never silently buys a second subscription."""

from dataclasses import dataclass, field

from django.db import transaction
from oscar.core.loading import get_model

from commerce.plans import services as plans

from . import carts, coupons
from .cookies import CART_ID_COOKIE, cart_cookies
from .services import CartError

Basket = get_model("basket", "Basket")


@dataclass(frozen=True)
class KeptLine:
    """A plan both carts held: the quantity the customer's cart keeps (the larger one)."""

    title: str
    quantity: int


@dataclass(frozen=True)
class Merge:
    """What joining a guest cart to a customer's changed, as the shopper is told it."""

    added_items: int = 0
    kept: list[KeptLine] = field(default_factory=list)
    refused_codes: list[str] = field(default_factory=list)  # the refusals, in the shop's words

    def notice(self) -> str:
        """E.g. "We added 1 item from your earlier visit. Rootwell Core for Women 3-Month
        Subscription was already in your cart; we kept one." Empty when nothing needs saying."""
        sentences = []
        if self.added_items:
            items = "1 item" if self.added_items == 1 else f"{self.added_items} items"
            sentences.append(f"We added {items} from your earlier visit.")
        sentences += [
            f"{line.title} was already in your cart; we kept "
            f"{'one' if line.quantity == 1 else line.quantity}."
            for line in self.kept
        ]
        return " ".join(sentences)


@transaction.atomic
def merge_guest_cart(request) -> Merge:
    """Moves the lines and coupon of the guest cart named by the cookie into the signed-in
    customer's cart, marks the guest cart merged, clears the cookie and, when the customer's cart
    already held something, leaves the shopper a notice of what was merged. A plan in both carts
    keeps the larger quantity (so each line stays within its limit). The guest's coupon (one
    that waited for a sign-in among them) replaces the customer's unless this account may not
    use it: then the customer's stays and the shopper is told why. A cookie naming no open guest
    cart is just cleared."""
    cookies = cart_cookies(request)
    cookies.forget_guest_cart()
    guest = (
        Basket.open.select_for_update()
        .filter(owner__isnull=True, masked_id=request.COOKIES.get(CART_ID_COOKIE))
        .first()
    )
    if guest is None:
        return Merge()
    customer_cart = Basket.open.filter(owner=request.user).order_by("pk").first()
    if customer_cart is None:
        customer_cart = Basket.objects.create(owner=request.user)
    own_coupons = list(customer_cart.vouchers.all())
    guest_coupons, refusals = _usable_coupons(guest, request.user)
    merge = _merge_lines(guest, customer_cart)
    customer_cart.merge(guest, add_quantities=False)
    # Oscar's merge moves every guest coupon; one coupon per cart: the one the shopper entered
    # last, as a guest, wins.
    customer_cart.vouchers.set(guest_coupons or own_coupons)
    if notice := merge.notice():
        cookies.tell("info", notice)
    for refusal in refusals:
        cookies.tell("error", refusal)
    carts.changed(request, customer_cart)
    return Merge(merge.added_items, merge.kept, refusals)


def _usable_coupons(guest, user) -> tuple[list, list[str]]:
    """The guest cart's coupons this customer may use, and the refusals of the others."""
    usable, refusals = [], []
    for voucher in guest.vouchers.all():
        try:
            usable.append(coupons.voucher_for(voucher.code, user))
        except CartError as refusal:
            refusals.append(str(refusal))
    return usable, refusals


def _merge_lines(guest, customer_cart) -> Merge:
    """What merging the guest's lines will do; nothing to tell when the customer's cart was empty
    (the cart is simply the one the shopper just filled)."""
    own = {line.product_id: line.quantity for line in customer_cart.lines.all()}
    if not own:
        return Merge()
    guest_lines = list(guest.lines.select_related("product"))
    added = sum(line.quantity for line in guest_lines if line.product_id not in own)
    both = [line for line in guest_lines if line.product_id in own]
    titles = _titles([line.product.upc for line in both])
    kept = [
        KeptLine(
            titles.get(line.product.upc, line.product.get_title()),
            max(line.quantity, own[line.product_id]),
        )
        for line in both
    ]
    return Merge(added_items=added, kept=kept)


def _titles(skus: list[str]) -> dict[str, str]:
    """Each plan as the shopper knows it: product and option, e.g. "Rootwell Core for Women
    3-Month Subscription"."""
    if not skus:
        return {}
    return {
        plan.sku: f"{plan.name} {plan.option_title}".strip() for plan in plans.plans_for_skus(skus)
    }
