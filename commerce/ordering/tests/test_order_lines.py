"""The order lines Oscar writes from a cart's lines: each names its partner and keeps the options
the cart's line was given, whatever the number of lines."""

import pytest
from oscar.core.loading import get_model

from commerce.basket.tests.factories import CORE_3_MONTH, CORE_ONE_TIME, core_catalogue
from commerce.customers.tests.factories import CustomerFactory
from commerce.ordering import placement

from .factories import ready_cart

pytestmark = pytest.mark.django_db

LineAttribute = get_model("basket", "LineAttribute")
Option = get_model("catalogue", "Option")


def test_each_order_line_names_its_partner_and_keeps_its_lines_options():
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME, CORE_3_MONTH, user=CustomerFactory())
    engraving = Option.objects.create(name="Gift note", code="gift-note")
    first, second = basket.all_lines()
    LineAttribute.objects.create(line=second, option=engraving, value="Happy birthday")

    order = placement.place_order(request, "key-1", terms_accepted=True)

    lines = list(order.lines.order_by("pk").prefetch_related("attributes"))
    assert [line.upc for line in lines] == [CORE_ONE_TIME, CORE_3_MONTH]
    assert [line.partner_name for line in lines] == [
        first.stockrecord.partner.name,
        second.stockrecord.partner.name,
    ]
    assert [[(a.type, a.value) for a in line.attributes.all()] for line in lines] == [
        [],
        [("gift-note", "Happy birthday")],
    ]
