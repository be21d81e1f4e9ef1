from decimal import Decimal

import pytest

from commerce.basket.tests.factories import (
    CORE_3_MONTH,
    CORE_MONTHLY,
    CORE_ONE_TIME,
    core_catalogue,
    signed_in_customer,
)
from commerce.basket.vouchers import money_off_cart_voucher
from commerce.plans.tests.factories import core_product_with_four_plans

pytestmark = pytest.mark.django_db

# A guest's cart read: the basket, its coupons, their offers, the site offers, the lines (with
# their stock records) and the plans' catalogue queries. A customer's adds the token.
GUEST_CART_QUERIES = 7

CART_FIELDS = """
  id total_quantity has_subscription
  items { uid quantity purchase_source product { sku name }
          prices { price { value currency } row_total { value } total_item_discount { value } } }
  applied_coupons { code }
  prices { subtotal_including_tax { value currency } discounts { label amount { value } }
           total_discount { value } shipping { value } taxes { value } grand_total { value } }
  shipping { label is_free amount { value } }
"""
CART = f"query Cart($cart_id: String) {{ cart(cart_id: $cart_id) {{ {CART_FIELDS} }} }}"
ADD = f"""
mutation Add($cartId: String, $items: [CartItemInput!]!) {{
  addProductsToCart(cartId: $cartId, cartItems: $items) {{
    cart {{ {CART_FIELDS} }}
    user_errors {{ code message }}
  }}
}}
"""
UPDATE = f"""
mutation Update($input: UpdateCartItemsInput!) {{
  updateCartItems(input: $input) {{ cart {{ {CART_FIELDS} }} }}
}}
"""
REMOVE = f"""
mutation Remove($input: RemoveItemFromCartInput!) {{
  removeItemFromCart(input: $input) {{ cart {{ {CART_FIELDS} }} }}
}}
"""

APPLY = f"""
mutation Apply($input: ApplyCouponToCartInput!) {{
  applyCouponToCart(input: $input) {{ cart {{ {CART_FIELDS} }} }}
}}
"""


def apply_grow10(graphql):
    money_off_cart_voucher("GROW10", Decimal("10.00"))
    body = graphql(APPLY, {"input": {"coupon_code": "grow10"}})
    assert "errors" not in body, body
    return body["data"]["applyCouponToCart"]["cart"]


def item(sku, quantity=1, purchase_source="pdp"):
    return {"sku": sku, "quantity": quantity, "purchase_source": purchase_source}


def test_a_visitor_without_a_cart_sees_an_empty_one(graphql):
    cart = graphql(CART)["data"]["cart"]

    assert cart["id"] == ""
    assert cart["items"] == []
    assert cart["total_quantity"] == 0
    assert cart["prices"]["grand_total"] == {"value": "0.00"}
    assert cart["shipping"] == {
        "label": "Free Shipping",
        "is_free": True,
        "amount": {"value": "0.00"},
    }


def test_a_guest_adds_a_plan_and_finds_the_cart_again_through_the_cookie(client, graphql):
    core_catalogue()

    # when a guest adds the one-time plan
    body = graphql(ADD, {"items": [item(CORE_ONE_TIME)]})

    # then the cart holds it, with standard shipping on top
    result = body["data"]["addProductsToCart"]
    assert result["user_errors"] == []
    cart = result["cart"]
    assert len(cart["id"]) >= 32
    assert [
        (line["product"]["sku"], line["quantity"], line["purchase_source"])
        for line in cart["items"]
    ] == [(CORE_ONE_TIME, 1, "pdp")]
    assert cart["prices"]["subtotal_including_tax"] == {"value": "88.00", "currency": "USD"}
    assert cart["shipping"] == {
        "label": "Standard Shipping",
        "is_free": False,
        "amount": {"value": "6.95"},
    }
    assert cart["prices"]["grand_total"] == {"value": "94.95"}
    # and the browser keeps the cart's id in an httpOnly cookie and its count in a readable one
    assert client.cookies["cart_id"].value == cart["id"]
    assert client.cookies["cart_id"]["httponly"] is True
    assert client.cookies["cart_id"]["samesite"] == "Lax"
    assert client.cookies["cart_count"].value == "1"
    assert not client.cookies["cart_count"]["httponly"]
    assert (
        client.cookies["cart_id"]["max-age"] == client.cookies["cart_count"]["max-age"] == 2592000
    )

    # and the next request finds the same cart
    assert graphql(CART)["data"]["cart"]["id"] == cart["id"]


