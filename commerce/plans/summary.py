"""What a product card says about a product's plans: its lowest monthly price, its best saving and
the plan a quick add puts in the cart."""

from dataclasses import dataclass
from decimal import Decimal

from . import pricing
from .services import Plan


@dataclass(frozen=True)
class PlanSummary:
    # The lowest price of a month of supply among the plans on sale ("from $70.40/mo").
    from_price: Decimal | None
    # What one month costs bought once; shown struck through when a plan is cheaper.
    regular_price: Decimal | None
    # The largest whole percent any plan saves against buying once.
    best_savings: int
    # What a quick add puts in the cart: the monthly subscription, else the first plan on sale.
    default_plan: Plan | None


def summarise_plans(plans: list[Plan]) -> PlanSummary:
    on_sale = [plan for plan in plans if plan.is_available]
    one_time = next((plan for plan in plans if plan.billing_interval == 0), None)
    return PlanSummary(
        from_price=min(
            (pricing.price_per_month(plan.price, plan.billing_interval) for plan in on_sale),
            default=None,
        ),
        regular_price=one_time.price if one_time else None,
        best_savings=max((plan.savings for plan in on_sale), default=0),
        default_plan=_default_plan(on_sale),
    )


def _default_plan(on_sale: list[Plan]) -> Plan | None:
    # The same choice a product page opens on (frontend lib/product/plans.ts defaultOption).
    return (
        next((plan for plan in on_sale if plan.billing_interval == 1), None)
        or next((plan for plan in on_sale if plan.is_subscription), None)
        or (on_sale[0] if on_sale else None)
    )
