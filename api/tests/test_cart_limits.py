import pytest
from oscar.core.loading import get_model

from commerce.basket.tests.factories import (
    CORE_MONTHLY,
    CORE_ONE_TIME,
    core_catalogue,
    signed_in_customer,
)
from commerce.plans.tests.factories import PlanFactory, ProductFactory

from .test_cart import ADD, CART, item

pytestmark = pytest.mark.django_db

StockRecord = get_model("partner", "StockRecord")


def add(graphql, *items, **headers):
    return graphql(ADD, {"items": list(items)}, **headers)["data"]["addProductsToCart"]


def test_a_cart_holds_at_most_20_different_plans(graphql):
    # given a cart of 20 different plans
    parent = ProductFactory(upc="RW-MANY")
    skus = [PlanFactory(parent=parent, upc=f"RW-MANY-{n}-N01").upc for n in range(21)]
    assert add(graphql, *(item(sku) for sku in skus[:20]))["user_errors"] == []

    # when a 21st is added
    result = add(graphql, item(skus[20]))

    # then it is refused and the cart keeps its 20
    assert result["user_errors"] == [
        {
            "code": "INVALID_PARAMETER_VALUE",
            "message": "Your cart can hold at most 20 different products.",
        }
    ]
    assert len(result["cart"]["items"]) == 20


def test_the_line_limit_is_a_setting(graphql, settings):
    settings.CART_MAX_LINE_QUANTITY = 3
    core_catalogue()

    result = add(graphql, item(CORE_ONE_TIME, 4))

    assert result["user_errors"] == [
        {"code": "INVALID_QUANTITY", "message": "Please enter a quantity between 1 and 3."}
    ]


def test_an_out_of_stock_plan_is_not_salable(graphql):
    core_catalogue()
    StockRecord.objects.filter(partner_sku=CORE_MONTHLY).update(num_in_stock=0)

    result = add(graphql, item(CORE_ONE_TIME), item(CORE_MONTHLY))

    assert result["user_errors"] == [
        {
            "code": "NOT_SALABLE",
            "message": f'The product with SKU "{CORE_MONTHLY}" is not available right now.',
        }
    ]
    assert result["cart"]["id"] == ""


def test_a_parent_product_is_not_a_plan(graphql):
    core_catalogue()

    result = add(graphql, item("RW-CORE-W"))

    assert result["user_errors"][0]["code"] == "PRODUCT_NOT_FOUND"


def test_merging_at_sign_in_keeps_the_larger_line_so_each_stays_within_10(client, graphql):
    core_catalogue()
    _, bearer = signed_in_customer()
    add(graphql, item(CORE_ONE_TIME, 7), **bearer)
    client.cookies.clear()
    add(graphql, item(CORE_ONE_TIME, 6))

    cart = graphql(CART, **bearer)["data"]["cart"]

    assert [line["quantity"] for line in cart["items"]] == [7]
    assert client.cookies["cart_count"].value == "7"


def test_a_guest_cart_becomes_the_customers_when_they_had_none(client, graphql):
    core_catalogue()
    _, bearer = signed_in_customer()
    add(graphql, item(CORE_MONTHLY, 2))

    cart = graphql(CART, **bearer)["data"]["cart"]

    assert [(line["product"]["sku"], line["quantity"]) for line in cart["items"]] == [
        (CORE_MONTHLY, 2)
    ]
    # and signing out leaves the guest with no cart: it is the customer's now
    client.cookies.clear()
    assert graphql(CART)["data"]["cart"]["id"] == ""