def test_a_subscription_line_makes_the_whole_cart_ship_free(graphql):
    core_catalogue()

    cart = graphql(ADD, {"items": [item(CORE_ONE_TIME), item(CORE_MONTHLY)]})["data"][
        "addProductsToCart"
    ]["cart"]

    assert cart["has_subscription"] is True
    assert cart["shipping"] == {
        "label": "Free Shipping",
        "is_free": True,
        "amount": {"value": "0.00"},
    }
    assert cart["prices"]["grand_total"] == {"value": "167.00"}


def test_an_unknown_sku_adds_nothing_at_all(client, graphql):
    core_catalogue()
    graphql(ADD, {"items": [item(CORE_ONE_TIME)]})

    # when the next add names a known and an unknown SKU
    result = graphql(ADD, {"items": [item(CORE_MONTHLY), item("NOPE-N01")]})["data"][
        "addProductsToCart"
    ]

    # then neither is added, and the shopper is told why
    assert result["user_errors"] == [
        {
            "code": "PRODUCT_NOT_FOUND",
            "message": 'The product with SKU "NOPE-N01" could not be found.',
        }
    ]
    assert [line["product"]["sku"] for line in result["cart"]["items"]] == [CORE_ONE_TIME]
    assert client.cookies["cart_count"].value == "1"


@pytest.mark.parametrize("quantity", [0, -1, 11, 1.5])
def test_a_quantity_outside_1_to_10_is_refused(graphql, quantity):
    core_catalogue()

    result = graphql(ADD, {"items": [item(CORE_ONE_TIME, quantity)]})["data"]["addProductsToCart"]

    assert result["user_errors"] == [
        {"code": "INVALID_QUANTITY", "message": "Please enter a quantity between 1 and 10."}
    ]
    assert result["cart"]["id"] == ""


def test_adding_past_10_of_a_plan_is_refused_and_keeps_the_line(graphql):
    core_catalogue()
    graphql(ADD, {"items": [item(CORE_ONE_TIME, 8)]})

    result = graphql(ADD, {"items": [item(CORE_ONE_TIME, 3)]})["data"]["addProductsToCart"]

    assert result["user_errors"][0]["code"] == "INVALID_QUANTITY"
    assert [line["quantity"] for line in result["cart"]["items"]] == [8]


def test_quantities_change_and_zero_removes_the_line(graphql):
    core_catalogue()
    cart = graphql(ADD, {"items": [item(CORE_ONE_TIME), item(CORE_MONTHLY)]})["data"][
        "addProductsToCart"
    ]["cart"]
    one_time, monthly = (line["uid"] for line in cart["items"])

    body = graphql(
        UPDATE,
        {
            "input": {
                "cart_items": [
                    {"cart_item_uid": one_time, "quantity": 3},
                    {"cart_item_uid": monthly, "quantity": 0},
                ]
            }
        },
    )

    cart = body["data"]["updateCartItems"]["cart"]
    assert [(line["product"]["sku"], line["quantity"]) for line in cart["items"]] == [
        (CORE_ONE_TIME, 3)
    ]
    assert cart["prices"]["grand_total"] == {"value": "270.95"}


def test_an_update_past_the_limit_changes_nothing(graphql):
    core_catalogue()
    cart = graphql(ADD, {"items": [item(CORE_ONE_TIME, 2)]})["data"]["addProductsToCart"]["cart"]
    uid = cart["items"][0]["uid"]

    body = graphql(UPDATE, {"input": {"cart_items": [{"cart_item_uid": uid, "quantity": 11}]}})

    assert body["errors"][0]["message"] == "Please enter a quantity between 1 and 10."
    assert body["errors"][0]["extensions"]["code"] == "INVALID_QUANTITY"
    assert graphql(CART)["data"]["cart"]["items"][0]["quantity"] == 2


def test_removing_a_line(graphql):
    core_catalogue()
    cart = graphql(ADD, {"items": [item(CORE_ONE_TIME), item(CORE_3_MONTH)]})["data"][
        "addProductsToCart"
    ]["cart"]

    body = graphql(REMOVE, {"input": {"cart_item_uid": cart["items"][0]["uid"]}})

    assert [
        line["product"]["sku"] for line in body["data"]["removeItemFromCart"]["cart"]["items"]
    ] == [CORE_3_MONTH]


def test_a_cart_id_holding_a_nul_character_names_no_cart(client, graphql, caplog):
    # Given a catalogue
    core_catalogue()

    # When a guest reads and adds to a cart by an id holding a NUL character
    read = graphql(CART, {"cart_id": "\x00\x81ß"})
    added = graphql(ADD, {"cartId": "a\x00", "items": [item(CORE_ONE_TIME)]})

    # Then there is no such cart: the read finds an empty one, the add makes a new one
    assert read["data"]["cart"]["id"] == ""
    cart = added["data"]["addProductsToCart"]["cart"]
    assert cart["id"] not in ("", "a\x00")
    assert cart["total_quantity"] == 1
    assert not [record for record in caplog.records if record.levelname == "ERROR"]


