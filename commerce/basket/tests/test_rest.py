import json
from decimal import Decimal

import pytest
from django.test import Client

from commerce.basket.tests.factories import (
    CORE_3_MONTH,
    CORE_MONTHLY,
    CORE_ONE_TIME,
    core_catalogue,
)
from commerce.basket.vouchers import money_off_cart_voucher

pytestmark = pytest.mark.django_db

CART = "/rest/V1/rootwell-carts/"
ADD = "/rest/V1/repack/add_to_cart/"


def post(client, body, **extra):
    return client.post(ADD, data=json.dumps(body), content_type="application/json", **extra)


def test_without_a_cart_the_answer_is_quote_does_not_exist(client):
    response = client.get(CART)

    assert response.status_code == 200
    assert response.json() == "Quote does not exist."


def test_a_dpa_link_adds_its_skus_applies_its_code_and_answers_the_cart(client):
    core_catalogue()
    money_off_cart_voucher("GROW10", Decimal("10.00"))

    response = post(
        client,
        {"skus": f"{CORE_ONE_TIME},{CORE_MONTHLY}", "purchase_source": "dpa", "code": "GROW10"},
    )

    assert response.status_code == 200, response.content
    body = response.json()
    assert body["0"] == {"grand_total": "157.00", "discount": "10.00", "coupon_code": "GROW10"}
    assert [line["quote"] for line in body["1"].values()] == [
        {"qty": 1, "row_total": "88.00"},
        {"qty": 1, "row_total": "79.00"},
    ]
    assert body["items"] == [
        {
            "sku": CORE_ONE_TIME,
            "name": "Rootwell Core for Women",
            "qty": 1,
            "row_total": "88.00",
            "product_gender": "Women",
        },
        {
            "sku": CORE_MONTHLY,
            "name": "Rootwell Core for Women",
            "qty": 1,
            "row_total": "79.00",
            "product_gender": "Women",
        },
    ]
    assert body["cartNum"] == 2
    # and the visitor's browser now holds the cart, which the cart endpoint reads back
    assert client.cookies["cart_id"].value
    assert client.get(CART).json() == body


def test_purchase_source_is_padded_with_its_last_value(client, graphql):
    core_catalogue()

    post(
        client,
        {"skus": [CORE_ONE_TIME, CORE_MONTHLY, CORE_3_MONTH], "purchase_source": ["email", "sms"]},
    )

    items = graphql("{ cart { items { product { sku } purchase_source } } }")["data"]["cart"]
    assert [(i["product"]["sku"], i["purchase_source"]) for i in items["items"]] == [
        (CORE_ONE_TIME, "email"),
        (CORE_MONTHLY, "sms"),
        (CORE_3_MONTH, "sms"),
    ]


@pytest.mark.parametrize(
    "body",
    [
        {"skus": CORE_ONE_TIME},
        {"purchase_source": "dpa"},
        {"skus": " , ", "purchase_source": "dpa"},
        {"skus": CORE_ONE_TIME, "purchase_source": ""},
        ["not", "an", "object"],
        # a NUL, which no SKU, source or code holds (and PostgreSQL cannot look up)
        {"skus": "RW\x00", "purchase_source": "dpa"},
        {"skus": CORE_ONE_TIME, "purchase_source": "d\x00pa"},
        {"code": "GROW\x0010"},
    ],
)
def test_a_link_without_both_skus_and_purchase_source_is_incorrect(client, body):
    core_catalogue()

    response = post(client, body)

    assert (response.status_code, response.json()) == (400, {"error": "DPA link is incorrect."})
    assert client.get(CART).json() == "Quote does not exist."


def test_an_unknown_sku_adds_nothing(client):
    core_catalogue()

    response = post(client, {"skus": f"{CORE_ONE_TIME},NOPE-N01", "purchase_source": "dpa"})

    assert response.status_code == 400
    assert response.json() == {"error": 'The product with SKU "NOPE-N01" could not be found.'}
    assert client.get(CART).json() == "Quote does not exist."
    assert "cart_id" not in client.cookies


def test_a_refused_code_adds_nothing_either(client):
    core_catalogue()
    post(client, {"skus": CORE_MONTHLY, "purchase_source": "pdp"})

    response = post(client, {"skus": CORE_ONE_TIME, "purchase_source": "dpa", "code": "NOPE"})

    assert response.status_code == 400
    assert response.json() == {
        "error": 'The coupon code "NOPE" isn\'t valid. Verify the code and try again.'
    }
    assert [item["sku"] for item in client.get(CART).json()["items"]] == [CORE_MONTHLY]
    assert client.cookies["cart_count"].value == "1"


def test_a_form_post_with_the_shoppers_cookies_is_refused(client):
    core_catalogue()

    response = client.post(ADD, {"skus": CORE_ONE_TIME, "purchase_source": "dpa"})

    assert response.status_code == 415
    assert client.get(CART).json() == "Quote does not exist."


def test_adding_is_a_post_only(client):
    response = client.get(ADD)

    assert response.status_code == 405
    assert response.json() == {"error": "Send this request as POST."}


def test_the_cart_is_read_only():
    # A client that checks CSRF tokens as a browser's request is checked: the method is refused.
    response = Client(enforce_csrf_checks=True).post(CART)

    assert response.status_code == 405
    assert response.json() == {"error": "Send this request as GET."}


@pytest.mark.parametrize(
    "body",
    ["[" * 5000 + "]" * 5000, '{"skus": NaN, "purchase_source": "dpa"}', b'{"skus": "\xff"}'],
    ids=["5000-levels-deep", "nan", "not-utf-8"],
)
def test_a_body_that_is_no_json_is_an_incorrect_link(client, body):
    response = client.post(ADD, data=body, content_type="application/json")

    assert response.status_code == 400
    assert response.json() == {"error": "DPA link is incorrect."}
