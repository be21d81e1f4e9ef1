"""The overlay's popular products follow who is searching (spec §4, §6)."""

import pytest

from cms.search import service
from cms.search.visitor import visitor_search_state
from commerce.customers.tests.factories import CustomerFactory
from commerce.plans.tests.factories import PlanFactory
from commerce.subscriptions.models import Subscription
from commerce.subscriptions.tests.factories import paid_order, plans
from commerce.subscriptions.tests.renewal_factories import subscription

from .factories import searchable_product

pytestmark = pytest.mark.django_db


def test_a_visitor_not_signed_in_sees_hair_growth_supplements():
    assert visitor_search_state(None) == ("default", ["Hair Growth Supplements"])


def test_a_customer_who_never_ordered_is_a_default_visitor():
    assert visitor_search_state(CustomerFactory())[0] == "default"


def test_an_active_subscriber_sees_boosters_and_scalp_care():
    started = subscription(plans()[1])

    assert visitor_search_state(started.customer) == (
        "subscriber",
        ["Wellness Boosters", "Scalp Care"],
    )


def test_a_subscriber_to_a_skin_product_sees_hair_growth_and_boosters():
    started = subscription(plans(upc="RW-SKIN-SERUM", title="Skin Serum")[1])

    assert visitor_search_state(started.customer) == (
        "subscriber",
        ["Hair Growth Supplements", "Wellness Boosters"],
    )


@pytest.mark.parametrize(
    "status", [Subscription.Status.CANCELED, Subscription.Status.PAYMENT_FAILED]
)
def test_a_canceled_or_failed_subscriber_sees_hair_growth_and_scalp_care(status):
    started = subscription(plans()[1])
    Subscription.objects.filter(pk=started.pk).update(status=status)

    assert visitor_search_state(started.customer) == (
        "previously_subscribed",
        ["Hair Growth Supplements", "Scalp Care"],
    )


def test_a_single_purchase_buyer_sees_hair_growth_and_scalp_care():
    order = paid_order(None, (PlanFactory(), 1))

    assert visitor_search_state(order.user) == (
        "one_time_purchase",
        ["Hair Growth Supplements", "Scalp Care"],
    )


def test_the_empty_search_shows_the_most_ordered_products_of_the_visitors_categories(
    womens_home,
):
    # Given products of three categories, one of them ordered more
    searchable_product("Rootwell Core for Women")
    searchable_product("Rootwell Women's Balance")
    searchable_product("Stress Adaptogen Booster", category="Wellness Boosters")
    searchable_product("Scalp Oil", category="Scalp Care")
    service.ProductSearchEntry.objects.filter(title="Rootwell Women's Balance").update(order_qty=9)

    # When a subscriber opens search
    started = subscription(plans(upc="RW-OTHER")[1])
    results = service.search("", user=started.customer)

    # Then they see boosters and scalp care, not the supplement they already take
    assert [entry.title for entry in results.products] == [
        "Stress Adaptogen Booster",
        "Scalp Oil",
    ]
    # And a visitor sees hair growth supplements, the most ordered first
    assert [entry.title for entry in service.search("").products] == [
        "Rootwell Women's Balance",
        "Rootwell Core for Women",
    ]
