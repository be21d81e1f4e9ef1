"""The renewals budgets: how many subscriptions `renew_due` renews a second (>= 50 on PostgreSQL),
and how fast a customer's `estimateSubscriptionQuote` answers (p95 under 100 ms, through the API's
whole request handling, in process).

It creates RENEWALS_BENCHMARK_SUBSCRIPTIONS due subscriptions (default 10,000 on PostgreSQL, 500
on SQLite), each its own customer's with its own stored sandbox card, then times one `renew_due`
over them: each becomes an order with its card charged, its schedule advanced and its receipt
queued for a worker (in memory, as production queues it in Redis). It runs in a throwaway
database of its own (the configured one's name + "_renewals_bench", created, migrated and
dropped again), so the shop's data is never touched.
"""

import os
import sys
import time
from datetime import date

from throwaway_database import order_copies, setup_django, throwaway_database

BUDGET_PER_SECOND = 50
ESTIMATE_BUDGET_MS = 100
ESTIMATE_SAMPLES = 200
ESTIMATE = """mutation ($id: Int!, $products: [SubscriptionProductInput!]!, $months: Int) {
  estimateSubscriptionQuote(subscription_entity_id: $id, subscription_products: $products,
    frequency_count: $months) { grand_total { value } frequency_count } }"""
DUE_ON = date(2026, 2, 28)


def subscriptions_to_create(vendor: str) -> int:
    default = "10000" if vendor == "postgresql" else "500"
    return int(os.environ.get("RENEWALS_BENCHMARK_SUBSCRIPTIONS", default))


def measure() -> tuple[int, float, dict, list[float]]:
    """(subscriptions due, seconds renew_due took, its counts, estimate times in ms)."""
    setup_django()
    # The receipts are queued for a worker, as in production (a broker in memory), not sent here.
    from config.celery import app

    app.conf.task_always_eager = False
    app.conf.broker_url = "memory://"
    with throwaway_database("renewals_bench") as connection:
        count = subscriptions_to_create(connection.vendor)
        _create_due_subscriptions(count)
        estimates = _estimate_times_ms()
        from commerce.subscriptions.renewals import renew_due

        started = time.perf_counter()
        counts = renew_due(DUE_ON)
        seconds = time.perf_counter() - started
    return count, seconds, counts, estimates


def _estimate_times_ms() -> list[float]:
    """Prices a move to the 3-month plan as the account's change page asks, ESTIMATE_SAMPLES
    times, through Django's whole request handling (a bearer token, the GraphQL view)."""
    from django.test import Client

    from commerce.customers import tokens
    from commerce.subscriptions.models import Subscription

    subscription = Subscription.objects.select_related("customer").order_by("pk").first()
    token = tokens.issue(subscription.customer)
    client = Client(HTTP_HOST="localhost", HTTP_AUTHORIZATION=f"Bearer {token}")
    products = [{"sku": item["sku"], "qty": item["qty"]} for item in subscription.quote["items"]]
    variables = {"id": subscription.pk, "products": products, "months": 3}
    body = {"query": ESTIMATE, "variables": variables}
    times = []
    for _ in range(ESTIMATE_SAMPLES):
        started = time.perf_counter()
        answer = client.post("/graphql/", body, content_type="application/json").json()
        times.append((time.perf_counter() - started) * 1000)
        assert "errors" not in answer, answer
    return times


def report(count: int, seconds: float, counts: dict, estimates: list[float]) -> bool:
    rate = counts.get("renewed", 0) / seconds if seconds else 0.0
    others = ", ".join(f"{name} {n}" for name, n in counts.items() if n and name != "renewed")
    print(
        f"{'renewals':28} {counts.get('renewed', 0)} of {count} due in {seconds:.1f} s: "
        f"{rate:.0f} renewals/s (budget >= {BUDGET_PER_SECOND}/s){f'; {others}' if others else ''}"
    )
    p95 = sorted(estimates)[int(len(estimates) * 0.95) - 1]
    print(
        f"{'estimateSubscriptionQuote':28} p95 {p95:.1f} ms over {len(estimates)} "
        f"(budget < {ESTIMATE_BUDGET_MS} ms)"
    )
    renewals_within = counts.get("renewed") == count and rate >= BUDGET_PER_SECOND
    return renewals_within and p95 < ESTIMATE_BUDGET_MS


def _create_due_subscriptions(count: int) -> None:
    """`count` subscriptions due on DUE_ON, like one checkout started (the first through the
    real path, the others copied from it in bulk)."""
    from django.contrib.auth import get_user_model
    from django.utils import timezone
    from oscar.core.loading import get_model

    from commerce.payments.models import StoredCard
    from commerce.payments.sandbox.models import CustomerProfile, PaymentProfile
    from commerce.plans.tests.factories import core_product_with_four_plans
    from commerce.subscriptions.models import Subscription
    from commerce.subscriptions.tests.factories import shop_time
    from commerce.subscriptions.tests.renewal_factories import subscription

    Order = get_model("order", "Order")
    StockRecord = get_model("partner", "StockRecord")
    core_product_with_four_plans()
    plan = get_model("catalogue", "Product").objects.get(upc="RW-CORE-W-1M-S01")
    StockRecord.objects.filter(product=plan).update(num_in_stock=count * 2)
    template = subscription(plan, placed=shop_time(2026, 1, 31, 10))
    User = get_user_model()
    customers = User.objects.bulk_create(
        User(email=f"renewal{n}@example.com", password="!") for n in range(1, count)
    )
    profiles = CustomerProfile.objects.bulk_create(
        CustomerProfile(
            profile_id=str(3_000_000_000 + n),
            merchant_customer_id=f"renewal-{customer.pk}",
            email=customer.email,
        )
        for n, customer in enumerate(customers)
    )
    gateway_cards = PaymentProfile.objects.bulk_create(
        PaymentProfile(
            customer_profile=profile,
            payment_id=str(4_000_000_000 + n),
            brand="VI",
            last4="4242",
            exp_month=12,
            exp_year=timezone.localdate().year + 3,
            outcome="approve",
        )
        for n, profile in enumerate(profiles)
    )
    cards = StoredCard.objects.bulk_create(
        StoredCard(
            customer=customer,
            label="Visa ending 4242",
            profile_id=profile.profile_id,
            payment_id=gateway_card.payment_id,
            brand="VI",
            last4="4242",
            exp_month=12,
            exp_year=timezone.localdate().year + 3,
        )
        for customer, profile, gateway_card in zip(customers, profiles, gateway_cards, strict=True)
    )
    origin = Order.objects.get(pk=template.order_id)
    orders = Order.objects.bulk_create(order_copies(origin, customers, "B"))
    Subscription.objects.bulk_create(
        Subscription(
            **{
                field.attname: getattr(template, field.attname)
                for field in Subscription._meta.concrete_fields
                if field.attname not in {"id", "number", "customer_id", "order_id", "card_id"}
            },
            number=f"S{order.number}-1",
            customer=customer,
            order=order,
            card=card,
        )
        for customer, order, card in zip(customers, orders, cards, strict=True)
    )
    assert Subscription.objects.filter(next_run=DUE_ON).count() == count


if __name__ == "__main__":
    sys.exit(0 if report(*measure()) else 1)
