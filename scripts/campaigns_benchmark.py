"""The campaigns budget: evaluating campaign eligibility for 10,000 subscribers runs in under a
minute (`offer_due_campaigns`, commerce/loyalty/eligibility.py).

It creates CAMPAIGNS_BENCHMARK_SUBSCRIPTIONS active subscriptions (default 10,000), half to the
women's and half to the men's monthly Core plan, a third of them renewed twice, then times one
`offer_due_campaigns` over the demo campaigns (fixtures/campaigns.py; where it is missing, the
spec's oct_upgrade_womens_25, oct_upgrade_womens_gwp, oct_upgrade_mens_25 and
oct_upgrade_mens_gwp, an upgrade and a free gift per line offered to monthly subscribers at once,
and a booster offered after two renewals).
It runs in a throwaway database of its own (the configured one's name + "_campaigns_bench",
created, migrated and dropped again), so the shop's data is never touched.
"""

import os
import sys
import time
from decimal import Decimal

from throwaway_database import order_copies, setup_django, throwaway_database

BUDGET_SECONDS = 60
DEFAULT_SUBSCRIPTIONS = 10_000


def measure() -> tuple[int, float, int]:
    """(subscriptions, seconds offer_due_campaigns took, offers it made)."""
    setup_django()
    with throwaway_database("campaigns_bench"):
        count = int(os.environ.get("CAMPAIGNS_BENCHMARK_SUBSCRIPTIONS", DEFAULT_SUBSCRIPTIONS))
        _create_subscriptions(count)
        _create_demo_campaigns()
        from commerce.loyalty.eligibility import offer_due_campaigns

        started = time.perf_counter()
        offers = offer_due_campaigns()
        seconds = time.perf_counter() - started
    return count, seconds, offers


def report(count: int, seconds: float, offers: int) -> bool:
    print(
        f"campaigns: {count} subscribers evaluated in {seconds:.1f} s, {offers} offers made "
        f"(budget < {BUDGET_SECONDS} s)"
    )
    return seconds < BUDGET_SECONDS


def _create_demo_campaigns() -> None:
    from commerce.basket.vouchers import percent_off_voucher
    from commerce.loyalty.models import Campaign, RewardType

    try:  # the demo data's own set, where it has one
        from fixtures.campaigns import demo_campaigns
    except ImportError:
        demo_campaigns = None
    if demo_campaigns is not None:
        for fields in demo_campaigns():
            Campaign.objects.create(**fields)
        return
    upgrade_coupon = percent_off_voucher("UPGRADE25", Decimal("25"))
    for line, word in (("Women", "womens"), ("Men", "mens")):
        Campaign.objects.create(
            segment_name=f"oct_upgrade_{word}_25",
            title="Upgrade to 3 months and save 25%",
            reward_type=RewardType.UPGRADE_BOOSTER,
            product_line=line,
            subscription_interval=1,
            upgrade_interval=3,
            upgrade_coupon=upgrade_coupon,
        )
        Campaign.objects.create(
            segment_name=f"oct_upgrade_{word}_gwp",
            title="A free gift with your next shipment",
            reward_type=RewardType.FREE_GIFT,
            product_line=line,
            subscription_interval=1,
            gift_skus=f"RW-CORE-{line[0]}-N01",
        )
    Campaign.objects.create(
        segment_name="loyal_booster",
        title="Pick a booster on us",
        reward_type=RewardType.PICK_YOUR_BOOSTER,
        booster_bundle_key="women",
        min_renewals=2,
        reward_price=Decimal("0.00"),
    )


def _create_subscriptions(count: int) -> None:
    """`count` active subscriptions like one checkout started (the first through the real path,
    the others copied from it in bulk), alternately women's and men's."""
    from django.contrib.auth import get_user_model
    from oscar.core.loading import get_model

    from commerce.plans.tests.factories import core_product_with_four_plans
    from commerce.subscriptions.models import Subscription, SubscriptionLog
    from commerce.subscriptions.tests.factories import shop_time
    from commerce.subscriptions.tests.renewal_factories import subscription

    Order = get_model("order", "Order")
    Product = get_model("catalogue", "Product")
    core_product_with_four_plans()
    core_product_with_four_plans("Rootwell Core for Men", "RW-CORE-M", product_gender="Men")
    plan = Product.objects.get(upc="RW-CORE-W-1M-S01")
    template = subscription(plan, placed=shop_time(2026, 1, 31, 10))
    User = get_user_model()
    customers = User.objects.bulk_create(
        (User(email=f"subscriber{n}@example.com", password="!") for n in range(1, count)),
        batch_size=2000,
    )
    origin = Order.objects.get(pk=template.order_id)
    orders = Order.objects.bulk_create(order_copies(origin, customers, "C"), batch_size=2000)
    copied = {
        field.attname: getattr(template, field.attname)
        for field in Subscription._meta.concrete_fields
        if field.attname not in {"id", "number", "customer_id", "order_id", "card_id", "sku"}
    }
    subscriptions = Subscription.objects.bulk_create(
        (
            Subscription(
                **copied,
                sku="RW-CORE-W-1M-S01" if n % 2 else "RW-CORE-M-1M-S01",
                number=f"S{order.number}-1",
                customer=customer,
                order=order,
            )
            for n, (customer, order) in enumerate(zip(customers, orders, strict=True))
        ),
        batch_size=2000,
    )
    SubscriptionLog.objects.bulk_create(
        (
            SubscriptionLog(subscription=renewed, action=SubscriptionLog.Action.RENEWED)
            for renewed in subscriptions[::3]
            for _ in range(2)
        ),
        batch_size=2000,
    )
    assert Subscription.objects.filter(status="active").count() == count


if __name__ == "__main__":
    sys.exit(0 if report(*measure()) else 1)
