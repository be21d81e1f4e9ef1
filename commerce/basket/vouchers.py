"""Money-off coupons as marketers make them in the dashboard: an Oscar voucher whose offer takes a
fixed amount off the cart once it holds any plan."""

from datetime import timedelta
from decimal import Decimal

from django.db import transaction
from django.utils import timezone
from oscar.core.loading import get_model

Benefit = get_model("offer", "Benefit")
Product = get_model("catalogue", "Product")
Condition = get_model("offer", "Condition")
ConditionalOffer = get_model("offer", "ConditionalOffer")
Range = get_model("offer", "Range")
Voucher = get_model("voucher", "Voucher")

EVERY_PLAN_RANGE = "Every plan"


class EveryPlanRange:
    """Every sellable plan (a child product), decided on the product at hand.

    Oscar's own "all products" range asks the database about each basket line; this one costs
    nothing, so a cart's price takes the same queries however many lines it has.
    """

    def contains_product(self, product) -> bool:
        return product.is_child

    def all_products(self):
        return Product.objects.filter(structure=Product.CHILD)

    def num_products(self) -> int:
        return self.all_products().count()


def every_plan_range():
    every_plan, _ = Range.objects.get_or_create(
        proxy_class=f"{EveryPlanRange.__module__}.{EveryPlanRange.__name__}",
        defaults={"name": EVERY_PLAN_RANGE, "description": "Every plan of every product."},
    )
    return every_plan


@transaction.atomic
def money_off_cart_voucher(
    code: str,
    amount: Decimal,
    *,
    usage: str = Voucher.MULTI_USE,
    valid_for: timedelta = timedelta(days=5 * 365),
):
    """The voucher with this code, created with its offer when missing (never changed after)."""
    every_plan = every_plan_range()
    return _voucher_once(
        code,
        name=f"{code.upper()}: ${amount} off the cart",
        benefit=Benefit(range=every_plan, type=Benefit.FIXED, value=amount),
        usage=usage,
        valid_for=valid_for,
    )


@transaction.atomic
def percent_off_voucher(
    code: str,
    percent: Decimal,
    *,
    on_range=None,
    max_items: int | None = None,
    usage: str = Voucher.MULTI_USE,
    valid_for: timedelta = timedelta(days=5 * 365),
):
    """The voucher with this code taking `percent` off the plans of `on_range` (every plan by
    default; at most `max_items` of them) once the cart holds any plan; created when missing."""
    target = on_range or every_plan_range()
    return _voucher_once(
        code,
        name=f"{code.upper()}: {percent}% off {target.name}",
        benefit=Benefit(
            range=target, type=Benefit.PERCENTAGE, value=percent, max_affected_items=max_items
        ),
        usage=usage,
        valid_for=valid_for,
    )


def _voucher_once(code: str, *, name: str, benefit, usage: str, valid_for: timedelta):
    existing = Voucher.objects.filter(code=code.upper()).first()
    if existing:
        return existing
    benefit.save()
    offer = ConditionalOffer.objects.create(
        name=name,
        offer_type=ConditionalOffer.VOUCHER,
        condition=Condition.objects.create(range=every_plan_range(), type=Condition.COUNT, value=1),
        benefit=benefit,
        max_basket_applications=1,
    )
    now = timezone.now()
    voucher = Voucher.objects.create(
        name=f"{code.upper()} promotion",
        code=code.upper(),
        usage=usage,
        start_datetime=now,
        end_datetime=now + valid_for,
    )
    voucher.offers.add(offer)
    return voucher


def active_voucher(code: str):
    """The voucher a shopper could enter as `code` today (codes are case-insensitive), or None
    when no voucher has it or its dates have passed or not begun."""
    code = (code or "").strip().upper()
    voucher = Voucher.objects.filter(code=code).prefetch_related("offers").first() if code else None
    return voucher if voucher is not None and voucher.is_active() else None


def voucher_rules(voucher) -> str:
    """What the voucher does and on what terms, in the words of its offers, e.g. "$10.00 discount
    on Every plan, cart includes 1 item(s) from every plan. Can be used multiple times by
    multiple customers, until 2031-11-24."."""
    offers = [
        f"{offer.benefit.proxy().name}, {offer.condition.proxy().name[:1].lower()}"
        f"{offer.condition.proxy().name[1:]}"
        for offer in voucher.offers.select_related("benefit", "condition")
    ]
    usage = voucher.get_usage_display()
    ends = timezone.localdate(voucher.end_datetime).isoformat()
    return f"{'; '.join(offers) or 'No offer'}. {usage}, until {ends}."
