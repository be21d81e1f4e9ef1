from decimal import Decimal

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import RequestFactory

from commerce.basket import services
from commerce.basket.tests.factories import (
    CORE_6_MONTH,
    CORE_MONTHLY,
    CORE_ONE_TIME,
    core_catalogue,
)
from commerce.shipping.repository import Repository

pytestmark = pytest.mark.django_db


def basket_of(*skus):
    request = RequestFactory().post("/graphql/")
    request.user = AnonymousUser()
    basket, problems = services.add_items(request, [services.ItemRequest(sku, 1) for sku in skus])
    assert problems == []
    return basket


def shipping(basket):
    method = Repository().get_default_shipping_method(basket)
    return str(method.name), method.calculate(basket).incl_tax


def test_one_time_purchases_ship_at_the_standard_rate():
    core_catalogue()

    assert shipping(basket_of(CORE_ONE_TIME)) == ("Standard Shipping", Decimal("6.95"))


@pytest.mark.parametrize("skus", [[CORE_MONTHLY], [CORE_6_MONTH], [CORE_ONE_TIME, CORE_MONTHLY]])
def test_any_subscription_plan_makes_the_order_ship_free(skus):
    core_catalogue()

    assert shipping(basket_of(*skus)) == ("Free Shipping", Decimal("0.00"))


def test_the_standard_rate_is_a_setting(settings):
    settings.CART_STANDARD_SHIPPING = "8.50"
    core_catalogue()

    assert shipping(basket_of(CORE_ONE_TIME)) == ("Standard Shipping", Decimal("8.50"))
