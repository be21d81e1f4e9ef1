"""What a cart shows: its lines with their plans, and money that adds up exactly:
grand total = subtotal - discounts + shipping + taxes."""

from dataclasses import dataclass, field
from decimal import Decimal

from django.conf import settings
from django.utils.html import strip_tags
from oscar.core.loading import get_class

from commerce.plans import services as plans
from commerce.plans.attributes import SUBSCRIPTION_SKU_SUFFIX

from . import coupons

Repository = get_class("shipping.repository", "Repository")

ZERO = Decimal("0.00")
CENT = Decimal("0.01")


def to_cents(amount) -> Decimal:
    """Oscar hands back ints (0) and four-place decimals here and there; money has two places."""
    return Decimal(amount or 0).quantize(CENT)


@dataclass(frozen=True)
class CartLine:
    uid: str
    quantity: int
    plan: plans.Plan
    purchase_source: str
    price: Decimal
    row_total: Decimal
    discount: Decimal


@dataclass(frozen=True)
class Discount:
    label: str
    amount: Decimal


@dataclass(frozen=True)
class AppliedCode:
    """A coupon on the cart: whether it takes something off now, what its offer gives (the
    offer's description, written by marketers for the cart) and, while it takes nothing off,
    what the cart still needs: a sign-in, for a once-per-customer code on a guest's cart."""

    code: str
    applies: bool
    description: str = ""
    needs: str = ""
    sign_in_needed: bool = False


@dataclass(frozen=True)
class Cart:
    id: str = ""
    currency: str = settings.OSCAR_DEFAULT_CURRENCY
    lines: list[CartLine] = field(default_factory=list)
    coupons: list[AppliedCode] = field(default_factory=list)
    subtotal: Decimal = ZERO
    discounts: list[Discount] = field(default_factory=list)
    total_discount: Decimal = ZERO
    shipping_label: str = "Free Shipping"
    shipping: Decimal = ZERO
    taxes: Decimal = ZERO

    @property
    def coupon_codes(self) -> list[str]:
        return [coupon.code for coupon in self.coupons]

    @property
    def total_quantity(self) -> int:
        return sum(line.quantity for line in self.lines)

    @property
    def has_subscription(self) -> bool:
        return any(line.plan.sku.endswith(SUBSCRIPTION_SKU_SUFFIX) for line in self.lines)

    @property
    def grand_total(self) -> Decimal:
        return self.subtotal - self.total_discount + self.shipping + self.taxes


EMPTY_CART = Cart()


def summarize(basket) -> Cart:
    """The cart of a basket whose strategy and offers are in place (carts.prepare)."""
    if basket is None:
        return EMPTY_CART
    basket_lines = list(basket.all_lines())
    plans_by_sku = {
        plan.sku: plan for plan in plans.plans_for_skus([line.product.upc for line in basket_lines])
    }
    lines = [
        CartLine(
            uid=str(line.pk),
            quantity=line.quantity,
            plan=plans_by_sku[line.product.upc],
            purchase_source=line.purchase_source,
            price=to_cents(line.unit_price_incl_tax),
            row_total=to_cents(line.line_price_incl_tax),
            discount=to_cents(line.discount_value),
        )
        for line in basket_lines
        # A plan withdrawn from sale since it was added is neither shown nor charged.
        if line.product.upc in plans_by_sku
    ]
    method = Repository().get_default_shipping_method(basket)
    charge = method.calculate(basket)
    discounts = [
        Discount(_label(application), to_cents(application["discount"]))
        for application in basket.offer_applications
        if application["discount"] > 0
    ]
    return Cart(
        id=basket.masked_id,
        currency=basket.currency or settings.OSCAR_DEFAULT_CURRENCY,
        lines=lines,
        coupons=[_applied_code(voucher, basket) for voucher in basket.vouchers.all()],
        subtotal=sum((line.row_total for line in lines), ZERO),
        discounts=discounts,
        total_discount=sum((line.discount for line in lines), ZERO),
        shipping_label=str(method.name),
        shipping=to_cents(charge.incl_tax),
        taxes=to_cents(sum((line.line_tax or ZERO for line in basket_lines), ZERO) + charge.tax),
    )


def _label(application) -> str:
    voucher = application["voucher"]
    return f"Discount ({voucher.code})" if voucher else str(application["offer"].name)


def _applied_code(voucher, basket) -> AppliedCode:
    applies = any(
        application["voucher"] is not None
        and application["voucher"].pk == voucher.pk
        and application["discount"] > 0
        for application in basket.offer_applications
    )
    offers = list(voucher.offers.all())  # prefetched by carts.prepare
    description = next((strip_tags(o.description).strip() for o in offers if o.description), "")
    if sign_in := coupons.sign_in_needed(voucher, basket):
        return AppliedCode(voucher.code, False, description, needs=sign_in, sign_in_needed=True)
    needs = "" if applies else next(filter(None, (_needs(offer, basket) for offer in offers)), "")
    return AppliedCode(code=voucher.code, applies=applies, description=description, needs=needs)


def _needs(offer, basket) -> str:
    """What the cart lacks for the offer, as its condition says it: ours say it in the shop's
    words (`needs`), Oscar's own as an upsell message ("Buy 1 more product from ...")."""
    condition = offer.condition.proxy()
    if needs := getattr(condition, "needs", None):
        return needs(basket)
    return str(condition.get_upsell_message(offer, basket) or condition.description or "")
