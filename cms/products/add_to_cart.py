"""What a product page hands its plan selector and add-to-cart button."""

from dataclasses import dataclass
from decimal import Decimal

from commerce.plans import pricing
from commerce.plans.services import Plan
from commerce.shipping.methods import standard_charge

PDP_SOURCE = "pdp"
SCALP_PDP_SOURCE = "scalp_pdp"
# Billing interval (months) -> how the selector labels and codes the option.
UI_DATA = {
    0: ("Ships once", "one_time"),
    1: ("Ships every 30 days", "monthly"),
    3: ("Ships every 90 days", "3_month"),
    6: ("Ships every 180 days", "6_month"),
}


@dataclass(frozen=True)
class OptionUiData:
    title: str
    code: str


@dataclass(frozen=True)
class AddToCartOption:
    id: int
    sku: str
    title: str
    option_title: str
    price: str
    old_price: str | None
    new_price: str
    savings: int
    shipping_price: str
    ui_data: OptionUiData
    product_gender: str
    product_gender_new: str
    billing_interval: str
    shipping_interval: str
    product_category: str
    purchase_type: str
    core_category: str


@dataclass(frozen=True)
class AddToCartData:
    title: str
    mainimg: str | None
    core_category: str
    purchase_source: str
    options: list[AddToCartOption]


def add_to_cart_data(plans: list[Plan], fallback_title: str) -> AddToCartData:
    """The page's options in selector order (one-time first, then by interval); prices as
    decimal strings because the option shape is flat."""
    first = plans[0] if plans else None
    return AddToCartData(
        title=first.name if first else fallback_title,
        mainimg=first.image if first else None,
        core_category=first.core_category if first else "",
        purchase_source=SCALP_PDP_SOURCE if first and first.is_scalp else PDP_SOURCE,
        options=[_option(plan) for plan in plans],
    )


def _option(plan: Plan) -> AddToCartOption:
    interval = plan.billing_interval
    title, code = UI_DATA.get(interval, (f"Ships every {interval * 30} days", f"{interval}_month"))
    return AddToCartOption(
        id=plan.id,
        sku=plan.sku,
        title=plan.name,
        option_title=plan.option_title,
        price=_money(plan.price),
        old_price=_money(plan.old_price) if plan.old_price is not None else None,
        new_price=_money(pricing.price_per_month(plan.price, interval)),
        savings=plan.savings,
        shipping_price=_money(Decimal(0) if plan.is_subscription else standard_charge()),
        ui_data=OptionUiData(title=title, code=code),
        product_gender=plan.product_gender,
        product_gender_new=plan.product_gender.lower(),
        billing_interval=str(interval) if interval else "",
        shipping_interval=str(plan.shipping_interval) if plan.shipping_interval else "",
        product_category=plan.product_category,
        purchase_type=plan.purchase_type,
        core_category=plan.core_category,
    )


def _money(amount: Decimal) -> str:
    return f"{amount.quantize(pricing.CENT):f}"
