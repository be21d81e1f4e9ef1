"""What a subscription would ship after a change of products or frequency, checked against the
catalogue: the same proposal is priced for the estimate and applied when the customer confirms.

Every line moves to its product's subscription plan of the chosen interval. Besides the
products it ships already, a subscription may take another core formula, and the boosters and
scalp products offered with its core formulas' bundle keys.
"""

from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings

from commerce.plans.services import Plan, sibling_plans, subscription_plans_flagged

from .pricing import Line, current_lines
from .rules import InvalidFrequency, InvalidProducts

FREQUENCIES = (1, 3, 6)
MAX_LINES = 20
NOT_FOUND = 'The product with SKU "{sku}" could not be found.'
NOT_ON_INTERVAL = '"{name}" is not offered every {months} month(s).'
NOT_OFFERED = '"{name}" can\'t be added to this subscription.'
KEEP_A_CORE = "A subscription keeps at least one core formula."
NO_LINES = "A subscription ships at least one product."
TOO_MANY_LINES = f"A subscription ships at most {MAX_LINES} products."


@dataclass(frozen=True)
class Proposal:
    lines: tuple[Line, ...]
    frequency_count: int
    # The catalogue's plans by SKU, for pricing products new to the subscription.
    plans: dict[str, Plan]


def propose(subscription, products: Iterable | None = None, months: int | None = None):
    """The lines the subscription would ship with these products (each {sku, qty}; its own
    when None) every `months` months (its own when None)."""
    months = subscription.frequency_count if months is None else months
    if months not in FREQUENCIES:
        raise InvalidFrequency("Choose a frequency of 1, 3 or 6 months.")
    wanted = _merged(products) if products is not None else current_lines(subscription)
    if not wanted:
        raise InvalidProducts(NO_LINES)
    if len(wanted) > MAX_LINES:
        raise InvalidProducts(TOO_MANY_LINES)
    current = current_lines(subscription)
    catalogue = sibling_plans([line.sku for line in wanted] + [line.sku for line in current])
    plans = {plan.sku: plan for plan in catalogue}
    lines = _merged(_on_interval(line, months, plans, subscription) for line in wanted)
    _check_offered(lines, current, plans)
    return Proposal(tuple(lines), months, plans)


def offered_plans(subscription) -> list[Plan]:
    """The plans on the subscription's interval that `propose` accepts for it now: its own
    products', every core formula's, and those of the boosters and scalp products that go with
    its core formulas' bundle keys; by name."""
    months = subscription.frequency_count
    shipped = {line.sku for line in current_lines(subscription)}
    own = sibling_plans(list(shipped)) if shipped else []
    own_products = {plan.product_id for plan in own}
    core_keys = {
        key for plan in own if plan.sku in shipped and plan.is_core for key in plan.bundle_keys
    }
    catalogue = subscription_plans_flagged(("is_core", "is_booster", "is_scalp"), months)
    offered = {
        plan.sku: plan
        for plan in [*own, *catalogue]
        if plan.is_subscription
        and plan.billing_interval == months
        and (plan.product_id in own_products or plan.is_core or _goes_with(plan, core_keys))
    }
    return sorted(offered.values(), key=lambda plan: (plan.name, plan.sku))


def _goes_with(plan: Plan, core_keys: set[str]) -> bool:
    """A booster or scalp product goes with core formulas sharing a bundle key, or with any."""
    fits = not plan.bundle_keys or bool(core_keys & set(plan.bundle_keys))
    return (plan.is_booster or plan.is_scalp) and fits


def _merged(products) -> list[Line]:
    """The products ({sku, qty} or Lines), one line per SKU (quantities of a repeated SKU added
    up: two plans of one product may move to the same plan)."""
    quantities: dict[str, int] = {}
    for product in products:
        sku, qty = (product.sku, product.qty) if isinstance(product, Line) else _asked(product)
        quantities[sku] = quantities.get(sku, 0) + qty
    return [Line(sku, _within_limit(qty)) for sku, qty in quantities.items()]


def _asked(product) -> tuple[str, int]:
    return str(product["sku"]).strip(), _quantity(product["qty"])


def _quantity(value) -> int:
    if isinstance(value, bool) or not float(value).is_integer() or value < 1:
        raise InvalidProducts(_quantity_message())
    return int(value)


def _within_limit(qty: int) -> int:
    if qty > settings.CART_MAX_LINE_QUANTITY:
        raise InvalidProducts(_quantity_message())
    return qty


def _quantity_message() -> str:
    return f"Please enter a quantity between 1 and {settings.CART_MAX_LINE_QUANTITY}."


def _on_interval(line: Line, months: int, plans: dict[str, Plan], subscription) -> Line:
    plan = plans.get(line.sku)
    if plan is None:
        # A plan no longer sold keeps shipping, as long as its interval does not change.
        if months == subscription.frequency_count and _in_quote(subscription, line.sku):
            return line
        raise InvalidProducts(NOT_FOUND.format(sku=line.sku))
    if plan.is_subscription and plan.billing_interval == months:
        return line
    sibling = next(
        (
            other
            for other in plans.values()
            if other.product_id == plan.product_id
            and other.is_subscription
            and other.billing_interval == months
        ),
        None,
    )
    if sibling is None:
        raise InvalidProducts(NOT_ON_INTERVAL.format(name=plan.name, months=months))
    return Line(sibling.sku, line.qty)


def _in_quote(subscription, sku: str) -> bool:
    return any(item["sku"] == sku for item in subscription.quote["items"])


def _check_offered(lines: list[Line], current: list[Line], plans: dict[str, Plan]) -> None:
    products_now = {plans[line.sku].product_id for line in current if line.sku in plans}
    proposed = [plans.get(line.sku) for line in lines]
    cores = [plan for plan in proposed if plan is not None and plan.is_core]
    if not cores and any(plans[line.sku].is_core for line in current if line.sku in plans):
        raise InvalidProducts(KEEP_A_CORE)
    core_keys = {key for plan in cores for key in plan.bundle_keys}
    for plan in proposed:
        if plan is None or plan.product_id in products_now or plan.is_core:
            continue
        if not _goes_with(plan, core_keys):
            raise InvalidProducts(NOT_OFFERED.format(name=plan.name))
