from datetime import date
from decimal import Decimal

import pytest

from commerce.address.tests.factories import us_state
from commerce.payments.tests.factories import StoredCardFactory
from commerce.plans.tests.factories import PlanFactory
from commerce.subscriptions.models import Subscription
from commerce.subscriptions.services import GuestSubscription, create_for_order

from .factories import paid_order, shop_time

pytestmark = pytest.mark.django_db


def card_of(order):
    return StoredCardFactory(customer=order.user, brand="VI", last4="4242", exp_month=8)


@pytest.mark.parametrize(
    ("months", "next_run"),
    [(1, date(2026, 4, 10)), (3, date(2026, 6, 10)), (6, date(2026, 9, 10))],
)
def test_a_plan_renews_after_its_billing_interval(core, months, next_run):
    order = paid_order(None, (core[months], 1))

    [subscription] = create_for_order(order, card=card_of(order))

    assert subscription.frequency_count == months
    assert subscription.frequency_unit == "month"
    assert subscription.next_run == next_run
    assert subscription.journey_start_date == date(2026, 3, 10)
    assert subscription.status == "active"


@pytest.mark.parametrize(
    ("placed", "months", "next_run"),
    [
        (shop_time(2026, 1, 31, 12), 1, date(2026, 2, 28)),
        (shop_time(2028, 1, 31, 12), 1, date(2028, 2, 29)),  # a leap year
        (shop_time(2026, 8, 31, 12), 3, date(2026, 11, 30)),
        (shop_time(2026, 8, 31, 12), 6, date(2027, 2, 28)),
    ],
)
def test_a_day_the_renewal_month_lacks_becomes_its_last_day(core, placed, months, next_run):
    order = paid_order(None, (core[months], 1), placed=placed)

    [subscription] = create_for_order(order, card=card_of(order))

    assert subscription.next_run == next_run


def test_the_order_date_is_the_shops_date_not_utcs(core):
    # 11:30 pm in New York on March 31 is already April 1 in UTC.
    order = paid_order(None, (core[1], 1), placed=shop_time(2026, 3, 31, 23, 30))

    [subscription] = create_for_order(order, card=card_of(order))

    assert subscription.journey_start_date == date(2026, 3, 31)
    assert subscription.next_run == date(2026, 4, 30)


def test_one_subscription_per_subscription_line_and_none_for_one_time_lines(core):
    one_time = PlanFactory(upc="RW-CORE-W-N01", parent=core[1].parent)
    order = paid_order(None, (core[1], 1), (one_time, 1), (core[6], 2))

    subscriptions = create_for_order(order, card=card_of(order))

    assert [s.sku for s in subscriptions] == ["RW-CORE-W-1M-S01", "RW-CORE-W-6M-S01"]
    assert [s.number for s in subscriptions] == [f"S{order.number}-1", f"S{order.number}-2"]
    assert all(s.customer == order.user and s.order == order for s in subscriptions)


def test_an_order_without_subscription_lines_starts_none():
    one_time = PlanFactory(upc="RW-CORE-W-N01")
    order = paid_order(None, (one_time, 1))

    assert create_for_order(order, card=None) == []
    assert not Subscription.objects.exists()


def test_calling_it_again_for_the_same_order_creates_nothing(core):
    order = paid_order(None, (core[1], 1), (core[3], 1))
    card = card_of(order)
    first = create_for_order(order, card=card)

    again = create_for_order(order, card=card)

    assert again == first
    assert Subscription.objects.count() == 2
    assert [log.order_number for log in first[0].logs.all()] == [order.number]


def test_a_guests_subscription_line_is_refused(core):
    order = paid_order(None, (core[1], 1))
    order.user = None
    order.save()

    with pytest.raises(GuestSubscription):
        create_for_order(order, card=None)


def test_the_quote_copies_the_line_addresses_and_card(core):
    order = paid_order(None, (core[3], 2))
    card = card_of(order)

    [subscription] = create_for_order(order, card=card)

    line = order.lines.get()
    assert subscription.name == "Rootwell Core for Women"
    assert subscription.card == card
    assert subscription.last_run == date(2026, 3, 10)
    assert not subscription.ships_to_california
    assert subscription.quote == {
        "customer_email": order.user.email,
        "currency": "USD",
        "items": [
            {
                "item_id": line.pk,
                "sku": "RW-CORE-W-3M-S01",
                "name": "Rootwell Core for Women",
                "description": None,
                "product_id": core[3].pk,
                "qty": 2,
                "price": "224.00",
                "row_total": "448.00",
            }
        ],
        "subtotal": "448.00",
        "grand_total": "448.00",
        "shipping_address": {
            "firstname": "Casey",
            "lastname": "Rivera",
            "company": "",
            "street": ["12 Grove Street", "Apt 4"],
            "city": "New York",
            "region": "New York",
            "region_id": us_state("NY").pk,
            "postcode": "10014",
            "country_id": "US",
            "telephone": "+12125550199",
        },
        "billing_address": {
            "firstname": "Casey",
            "lastname": "Rivera",
            "company": "",
            "street": ["1 Billing Road"],
            "city": "Albany",
            "region": "New York",  # the order kept the code "NY"
            "region_id": us_state("NY").pk,
            "postcode": "12207",
            "country_id": "US",
            "telephone": "",
        },
        "payment": {
            "tokenbase_id": card.hash,
            "method": "authnetcim",
            "cc_type": "VI",
            "cc_last_4": "4242",
            "cc_exp_month": 8,
            "cc_exp_year": card.exp_year,
        },
    }
    assert subscription.plan_products == {
        "child_products": {
            "RW-CORE-W-3M-S01": {
                "name": "Rootwell Core for Women",
                "qty": 2,
                "price": "224.00",
                "billing_interval": 3,
            }
        }
    }
    assert Decimal(subscription.quote["subtotal"]) == line.line_price_incl_tax


def test_a_plan_shipped_to_california_is_flagged(core):
    order = paid_order(None, (core[1], 1), state="California")

    [subscription] = create_for_order(order, card=card_of(order))

    assert subscription.ships_to_california


def test_an_order_billed_same_as_shipping_gives_the_quote_its_billing_telephone(core):
    # Given an order billed "same as shipping": its billing address is the shipping address,
    # which Oscar stores without the telephone
    order = paid_order(None, (core[1], 1))
    billing, shipping = order.billing_address, order.shipping_address
    for field in ("line1", "line2", "line4", "state", "postcode"):
        setattr(billing, field, getattr(shipping, field))
    billing.save()

    # When the subscription starts
    [subscription] = create_for_order(order, card=card_of(order))

    # Then its quote's billing address has the telephone the shopper gave
    assert subscription.quote["billing_address"]["telephone"] == "+12125550199"
    assert subscription.quote["billing_address"]["street"] == ["12 Grove Street", "Apt 4"]
