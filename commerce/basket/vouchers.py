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
    existing = Voucher.objects.filter(code=code.upper()).first()
    if existing:
        return existing
    every_plan = every_plan_range()
    offer = ConditionalOffer.objects.create(
        name=f"{code.upper()}: ${amount} off the cart",
        offer_type=ConditionalOffer.VOUCHER,
        condition=Condition.objects.create(range=every_plan, type=Condition.COUNT, value=1),
        benefit=Benefit.objects.create(range=every_plan, type=Benefit.FIXED, value=amount),
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
