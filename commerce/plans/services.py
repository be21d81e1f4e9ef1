"""Reading sellable plans out of the Oscar catalogue in a fixed number of queries."""

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal

from django.db.models import Q, QuerySet
from oscar.core.loading import get_model

from commerce.core.errors import DomainError

from . import lookups, pricing, rows
from .attributes import LIST_SEPARATOR, ONE_TIME_SKU_SUFFIX, SUBSCRIPTION_SKU_SUFFIX
from .cache import cached
from .storefront_pages import product_pages

Product = get_model("catalogue", "Product")
ProductAttributeValue = get_model("catalogue", "ProductAttributeValue")

MAX_SKUS_PER_REQUEST = 100


class TooManySkus(DomainError, ValueError):
    def __init__(self, count: int):
        super().__init__(f"Ask for at most {MAX_SKUS_PER_REQUEST} SKUs at once (got {count}).")


@dataclass(frozen=True)
class Plan:
    """One way to buy a product: once, or as a subscription billed every N months."""

    id: int
    product_id: int
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
    is_booster: bool = False
    is_scalp: bool = False
    label1: str = ""
    bundle_keys: tuple[str, ...] = ()
    # A duo's products (their parents' UPCs): empty for a product sold on its own.
    bundle_products: tuple[str, ...] = ()
    subscription_intervals: tuple[int, ...] = ()
    old_price: Decimal | None = None
    bundled_price: Decimal | None = None
    image: str | None = None
    url_key: str | None = None

    @property
    def is_subscription(self) -> bool:
        return self.sku.endswith(SUBSCRIPTION_SKU_SUFFIX)

    @property
    def savings(self) -> int:
        return pricing.savings_percent(self.price, self.old_price)

    @property
    def is_package_product(self) -> bool:
        return bool(self.bundle_products)


def plans_for_skus(skus: list[str]) -> list[Plan]:
    """The plans with these SKUs, cheapest first; unknown or unpublished SKUs are left out."""
    unique_skus = list(dict.fromkeys(skus))
    if len(unique_skus) > MAX_SKUS_PER_REQUEST:
        raise TooManySkus(len(unique_skus))
    # Siblings are read too: old prices compare with the product's one-time plan.
    # No SKU holds a NUL, which PostgreSQL cannot compare: such a SKU finds nothing.
    unique_skus = [sku for sku in unique_skus if "\x00" not in sku]
    parents = Product.objects.filter(upc__in=unique_skus).values("parent_id")
    wanted = set(unique_skus)
    plans = [plan for plan in _plans_of(parents) if plan.sku in wanted]
    return sorted(plans, key=lambda plan: (plan.price, plan.sku))


def sibling_plans(skus: list[str]) -> list[Plan]:
    """Every plan of the products these SKUs are plans of, in one set of queries: what a
    subscription ships now and every interval it could move to."""
    unique_skus = list(dict.fromkeys(skus))
    if len(unique_skus) > MAX_SKUS_PER_REQUEST:
        raise TooManySkus(len(unique_skus))
    return _plans_of(Product.objects.filter(upc__in=unique_skus).values("parent_id"))


def plans_for_product(product_id: int) -> list[Plan]:
    """Every plan of one parent product in selector order: one-time first, then by interval."""
    return sorted(_plans_of([product_id]), key=_selector_order)


def plans_by_product(product_ids: list[int]) -> dict[int, list[Plan]]:
    """The plans of each of these parent products in selector order, read in one set of queries."""
    unique_ids = list(dict.fromkeys(product_ids))
    if len(unique_ids) > MAX_SKUS_PER_REQUEST:
        raise TooManySkus(len(unique_ids))
    plans: dict[int, list[Plan]] = {product_id: [] for product_id in unique_ids}
    for plan in _plans_of(unique_ids):
        plans[plan.product_id].append(plan)
    return {product_id: sorted(found, key=_selector_order) for product_id, found in plans.items()}


def core_subscription_plans() -> list[Plan]:
    """The subscription plans of the core products, grouped by product, shortest interval first."""
    plans = _plans_of(_parents_flagged("is_core"))
    subscriptions = [plan for plan in plans if plan.is_core and plan.is_subscription]
    return sorted(subscriptions, key=lambda plan: (plan.name, plan.billing_interval, plan.sku))


