"""What a cart shows: its lines with their plans, and money that adds up exactly:
grand total = subtotal - discounts + shipping + taxes."""

from dataclasses import dataclass, field
from decimal import Decimal

from django.conf import settings
from oscar.core.loading import get_class

from commerce.plans import services as plans
from commerce.plans.attributes import SUBSCRIPTION_SKU_SUFFIX

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
class Cart:
    id: str = ""
    currency: str = settings.OSCAR_DEFAULT_CURRENCY
    lines: list[CartLine] = field(default_factory=list)
    coupon_codes: list[str] = field(default_factory=list)
    subtotal: Decimal = ZERO
    discounts: list[Discount] = field(default_factory=list)
    total_discount: Decimal = ZERO
    shipping_label: str = "Free Shipping"
    shipping: Decimal = ZERO
    taxes: Decimal = ZERO

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
        coupon_codes=[voucher.code for voucher in basket.vouchers.all()],
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
