from datetime import datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

from django.utils import timezone
from oscar.core.loading import get_model
from oscar.test.factories import (
    BillingAddressFactory,
    OrderFactory,
    OrderLineFactory,
    ShippingAddressFactory,
)

from commerce.address.tests.factories import united_states
from commerce.customers.tests.factories import CustomerFactory
from commerce.payments.tests.factories import StoredCardFactory
from commerce.plans.tests.factories import ProductFactory, subscription_plan

Basket = get_model("basket", "Basket")

SHOP_TIME = ZoneInfo("America/New_York")


def shop_time(*args) -> datetime:
    return datetime(*args, tzinfo=SHOP_TIME)


def plans(
    upc="RW-CORE-W",
    title="Rootwell Core for Women",
    prices=("79.00", "224.00", "422.00"),
    **attributes,
):
    """A product's subscription plans by months; Rootwell Core's by default: $79 monthly, $224
    and $422."""
    parent = ProductFactory(title=title, upc=upc)
    return {
        months: subscription_plan(parent, months, price, **attributes)
        for months, price in zip((1, 3, 6), prices, strict=True)
    }


def booster(upc="RW-BOOST-STRESS", title="Stress Adaptogen Booster", bundle_keys="women,men"):
    """A booster's subscription plans by months: $30 monthly, $85 and $160."""
    return plans(
        upc,
        title,
        ("30.00", "85.00", "160.00"),
        is_core=False,
        is_booster=True,
        bundle_keys=bundle_keys,
        core_category="Booster",
    )


class _OrderFactory(OrderFactory):
    class Meta:
        # Oscar's factory saves again after its line hook, which adds nothing here.
        skip_postgeneration_save = True


def paid_order(customer=None, *lines, placed=None, state="New York", **fields):
    """A placed order with a line per (product, quantity), shipped and billed in the US."""
    customer = customer or CustomerFactory()
    order = _OrderFactory(
        user=customer,
        basket=Basket.objects.create(owner=customer, status=Basket.SUBMITTED),
        date_placed=placed or shop_time(2026, 3, 10, 9, 30),
        currency="USD",
        total_incl_tax=Decimal("0.00"),
        total_excl_tax=Decimal("0.00"),
        shipping_address=ShippingAddressFactory(
            first_name="Casey",
            last_name="Rivera",
            line1="12 Grove Street",
            line2="Apt 4",
            line4="New York",
            state=state,
            postcode="10014",
            country=united_states(),
            phone_number="+12125550199",
        ),
        billing_address=BillingAddressFactory(
            first_name="Casey",
            last_name="Rivera",
            line1="1 Billing Road",
            line2="",
            line4="Albany",
            state="NY",
            postcode="12207",
            country=united_states(),
        ),
        **fields,
    )
    for product, quantity in lines:
        price = product.stockrecords.first().price
        OrderLineFactory(
            order=order,
            product=product,
            upc=product.upc,
            title=product.get_title(),
            quantity=quantity,
            unit_price_incl_tax=price,
            unit_price_excl_tax=price,
            line_price_incl_tax=price * quantity,
            line_price_excl_tax=price * quantity,
        )
    return order


def ordered_subscription(customer, plan, quantity: int, *, days_ago: int = 10):
    """The subscription that a paid order of `quantity` of `plan`, placed `days_ago` days ago,
    started, paid by a card the customer stored."""
    from commerce.subscriptions.services import create_for_order

    placed = timezone.now() - timedelta(days=days_ago)
    order = paid_order(customer, (plan, quantity), placed=placed)
    [subscription] = create_for_order(order, card=StoredCardFactory(customer=customer))
    return subscription


def for_subscriptions(voucher, renewals: int = 12):
    """The voucher, marked by marketers as good for subscriptions for this many renewals."""
    from commerce.subscriptions.coupons import mark_for_subscriptions

    mark_for_subscriptions(voucher, renewals)
    return voucher