def booster_plans(bundle_key: str, billing_interval: int) -> list[Plan]:
    """The booster plans that go with products carrying this bundle key, billed every
    `billing_interval` months (0: bought once), by name."""
    return boosters_among(booster_catalogue(), bundle_key, billing_interval)


def booster_catalogue() -> list[Plan]:
    """Every plan of every booster, read once per catalogue change (plans.cache): what
    boosters_among picks from, so that pages listing boosters for several bundle keys and
    intervals, for many customers, read the catalogue once."""
    return cached("boosters", lambda: _plans_of(_parents_flagged("is_booster")))


def boosters_among(plans: list[Plan], bundle_key: str, billing_interval: int) -> list[Plan]:
    """The booster plans among `plans` that go with this bundle key, billed every
    `billing_interval` months, by name."""
    boosters = [
        plan
        for plan in plans
        if plan.is_booster
        and plan.billing_interval == billing_interval
        and bundle_key in plan.bundle_keys
    ]
    return sorted(boosters, key=lambda plan: (plan.name, plan.sku))[:MAX_SKUS_PER_REQUEST]


def plans_with_bundle_keys(bundle_keys: list[str], billing_interval: int) -> list[Plan]:
    """The plans billed every `billing_interval` months (0: bought once) of the products carrying
    any of these bundle keys, boosters left out (boosters() lists them), by name."""
    # No bundle key holds a NUL, which PostgreSQL cannot compare: such a key finds nothing.
    keys = {key for key in bundle_keys if "\x00" not in key}
    plans = _plans_of(_parents_with_any_bundle_key(keys))
    return sorted(
        (
            plan
            for plan in plans
            if not plan.is_booster
            and plan.billing_interval == billing_interval
            and keys & set(plan.bundle_keys)
        ),
        key=lambda plan: (plan.name, plan.sku),
    )[:MAX_SKUS_PER_REQUEST]


def booster_combinations(bundle_key: str, billing_interval: int) -> list[Plan]:
    """The duos (package products) billed every `billing_interval` months that pair a booster
    with a product (not a booster) carrying this bundle key, by name."""
    keyed_ids = {
        plan.product_id
        for plan in _plans_of(_parents_with_any_bundle_key({bundle_key}))
        if not plan.is_booster and bundle_key in plan.bundle_keys
    }
    keyed = set(Product.objects.filter(pk__in=keyed_ids).values_list("upc", flat=True))
    packages = ProductAttributeValue.objects.filter(
        attribute__code="bundle_products", product__structure=Product.CHILD
    ).exclude(value_text="")
    plans = _plans_of(packages.values("product__parent_id"))
    return sorted(
        (
            plan
            for plan in plans
            if plan.billing_interval == billing_interval and keyed & set(plan.bundle_products)
        ),
        key=lambda plan: (plan.name, plan.sku),
    )[:MAX_SKUS_PER_REQUEST]


def _parents_with_any_bundle_key(keys: set[str]) -> QuerySet:
    """Parents of plans whose bundle_keys text holds one of these keys (a first cut the caller
    checks exactly: "women" also matches "womens")."""
    matches = Q()
    for key in keys:
        matches |= Q(value_text__icontains=key)
    return ProductAttributeValue.objects.filter(
        matches, attribute__code="bundle_keys", product__structure=Product.CHILD
    ).values("product__parent_id")


def subscription_plans_flagged(codes: tuple[str, ...], billing_interval: int) -> list[Plan]:
    """The subscription plans billed every `billing_interval` months of the products carrying
    any of these flags (e.g. is_core, is_booster, is_scalp), by name."""
    parents = ProductAttributeValue.objects.filter(
        attribute__code__in=codes, value_boolean=True, product__structure=Product.CHILD
    ).values("product__parent_id")
    plans = [
        plan
        for plan in _plans_of(parents)
        if plan.is_subscription and plan.billing_interval == billing_interval
    ]
    return sorted(plans, key=lambda plan: (plan.name, plan.sku))


