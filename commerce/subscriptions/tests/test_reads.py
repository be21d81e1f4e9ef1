import pytest

from commerce.customers.tests.factories import CustomerFactory
from commerce.subscriptions import services
from commerce.subscriptions.services import (
    TooManyIds,
    create_for_order,
    subscription_of,
    subscriptions_by_ids,
    subscriptions_of,
)

from .factories import paid_order, shop_time

pytestmark = pytest.mark.django_db


def subscribe(customer, *products, placed=None):
    order = paid_order(customer, *((product, 1) for product in products), placed=placed)
    return create_for_order(order, card=None)


def test_a_customers_subscriptions_newest_first_with_logs_in_two_queries(
    core, django_assert_num_queries
):
    customer = CustomerFactory()
    older = subscribe(customer, core[1], placed=shop_time(2026, 1, 5, 10))
    newer = subscribe(customer, core[3], core[6], placed=shop_time(2026, 2, 5, 10))
    subscribe(CustomerFactory(), core[1])

    with django_assert_num_queries(2):
        found = subscriptions_of(customer)
        logs = [[log.order_number for log in sub.logs.all()] for sub in found]

    assert {sub.pk for sub in found} == {sub.pk for sub in older + newer}
    assert found[-1] == older[0]
    assert logs[-1] == [older[0].order.number]


def test_the_list_is_bounded(core, monkeypatch):
    customer = CustomerFactory()
    subscribe(customer, core[1], core[3], core[6])
    monkeypatch.setattr(services, "MAX_LISTED", 2)

    assert len(subscriptions_of(customer)) == 2


def test_one_subscription_only_for_its_own_customer(core):
    customer, stranger = CustomerFactory(), CustomerFactory()
    [subscription] = subscribe(customer, core[1])

    assert subscription_of(customer, subscription.pk) == subscription
    assert subscription_of(stranger, subscription.pk) is None
    assert subscription_of(customer, subscription.pk + 1000) is None


def test_by_ids_keeps_the_asked_order_and_leaves_out_others(core, django_assert_num_queries):
    customer = CustomerFactory()
    first, second = subscribe(customer, core[1], core[3])
    [strangers] = subscribe(CustomerFactory(), core[6])

    with django_assert_num_queries(2):
        found = subscriptions_by_ids(customer, [second.pk, strangers.pk, first.pk, second.pk])

    assert found == [second, first]


def test_by_ids_takes_at_most_fifty():
    with pytest.raises(TooManyIds):
        subscriptions_by_ids(CustomerFactory(), list(range(1, 52)))
    assert subscriptions_by_ids(CustomerFactory(), list(range(1, 51))) == []
