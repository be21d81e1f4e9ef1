"""PostgreSQL can neither store nor compare text holding a NUL character, and no name, code,
number or address has one: the API refuses such an argument before anything looks it up."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("document", "variables"),
    [
        (
            "mutation($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart,"
            " cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }",
            {"cart": "\x00\x81ß", "sku": "RW-CORE-W-N01"},
        ),
        ("query($skus: [String!]!) { products(skus: $skus) { sku } }", {"skus": ["\x00"]}),
        ("query($n: String!) { order(number: $n) { number } }", {"n": "1000\x0001"}),
        ("query($p: String!) { redirect(old_path: $p) { location } }", {"p": "/a\x00"}),
        ("mutation($h: String!) { deleteTokenBaseCard(hash: $h) }", {"h": "W\x00"}),
        ("mutation($q: String!) { recordSearchQuery(query: $q) { recorded } }", {"q": "\x00"}),
    ],
)
def test_text_with_a_nul_character_is_refused_as_bad_input(graphql, caplog, document, variables):
    # Given the API
    # When a client sends text holding a NUL character, at the top or inside a list or input
    body = graphql(document, variables)

    # Then it hears so, and nothing failed on the server
    [error] = body["errors"]
    assert error["message"] == "Text may not contain NUL characters."
    assert error["extensions"] == {"code": "BAD_USER_INPUT"}
    assert not [record for record in caplog.records if record.levelname == "ERROR"]
