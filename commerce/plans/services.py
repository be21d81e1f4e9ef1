"""Reading sellable plans out of the Oscar catalogue in a fixed number of queries."""

from dataclasses import dataclass
from decimal import Decimal

from django.db.models import Prefetch, QuerySet
from oscar.core.loading import get_class, get_model

from .attributes import SUBSCRIPTION_SKU_SUFFIX

Product = get_model("catalogue", "Product")
ProductAttributeValue = get_model("catalogue", "ProductAttributeValue")
Selector = get_class("partner.strategy", "Selector")

MAX_SKUS_PER_REQUEST = 100


class TooManySkus(ValueError):
    def __init__(self, count: int):
        super().__init__(f"Ask for at most {MAX_SKUS_PER_REQUEST} SKUs at once (got {count}).")


@dataclass(frozen=True)
class Plan:
    """One way to buy a product: once, or as a subscription billed every N months."""

    sku: str
    name: str
    price: Decimal
    currency: str
    is_available: bool
    option_title: str
    billing_interval: int
    shipping_interval: int
    purchase_type: str
    product_gender: str
    product_category: str
    core_category: str
    is_core: bool

    @property
    def is_subscription(self) -> bool:
        return self.sku.endswith(SUBSCRIPTION_SKU_SUFFIX)


def plans_for_skus(skus: list[str]) -> list[Plan]:
    """The plans with these SKUs, cheapest first; unknown or unpublished SKUs are left out."""
    unique_skus = list(dict.fromkeys(skus))
    if len(unique_skus) > MAX_SKUS_PER_REQUEST:
        raise TooManySkus(len(unique_skus))
    return _cheapest_first(_plan_queryset().filter(upc__in=unique_skus))


def plans_for_product(product_id: int) -> list[Plan]:
    """Every plan of one parent product in selector order: one-time first, then by interval."""
    plans = _to_plans(_plan_queryset().filter(parent_id=product_id))
    return sorted(plans, key=_selector_order)


def plans_by_product(product_ids: list[int]) -> dict[int, list[Plan]]:
    """The plans of each of these parent products in selector order, read in one set of queries."""
    unique_ids = list(dict.fromkeys(product_ids))
    if len(unique_ids) > MAX_SKUS_PER_REQUEST:
        raise TooManySkus(len(unique_ids))
    strategy = Selector().strategy()
    plans: dict[int, list[Plan]] = {product_id: [] for product_id in unique_ids}
    for child in _plan_queryset().filter(parent_id__in=unique_ids):
        plan = _to_plan(child, strategy)
        if plan:
            plans[child.parent_id].append(plan)
    return {product_id: sorted(found, key=_selector_order) for product_id, found in plans.items()}


def core_subscription_plans() -> list[Plan]:
    """The subscription plans of the core products, grouped by product, shortest interval first."""
    children = _plan_queryset().filter(
        upc__endswith=SUBSCRIPTION_SKU_SUFFIX,
        attribute_values__attribute__code="is_core",
        attribute_values__value_boolean=True,
    )
    plans = _to_plans(children)
    return sorted(plans, key=lambda plan: (plan.name, plan.billing_interval, plan.sku))


def _plan_queryset() -> QuerySet:
    return (
        Product.objects.filter(structure=Product.CHILD, is_public=True, parent__is_public=True)
        .select_related("parent", "parent__product_class")
        .prefetch_related(
            "stockrecords",
            Prefetch(
                "attribute_values",
                queryset=ProductAttributeValue.objects.select_related("attribute", "value_option"),
            ),
        )
    )


def _cheapest_first(children: QuerySet) -> list[Plan]:
    return sorted(_to_plans(children), key=lambda plan: (plan.price, plan.sku))


def _selector_order(plan: Plan) -> tuple:
    return (plan.billing_interval, plan.price, plan.sku)


def _to_plans(children: QuerySet) -> list[Plan]:
    strategy = Selector().strategy()
    return [plan for child in children if (plan := _to_plan(child, strategy))]


def _to_plan(child, strategy) -> Plan | None:
    purchase_info = strategy.fetch_for_product(child)
    if not purchase_info.price.exists:
        return None
    attributes = {value.attribute.code: value.value for value in child.attribute_values.all()}
    return Plan(
        sku=child.upc,
        name=child.get_title(),
        price=purchase_info.price.incl_tax,
        currency=purchase_info.price.currency,
        is_available=purchase_info.availability.is_available_to_buy,
        option_title=attributes.get("option_title", ""),
        billing_interval=attributes.get("billing_interval", 0),
        shipping_interval=attributes.get("shipping_interval", 0),
        purchase_type=attributes.get("purchase_type", ""),
        product_gender=attributes.get("product_gender", ""),
        product_category=attributes.get("product_category", ""),
        core_category=attributes.get("core_category", ""),
        is_core=bool(attributes.get("is_core", False)),
    )
