"""Oscar's "back in stock" alerts: a restock emails them, an order's allocation (which only takes
stock away) does not look for them."""

import pytest
from django.core import mail
from oscar.core.loading import get_model

from commerce.basket.tests.factories import CORE_ONE_TIME, core_catalogue
from commerce.customers.tests.factories import CustomerFactory
from commerce.ordering import placement

from .factories import ready_cart

pytestmark = pytest.mark.django_db

ProductAlert = get_model("customer", "ProductAlert")
StockRecord = get_model("partner", "StockRecord")


def test_an_order_allocating_stock_sends_no_alert_and_a_restock_still_does():
    core_catalogue()
    record = StockRecord.objects.select_related("product").get(product__upc=CORE_ONE_TIME)
    waiting = CustomerFactory(email="waiting@example.com")
    ProductAlert.objects.create(product=record.product, user=waiting)
    request, _ = ready_cart(CORE_ONE_TIME, email="dana@example.com")

    placement.place_order(request, "key-1")

    assert not [message for message in mail.outbox if "waiting@example.com" in message.to]
    assert ProductAlert.objects.get(user=waiting).status == ProductAlert.ACTIVE

    record.refresh_from_db()
    record.num_in_stock += 10
    record.save()

    assert [message for message in mail.outbox if "waiting@example.com" in message.to]
