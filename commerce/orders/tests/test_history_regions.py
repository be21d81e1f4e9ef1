import pytest

from commerce.address.tests.factories import us_state
from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.tests.factories import place_order
from commerce.orders.history import attach_plans_and_regions

pytestmark = pytest.mark.django_db


def test_an_order_address_names_its_region_in_any_case_as_subscriptions_read_it():
    order = place_order(CustomerFactory())
    order.shipping_address.state = "new york"
    order.billing_address.state = "ny"

    attach_plans_and_regions([order])

    assert order.shipping_address.region_pk == order.billing_address.region_pk == us_state("NY").pk
