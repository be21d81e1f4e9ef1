"""GraphQL operations of the checkout, as the storefront sends them."""

from commerce.ordering.tests.factories import shipping_address

CHECKOUT_FIELDS = """
  id email requires_account has_subscription
  items { product { sku } quantity }
  prices { subtotal_including_tax { value } discounts { label amount { value } }
           total_discount { value } shipping { value } taxes { value } grand_total { value } }
  shipping { label }
  shipping_addresses { firstname lastname company street city
                       region { region_code region region_id } postcode country_code telephone
                       customer_address_id }
  billing_address { firstname street city postcode customer_address_id }
  selected_payment_method { code title card { hash cc_type cc_last4 cc_exp_month cc_exp_year } }
"""
CART = f"query {{ cart {{ {CHECKOUT_FIELDS} }} }}"
ADD = """mutation($items: [CartItemInput!]!) {
  addProductsToCart(cartItems: $items) { cart { id } user_errors { code message } } }"""
APPLY_COUPON = """mutation($code: String!) {
  applyCouponToCart(input: {coupon_code: $code}) { cart { id } } }"""
SET_EMAIL = f"""mutation($input: SetGuestEmailOnCartInput!) {{
  setGuestEmailOnCart(input: $input) {{ cart {{ {CHECKOUT_FIELDS} }} }} }}"""
SET_SHIPPING = f"""mutation($input: SetShippingAddressesOnCartInput!) {{
  setShippingAddressOnCart(input: $input) {{ cart {{ {CHECKOUT_FIELDS} }} }} }}"""
SET_BILLING = f"""mutation($input: SetBillingAddressOnCartInput!) {{
  setBillingAddressOnCart(input: $input) {{ cart {{ {CHECKOUT_FIELDS} }} }} }}"""
SET_PAYMENT = f"""mutation($input: SetPaymentMethodOnCartInput!) {{
  setPaymentMethodOnCart(input: $input) {{ cart {{ {CHECKOUT_FIELDS} }} }} }}"""
PLACE = """mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) { order { order_number confirmation_token } } }"""


def error_of(body):
    [error] = body["errors"]
    return error["extensions"]["code"], error["message"]


def data_of(body, root):
    assert "errors" not in body, body
    return body["data"][root]


def add(run, *skus):
    result = data_of(
        run(ADD, {"items": [{"sku": sku, "quantity": 1} for sku in skus]}), "addProductsToCart"
    )
    assert result["user_errors"] == []
    return result["cart"]["id"]


def fill_checkout(run, nonce, *, email="guest@example.com", guest=True):
    """Email (guests), shipping address, billing as shipping and a new card; the cart after."""
    if guest:
        data_of(run(SET_EMAIL, {"input": {"email": email}}), "setGuestEmailOnCart")
    data_of(
        run(SET_SHIPPING, {"input": {"shipping_addresses": [{"address": shipping_address()}]}}),
        "setShippingAddressOnCart",
    )
    data_of(
        run(SET_BILLING, {"input": {"billing_address": {"same_as_shipping": True}}}),
        "setBillingAddressOnCart",
    )
    return data_of(
        run(
            SET_PAYMENT,
            {
                "input": {
                    "payment_method": {"code": "authnetcim", "tokenbase_data": {"nonce": nonce}}
                }
            },
        ),
        "setPaymentMethodOnCart",
    )["cart"]


def place(run, key="3f1c2b9e-key"):
    return run(PLACE, {"input": {"idempotency_key": key, "subscription_terms_accepted": True}})
