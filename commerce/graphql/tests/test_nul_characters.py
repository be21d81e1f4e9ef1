import pytest

pytestmark = pytest.mark.django_db

ADD = """mutation($cart: String!, $sku: String!) {
  addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } }
}"""


@pytest.mark.parametrize(
    ("cart", "sku"), [("\x00\x81ß", "RW-CORE-W-N01"), ("", "RW-\x00CORE"), ("a\x00", "x")]
)
def test_text_with_a_nul_character_is_refused_as_bad_input(graphql, caplog, cart, sku):
    # Given the API
    # When a client sends a cart id or a SKU holding a NUL character (PostgreSQL stores none)
    body = graphql(ADD, {"cart": cart, "sku": sku})

    # Then it hears so, and nothing failed on the server
    [error] = body["errors"]
    assert error == {
        "message": "Text may not contain NUL characters.",
        "locations": error["locations"],
        "path": ["addProductsToCart"],
        "extensions": {"code": "BAD_USER_INPUT"},
    }
    assert not [record for record in caplog.records if record.levelname == "ERROR"]