def test_a_customer_cannot_reach_another_customers_cart_by_its_id(client, graphql):
    core_catalogue()
    _, owner = signed_in_customer()
    theirs = graphql(ADD, {"items": [item(CORE_ONE_TIME)]}, **owner)["data"]["addProductsToCart"][
        "cart"
    ]

    # a guest naming it finds no cart
    client.cookies.clear()
    assert graphql(CART, {"cart_id": theirs["id"]})["data"]["cart"]["id"] == ""
    # and nor does another customer, who only ever sees their own
    _, other = signed_in_customer()
    assert graphql(CART, {"cart_id": theirs["id"]}, **other)["data"]["cart"]["id"] == ""
    # and adding to it as a guest makes a new cart instead
    added = graphql(ADD, {"cartId": theirs["id"], "items": [item(CORE_MONTHLY)]})["data"][
        "addProductsToCart"
    ]["cart"]
    assert added["id"] != theirs["id"]
    client.cookies.clear()
    assert graphql(CART, **owner)["data"]["cart"]["total_quantity"] == 1


def test_a_guest_cart_merges_into_the_customers_cart_at_sign_in(client, graphql):
    core_catalogue()
    customer, bearer = signed_in_customer()
    graphql(ADD, {"items": [item(CORE_ONE_TIME, 2)]}, **bearer)
    client.cookies.clear()
    guest = graphql(ADD, {"items": [item(CORE_ONE_TIME, 1), item(CORE_MONTHLY)]})["data"][
        "addProductsToCart"
    ]["cart"]

    # when the first request carrying both the guest cookie and the customer's token arrives
    cart = graphql(CART, **bearer)["data"]["cart"]

    # then the guest's lines are in the customer's cart and the guest cookie is gone
    # (a plan both carts hold keeps the larger quantity, never the sum)
    assert [(line["product"]["sku"], line["quantity"]) for line in cart["items"]] == [
        (CORE_ONE_TIME, 2),
        (CORE_MONTHLY, 1),
    ]
    assert cart["id"] != guest["id"]
    assert client.cookies["cart_id"].value == ""
    assert client.cookies["cart_count"].value == "3"
    # and the guest id no longer names a cart
    assert graphql(CART, {"cart_id": guest["id"]})["data"]["cart"]["items"] == []


@pytest.mark.parametrize("lines", [1, 10])
def test_reading_the_cart_costs_the_same_queries_for_one_line_or_ten(
    graphql, django_assert_num_queries, django_assert_max_num_queries, lines
):
    # given a guest cart and a customer's cart, each with a coupon and `lines` different plans
    skus = []
    for n in range(lines):
        core_product_with_four_plans(title=f"Formula {n}", upc=f"RW-F{n}")
        skus.append(f"RW-F{n}-1M-S01")
    graphql(ADD, {"items": [item(sku) for sku in skus]})
    apply_grow10(graphql)
    _, bearer = signed_in_customer()

    # then reading either takes the same few queries however many lines it has
    with django_assert_num_queries(GUEST_CART_QUERIES):
        cart = graphql(CART)["data"]["cart"]
    assert len(cart["items"]) == lines
    assert cart["applied_coupons"] == [{"code": "GROW10"}]
    graphql(CART, **bearer)  # the first signed-in request merges the guest cart in
    with django_assert_max_num_queries(10):
        cart = graphql(CART, **bearer)["data"]["cart"]
    assert len(cart["items"]) == lines
    assert cart["applied_coupons"] == [{"code": "GROW10"}]


def test_another_customers_line_cannot_be_changed_or_removed(client, graphql):
    core_catalogue()
    _, owner = signed_in_customer()
    theirs = graphql(ADD, {"items": [item(CORE_ONE_TIME)]}, **owner)["data"]["addProductsToCart"]
    uid = theirs["cart"]["items"][0]["uid"]
    _, other = signed_in_customer()
    graphql(ADD, {"items": [item(CORE_MONTHLY)]}, **other)

    update = graphql(
        UPDATE, {"input": {"cart_items": [{"cart_item_uid": uid, "quantity": 5}]}}, **other
    )
    remove = graphql(REMOVE, {"input": {"cart_item_uid": uid}}, **other)

    for body in (update, remove):
        assert body["errors"][0]["extensions"]["code"] == "COULD_NOT_FIND_CART_ITEM"
        assert body["errors"][0]["message"] == (
            f'The cart item "{uid}" could not be found in your cart.'
        )
    assert graphql(CART, **owner)["data"]["cart"]["items"][0]["quantity"] == 1
