"""The recommendations budget: reading any model's recommendations (`recommend()`,
commerce/recommendations/services.py) takes under 30 ms at the 95th percentile.

It loads the demo catalogue (fixtures/catalogue.json), generates RECOMMENDATIONS_BENCHMARK_ORDERS
orders (default 5,000) spread over the last 180 days by customers who buy a core formula for their
gender and often a booster, a duo or scalp care with it (fixed seed), times one
`compute_recommendations()`, then times SAMPLES reads of each model for varied products (by id
and by SKU), fallbacks and customers (with a quiz result).
It runs in a throwaway database of its own (the configured one's name + "_reco_bench", created,
migrated and dropped again), so the shop's data is never touched.
"""

import json
import os
import random
import statistics
import sys
import time
from datetime import timedelta
from decimal import Decimal

from throwaway_database import ROOT, setup_django, throwaway_database

BUDGET_P95_MS = 30
DEFAULT_ORDERS = 5_000
SAMPLES = 300
SEED = 18


def measure() -> tuple[int, float, dict[str, list[float]]]:
    """(orders, seconds compute_recommendations took, sorted read times in ms per model)."""
    setup_django()
    with throwaway_database("reco_bench") as connection:
        from fixtures.catalogue import load_catalogue

        load_catalogue(json.loads((ROOT / "fixtures" / "catalogue.json").read_text()))
        count = int(os.environ.get("RECOMMENDATIONS_BENCHMARK_ORDERS", DEFAULT_ORDERS))
        customers = _create_orders(count, random.Random(SEED))
        if connection.vendor == "postgresql":
            # A shop's tables have planner statistics (autovacuum); freshly filled ones do not yet.
            with connection.cursor() as cursor:
                cursor.execute("ANALYZE")
        from commerce.recommendations.compute import compute_recommendations

        started = time.perf_counter()
        compute_recommendations()
        seconds = time.perf_counter() - started
        reads = _time_reads(customers, random.Random(SEED))
    return count, seconds, reads


def report(count: int, seconds: float, reads: dict[str, list[float]]) -> bool:
    print(f"recommendations: computed from {count} orders in {seconds * 1000:.0f} ms")
    within = True
    for model, samples in reads.items():
        p95 = samples[int(len(samples) * 0.95) - 1]
        within = within and p95 < BUDGET_P95_MS
        print(
            f"  recommend({model!r:23}) over {len(samples)}: "
            f"median {statistics.median(samples):.2f} ms, p95 {p95:.2f} ms "
            f"(budget p95 < {BUDGET_P95_MS} ms)"
        )
    return within


def _create_orders(count: int, rng: random.Random) -> list:
    """`count` orders in bulk from count // 3 customers; the customers."""
    from django.contrib.auth import get_user_model
    from django.utils import timezone
    from oscar.core.loading import get_model

    Line = get_model("order", "Line")
    Order = get_model("order", "Order")
    Product = get_model("catalogue", "Product")
    User = get_user_model()
    plans = {}
    for plan in Product.objects.filter(structure=Product.CHILD).select_related("parent"):
        plans.setdefault(plan.parent.upc, []).append(plan)
    women_core = ["RW-CORE-W", "RW-VEGAN-W", "RW-BALANCE-W", "RW-POSTPARTUM-W"]
    men_core = ["RW-CORE-M", "RW-DHT-M", "RW-COLLAGEN-M"]
    boosters = [upc for upc in plans if upc.startswith("RW-BOOST-")]
    women_extras = boosters + [upc for upc in plans if upc.startswith(("RW-SCALP-", "RW-DUO-"))]
    men_extras = ["RW-SHAMPOO-COND-M", "RW-DUO-DESTRESS-M", "RW-SUPP-SERUM-M", "RW-DUO-GUT-M"]
    customers = User.objects.bulk_create(
        (User(email=f"reco{n}@example.com", password="!") for n in range(max(count // 3, 1))),
        batch_size=2000,
    )
    now = timezone.now()
    baskets = []
    for n in range(count):
        men = rng.random() < 0.3
        core = rng.choice(men_core if men else women_core)
        extras = rng.sample(men_extras if men else women_extras, k=rng.choice((0, 0, 1, 1, 2)))
        baskets.append((n, [core, *extras]))
    orders = Order.objects.bulk_create(
        (
            Order(
                number=f"R{n}",
                user=customers[n % len(customers)],
                currency="USD",
                total_incl_tax=Decimal("88.00"),
                total_excl_tax=Decimal("88.00"),
                status=rng.choice(("Processing", "Shipped", "Complete", "Complete")),
                date_placed=now - timedelta(days=rng.uniform(0, 180)),
            )
            for n, _ in baskets
        ),
        batch_size=2000,
    )
    lines = []
    for order, (_, upcs) in zip(orders, baskets, strict=True):
        for upc in upcs:
            plan = rng.choice(plans[upc])
            quantity = rng.choice((1, 1, 1, 2))
            price = Decimal("88.00") * quantity
            lines.append(
                Line(
                    order=order,
                    product=plan,
                    partner_name="Rootwell",
                    partner_sku=plan.upc,
                    title=plan.parent.title,
                    upc=plan.upc,
                    quantity=quantity,
                    line_price_incl_tax=price,
                    line_price_excl_tax=price,
                    line_price_before_discounts_incl_tax=price,
                    line_price_before_discounts_excl_tax=price,
                    status="Complete",
                    num_allocated=quantity,
                )
            )
    Line.objects.bulk_create(lines, batch_size=2000)
    return customers


def _time_reads(customers: list, rng: random.Random) -> dict[str, list[float]]:
    from oscar.core.loading import get_model

    from commerce.recommendations.models import RecommendationModel as M
    from commerce.recommendations.services import recommend

    Product = get_model("catalogue", "Product")
    parents = list(Product.objects.filter(structure=Product.PARENT).values_list("pk", "upc"))
    fallbacks = [None, {"gender": "Women"}, {"category": "Scalp Care"}, {"is_booster": True}]
    quizzes = [(), ("RW-CORE-W",), ("RW-VEGAN-W-1M-S01", "RW-BOOST-GUT")]

    def product_call(model):
        pk, upc = rng.choice(parents)
        return {
            "model": model,
            "object_id": rng.choice((pk, upc)),
            "fallback": rng.choice(fallbacks),
        }

    calls = {
        M.BOUGHT_TOGETHER: lambda: product_call(M.BOUGHT_TOGETHER),
        M.RELATED_PRODUCTS: lambda: product_call(M.RELATED_PRODUCTS),
        M.LOOKING_SIMILAR: lambda: product_call(M.LOOKING_SIMILAR),
        M.TRENDING_ITEMS: lambda: {"model": M.TRENDING_ITEMS, "fallback": rng.choice(fallbacks)},
        M.TRENDING_FACETS: lambda: {"model": M.TRENDING_FACETS},
        M.RECOMMENDED_FOR_YOU: lambda: {
            "model": M.RECOMMENDED_FOR_YOU,
            "user": rng.choice(customers),
            "quiz_skus": rng.choice(quizzes),
        },
    }
    reads = {}
    for model, call in calls.items():
        samples = []
        for n in range(SAMPLES + 20):
            kwargs = call()
            started = time.perf_counter()
            recommend(**kwargs)
            if n >= 20:  # warm-up reads are left out
                samples.append((time.perf_counter() - started) * 1000)
        reads[model.value] = sorted(samples)
    return reads


if __name__ == "__main__":
    sys.exit(0 if report(*measure()) else 1)