def _parents_flagged(code: str) -> QuerySet:
    return ProductAttributeValue.objects.filter(
        attribute__code=code, value_boolean=True, product__structure=Product.CHILD
    ).values("product__parent_id")


def _selector_order(plan: Plan) -> tuple:
    return (plan.billing_interval, plan.price, plan.sku)


def _plans_of(parent_ids) -> list[Plan]:
    """Every priced plan of these parents (ids or a subquery of ids), with what the plans derive
    from their siblings (old prices, intervals), their image, page and bundle price: two queries,
    a third for a duo's products' prices, and no model instances."""
    priced = []
    for row in rows.stock_rows(parent_ids):
        bought = rows.purchase(row)
        if bought is not None:
            priced.append((row, bought))
    attributes = rows.plan_attributes([row["product_id"] for row, _ in priced])
    one_time_prices: dict[int, Decimal] = {}
    intervals: dict[int, set[int]] = defaultdict(set)
    for row, bought in priced:
        interval = attributes[row["product_id"]].get("billing_interval") or 0
        if interval > 0:
            intervals[row["parent_id"]].add(interval)
        elif row["sku"].endswith(ONE_TIME_SKU_SUFFIX):
            one_time_prices[row["parent_id"]] = bought.price
    url_keys = product_pages().storefront_paths([row["page"] for row, _ in priced if row["page"]])
    bundled = _BundlePrices(attributes.values())
    image_urls = {name: lookups.image_url(name) for name in {row["image"] for row, _ in priced}}
    return [
        _to_plan(
            row,
            bought,
            attributes[row["product_id"]],
            one_time_price=one_time_prices.get(row["parent_id"]),
            intervals=tuple(sorted(intervals[row["parent_id"]])),
            image=image_urls[row["image"]],
            url_key=url_keys.get(row["page"]),
            bundled_price=bundled.price(attributes[row["product_id"]]),
        )
        for row, bought in priced
    ]


class _BundlePrices:
    """What the products a duo bundles cost bought separately on the same interval."""

    def __init__(self, plan_attributes):
        upcs = {
            upc
            for attributes in plan_attributes
            for upc in _split(attributes.get("bundle_products"))
        }
        self.prices = lookups.plan_prices_by_upc(upcs)

    def price(self, attributes: dict) -> Decimal | None:
        upcs = _split(attributes.get("bundle_products"))
        if not upcs:
            return None
        interval = attributes.get("billing_interval") or 0
        parts = [self.prices.get((upc, interval)) for upc in upcs]
        return None if None in parts else sum(parts, Decimal(0))


def _split(value) -> tuple[str, ...]:
    return tuple(part.strip() for part in (value or "").split(LIST_SEPARATOR) if part.strip())


def _to_plan(row: dict, bought: rows.Purchase, attributes: dict, **derived) -> Plan:
    interval = attributes.get("billing_interval") or 0
    return Plan(
        id=row["product_id"],
        product_id=row["parent_id"],
        sku=row["sku"],
        # A plan without a title of its own goes by its product's (Oscar's get_title).
        name=row["title"] or row["parent_title"],
        price=bought.price,
        currency=bought.currency,
        is_available=bought.is_available,
        option_title=attributes.get("option_title", ""),
        billing_interval=interval,
        shipping_interval=attributes.get("shipping_interval") or 0,
        purchase_type=attributes.get("purchase_type", ""),
        product_gender=attributes.get("product_gender", ""),
        product_category=attributes.get("product_category", ""),
        core_category=attributes.get("core_category", ""),
        is_core=bool(attributes.get("is_core", False)),
        is_booster=bool(attributes.get("is_booster", False)),
        is_scalp=bool(attributes.get("is_scalp", False)),
        label1=attributes.get("label1", ""),
        bundle_keys=_split(attributes.get("bundle_keys")),
        bundle_products=_split(attributes.get("bundle_products")),
        subscription_intervals=derived["intervals"],
        old_price=pricing.old_price(derived["one_time_price"], interval),
        bundled_price=derived["bundled_price"],
        image=derived["image"],
        url_key=derived["url_key"],
    )
