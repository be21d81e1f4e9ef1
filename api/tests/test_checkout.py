import json
from decimal import Decimal

import pytest
from oscar.core.loading import get_model

from commerce.address.tests.factories import UserAddressFactory
from commerce.basket.tests.factories import (
    CORE_3_MONTH,
    CORE_MONTHLY,
    CORE_ONE_TIME,
    core_catalogue,
)
from commerce.basket.vouchers import money_off_cart_voucher
from commerce.ordering.tests.factories import shipping_address
from commerce.orders.confirmation import order_number_from_token
from commerce.payments.models import StoredCard
from commerce.payments.sandbox.models import Charge
from commerce.payments.tests.factories import (
    DECLINES,
    INSUFFICIENT_FUNDS,
    StoredCardFactory,
    card_nonce,
)
from commerce.subscriptions.models import Subscription

from .checkout_operations import (
    APPLY_COUPON,
    CART,
    SET_BILLING,
    SET_EMAIL,
    SET_PAYMENT,
    SET_SHIPPING,
    add,
    data_of,
    error_of,
    fill_checkout,
    place,
)
from .storefront_documents import storefront_operation

pytestmark = pytest.mark.django_db

Basket = get_model("basket", "Basket")
Order = get_model("order", "Order")
OrderDiscount = get_model("order", "OrderDiscount")
Voucher = get_model("voucher", "Voucher")


def test_a_guest_checks_out_and_sees_each_step_on_the_cart(graphql):
    core_catalogue()
    cart_id = add(graphql, CORE_ONE_TIME)

    cart = fill_checkout(graphql, card_nonce(), email="dana@example.com")

    assert cart["email"] == "dana@example.com"
    assert cart["requires_account"] is False
    assert cart["shipping_addresses"] == [
        {
            "firstname": "Casey",
            "lastname": "Rivera",
            "company": "Rootwell Labs",
            "street": ["12 Grove Street", "Apt 4"],
            "city": "New York",
            "region": {
                "region_code": "NY",
                "region": "New York",
                "region_id": cart["shipping_addresses"][0]["region"]["region_id"],
            },
            "postcode": "10014",
            "country_code": "US",
            "telephone": "(212) 555-0199",
            "customer_address_id": None,
        }
    ]
    assert cart["billing_address"]["street"] == ["12 Grove Street", "Apt 4"]
    assert cart["selected_payment_method"]["code"] == "authnetcim"
    assert cart["selected_payment_method"]["card"]["hash"] is None
    assert cart["selected_payment_method"]["card"]["cc_last4"] == "4242"
    assert cart["selected_payment_method"]["card"]["cc_type"] == "VI"

    # when the guest places the order
    placed = data_of(place(graphql), "placeOrder")["order"]

    # then its number is Oscar's and the token opens its confirmation
    basket = Basket.objects.get(masked_id=cart_id)
    assert placed["order_number"] == str(100000 + basket.pk)
    assert order_number_from_token(placed["confirmation_token"]) == placed["order_number"]
    order = Order.objects.get(number=placed["order_number"])
    assert order.guest_email == "dana@example.com"
    # and the cart is gone: the visitor starts an empty one
    assert graphql(CART)["data"]["cart"]["id"] == ""


@pytest.mark.parametrize(
    ("skus", "coupon", "subtotal", "discount", "shipping", "grand_total"),
    [
        ([CORE_ONE_TIME], None, "88.00", "0.00", "6.95", "94.95"),
        ([CORE_MONTHLY], None, "79.00", "0.00", "0.00", "79.00"),
        ([CORE_ONE_TIME, CORE_MONTHLY], None, "167.00", "0.00", "0.00", "167.00"),
        ([CORE_ONE_TIME], "GROW10", "88.00", "10.00", "6.95", "84.95"),
        ([CORE_ONE_TIME, CORE_3_MONTH], "GROW10", "312.00", "10.00", "0.00", "302.00"),
    ],
)
def test_the_order_and_the_charge_are_the_totals_the_cart_showed(
    customer_run, skus, coupon, subtotal, discount, shipping, grand_total
):
    core_catalogue()
    add(customer_run, *skus)
    if coupon:
        money_off_cart_voucher(coupon, Decimal("10.00"))
        data_of(customer_run(APPLY_COUPON, {"code": coupon}), "applyCouponToCart")
    cart = fill_checkout(customer_run, card_nonce(), guest=False)

    prices = cart["prices"]
    assert prices["subtotal_including_tax"]["value"] == subtotal
    assert prices["total_discount"]["value"] == discount
    assert prices["shipping"]["value"] == shipping
    assert prices["taxes"]["value"] == "0.00"
    assert prices["grand_total"]["value"] == grand_total

    number = data_of(place(customer_run), "placeOrder")["order"]["order_number"]

    order = Order.objects.get(number=number)
    assert order.basket_total_before_discounts_incl_tax == Decimal(subtotal)
    assert order.total_discount_incl_tax == Decimal(discount)
    assert order.shipping_incl_tax == Decimal(shipping)
    assert order.total_incl_tax == Decimal(grand_total)
    assert order.shipping_method == ("Standard Shipping" if shipping != "0.00" else "Free Shipping")
    if coupon:
        assert OrderDiscount.objects.get(order=order).voucher_code == coupon
    assert [charge.amount for charge in Charge.objects.all()] == [Decimal(grand_total)]


def test_placing_twice_with_one_key_gives_one_order_and_one_charge(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    fill_checkout(graphql, card_nonce())

    first = data_of(place(graphql, "key-A"), "placeOrder")["order"]
    again = data_of(place(graphql, "key-A"), "placeOrder")["order"]

    assert again["order_number"] == first["order_number"]
    assert Order.objects.count() == 1
    assert Charge.objects.count() == 1


def test_a_card_declined_when_stored_is_refused_at_set_payment_method(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    fill_checkout(graphql, card_nonce())  # a good card first
    body = graphql(
        SET_PAYMENT,
        {
            "input": {
                "payment_method": {
                    "code": "authnetcim",
                    "tokenbase_data": {"nonce": card_nonce(DECLINES)},
                }
            }
        },
    )

    assert error_of(body) == (
        "PAYMENT_DECLINED",
        "Your card was declined. Please use a different card.",
    )
    # the cart keeps the card it had
    assert graphql(CART)["data"]["cart"]["selected_payment_method"]["card"]["cc_last4"] == "4242"


def test_a_card_declined_at_charge_leaves_the_cart_open_with_its_lines(graphql):
    core_catalogue()
    cart_id = add(graphql, CORE_ONE_TIME)
    fill_checkout(graphql, card_nonce(INSUFFICIENT_FUNDS))

    body = place(graphql)

    assert error_of(body) == (
        "PAYMENT_DECLINED",
        "Your card has insufficient funds. Please use a different card.",
    )
    assert not Order.objects.exists()
    cart = graphql(CART)["data"]["cart"]
    assert cart["id"] == cart_id
    assert [item["product"]["sku"] for item in cart["items"]] == [CORE_ONE_TIME]
    assert cart["prices"]["grand_total"]["value"] == "94.95"


def test_a_guest_cannot_check_out_a_subscription(graphql):
    core_catalogue()
    add(graphql, CORE_MONTHLY)
    cart = fill_checkout(graphql, card_nonce())

    assert cart["requires_account"] is True
    assert error_of(place(graphql)) == (
        "ACCOUNT_REQUIRED",
        "Please sign in or create an account to subscribe.",
    )
    assert not Order.objects.exists()
    assert not Charge.objects.exists()


def test_a_customers_subscription_order_starts_the_subscription(customer_run):
    core_catalogue()
    add(customer_run, CORE_3_MONTH)
    cart = fill_checkout(customer_run, card_nonce(), guest=False)
    assert (cart["email"], cart["requires_account"]) == ("casey@example.com", False)
    # the new card was saved to the account and is the cart's card
    card = StoredCard.objects.get(customer=customer_run.customer)
    assert cart["selected_payment_method"]["card"]["hash"] == card.hash

    number = data_of(place(customer_run), "placeOrder")["order"]["order_number"]

    [subscription] = Subscription.objects.filter(order__number=number)
    assert (subscription.frequency_count, subscription.status, subscription.card) == (
        3,
        "active",
        card,
    )


def test_a_customer_ships_to_a_saved_address_and_pays_with_a_saved_card(customer_run):
    core_catalogue()
    add(customer_run, CORE_ONE_TIME)
    address = UserAddressFactory(user=customer_run.customer, line1="9 Elm Road")
    card = StoredCardFactory(customer=customer_run.customer, last4="1881")

    customer_run(
        SET_SHIPPING, {"input": {"shipping_addresses": [{"customer_address_id": address.pk}]}}
    )
    customer_run(SET_BILLING, {"input": {"billing_address": {"customer_address_id": address.pk}}})
    cart = data_of(
        customer_run(
            SET_PAYMENT,
            {"input": {"payment_method": {"code": "authnetcim", "tokenbase_card_id": card.hash}}},
        ),
        "setPaymentMethodOnCart",
    )["cart"]

    assert cart["shipping_addresses"][0]["customer_address_id"] == address.pk
    assert cart["shipping_addresses"][0]["street"] == ["9 Elm Road"]
    assert cart["billing_address"]["customer_address_id"] == address.pk
    assert cart["selected_payment_method"]["card"]["hash"] == card.hash
    number = data_of(place(customer_run), "placeOrder")["order"]["order_number"]
    source = Order.objects.get(number=number).sources.get()
    assert source.label == "VI|1881"


def test_another_customers_address_is_refused_like_a_missing_one(customer_run):
    core_catalogue()
    add(customer_run, CORE_ONE_TIME)
    theirs = UserAddressFactory()

    def attempt(address_id):
        return customer_run(
            SET_SHIPPING, {"input": {"shipping_addresses": [{"customer_address_id": address_id}]}}
        )

    assert error_of(attempt(theirs.pk)) == (
        "NOT_FOUND",
        f'Could not find a address with ID "{theirs.pk}"',
    )
    assert error_of(attempt(theirs.pk + 1000))[0] == "NOT_FOUND"
    assert customer_run(CART)["data"]["cart"]["shipping_addresses"] == []


def test_another_customers_card_is_refused_like_a_missing_one(customer_run):
    core_catalogue()
    add(customer_run, CORE_ONE_TIME)
    theirs = StoredCardFactory()

    def attempt(card_hash):
        return customer_run(
            SET_PAYMENT,
            {"input": {"payment_method": {"code": "authnetcim", "tokenbase_card_id": card_hash}}},
        )

    assert (
        error_of(attempt(theirs.hash))
        == error_of(attempt("0" * 40))
        == (
            "NOT_FOUND",
            "We could not find that card.",
        )
    )
    assert customer_run(CART)["data"]["cart"]["selected_payment_method"] is None


def test_a_guest_cannot_use_a_saved_address_or_card(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    address = UserAddressFactory()
    card = StoredCardFactory()

    body = graphql(
        SET_SHIPPING, {"input": {"shipping_addresses": [{"customer_address_id": address.pk}]}}
    )
    assert error_of(body)[0] == "NOT_FOUND"
    body = graphql(
        SET_PAYMENT,
        {"input": {"payment_method": {"code": "authnetcim", "tokenbase_card_id": card.hash}}},
    )
    assert error_of(body)[0] == "NOT_FOUND"


@pytest.mark.parametrize(
    ("email", "message"),
    [("not-an-email", "Enter a valid email address."), ("", "Enter a valid email address.")],
)
def test_a_bad_guest_email_is_refused(graphql, email, message):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)

    assert error_of(graphql(SET_EMAIL, {"input": {"email": email}})) == ("BAD_USER_INPUT", message)


def test_a_bad_address_names_the_field_to_fix(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    from commerce.ordering.tests.factories import shipping_address

    body = graphql(
        SET_SHIPPING,
        {"input": {"shipping_addresses": [{"address": shipping_address(postcode="ABC")}]}},
    )

    assert error_of(body) == ("BAD_USER_INPUT", "Enter a ZIP code as 12345 or 12345-6789.")


def test_another_payment_method_is_not_available(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)

    body = graphql(
        SET_PAYMENT,
        {"input": {"payment_method": {"code": "paypal", "tokenbase_data": {"nonce": "x"}}}},
    )

    assert error_of(body) == ("BAD_USER_INPUT", 'The payment method "paypal" is not available.')


def test_steps_on_a_cart_that_does_not_exist_are_refused(graphql):
    body = graphql(SET_EMAIL, {"input": {"email": "dana@example.com", "cart_id": "nope"}})

    assert error_of(body) == ("CART_NOT_FOUND", "The cart could not be found.")
    assert error_of(place(graphql))[0] == "CART_NOT_FOUND"


def test_an_empty_cart_is_not_placed(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    cart = fill_checkout(graphql, card_nonce())
    graphql(
        "mutation($uid: ID!) { removeItemFromCart(input: {cart_item_uid: $uid}) { cart { id } } }",
        {"uid": Basket.objects.get().lines.get().pk},
    )

    assert cart["id"]
    assert error_of(place(graphql)) == ("EMPTY_CART", "Your cart is empty.")


def test_a_customer_who_filled_in_no_step_is_told_what_is_missing(customer_run):
    core_catalogue()
    add(customer_run, CORE_ONE_TIME)

    # the customer's email is their account's; the shipping address is the first step missing
    assert error_of(place(customer_run)) == (
        "MISSING_SHIPPING_ADDRESS",
        "Enter a shipping address.",
    )
    assert Basket.objects.get().status == Basket.OPEN


def test_a_client_cannot_send_a_price(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    fill_checkout(graphql, card_nonce())

    # placeOrder takes no money at all: an extra field is refused before anything runs
    body = graphql(
        'mutation { placeOrder(input: {idempotency_key: "k", grand_total: 1}) '
        "{ order { order_number } } }"
    )

    assert "grand_total" in body["errors"][0]["message"]
    assert not Order.objects.exists()
    assert not Charge.objects.exists()


def test_placing_orders_is_rate_limited_per_address(graphql, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "place_order": {"ip": "2/15m"}}

    codes = [error_of(place(graphql, f"key-{n}"))[0] for n in range(3)]

    assert codes == ["CART_NOT_FOUND", "CART_NOT_FOUND", "TOO_MANY_REQUESTS"]


PLAIN_CART = "query { cart { id items { product { sku } } prices { grand_total { value } } } }"
CART_WITH_CHECKOUT = """query { cart { id items { product { sku } } prices { grand_total { value } }
  email requires_account shipping_addresses { city } billing_address { city }
  selected_payment_method { card { cc_last4 } } } }"""


@pytest.mark.parametrize("lines", [1, 3])
def test_the_checkout_fields_read_one_more_query_however_long_the_cart(graphql, lines):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from commerce.plans.tests.factories import core_product_with_four_plans

    skus = [CORE_ONE_TIME]
    core_catalogue()
    for n in range(1, lines):
        core_product_with_four_plans(title=f"Formula {n}", upc=f"RW-F{n}")
        skus.append(f"RW-F{n}-N01")
    add(graphql, *skus)
    fill_checkout(graphql, card_nonce())

    with CaptureQueriesContext(connection) as plain:
        graphql(PLAIN_CART)
    with CaptureQueriesContext(connection) as with_checkout:
        cart = graphql(CART_WITH_CHECKOUT)["data"]["cart"]

    # the cart's own queries (the same for 1 and 3 lines) and one for its checkout state
    assert len(plain) == 6
    assert len(with_checkout) == len(plain) + 1
    assert len(cart["items"]) == lines
    assert cart["selected_payment_method"]["card"]["cc_last4"] == "4242"


def test_a_guest_pays_the_discounted_total_of_a_coupon(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    money_off_cart_voucher("GROW10", Decimal("10.00"))
    data_of(graphql(APPLY_COUPON, {"code": "GROW10"}), "applyCouponToCart")
    fill_checkout(graphql, card_nonce())

    number = data_of(place(graphql), "placeOrder")["order"]["order_number"]

    order = Order.objects.get(number=number)
    assert order.total_incl_tax == Decimal("84.95")
    assert OrderDiscount.objects.get(order=order).voucher_code == "GROW10"
    assert Charge.objects.get().amount == Decimal("84.95")


def test_a_guest_checks_out_at_full_price_past_a_code_waiting_for_a_sign_in(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    money_off_cart_voucher("WELCOME5", Decimal("5.00"), usage=Voucher.ONCE_PER_CUSTOMER)
    data_of(graphql(APPLY_COUPON, {"code": "WELCOME5"}), "applyCouponToCart")
    fill_checkout(graphql, card_nonce())

    number = data_of(place(graphql), "placeOrder")["order"]["order_number"]

    order = Order.objects.get(number=number)
    assert order.total_incl_tax == Decimal("94.95")
    assert not OrderDiscount.objects.filter(order=order).exists()


STOREFRONT_CHECKOUT = storefront_operation("CheckoutPlaceOrderAtOnce")


def storefront_place_order(client, variables):
    """Place Order as the storefront sends it: its document, every step in one request."""
    response = client.post(
        "/graphql/",
        data=json.dumps(
            {
                "query": STOREFRONT_CHECKOUT,
                "operationName": "CheckoutPlaceOrderAtOnce",
                "variables": variables,
            }
        ),
        content_type="application/json",
    )
    return response.json()


def test_the_storefronts_place_order_request_sets_every_step_and_places_once(client, graphql):
    # given a guest's cart, and the storefront's one-request Place Order
    core_catalogue()
    add(graphql, CORE_ONE_TIME)

    body = storefront_place_order(
        client,
        {
            "withEmail": True,
            "email": "guest@example.com",
            "shipping": {"address": shipping_address()},
            "billing": {"same_as_shipping": True},
            "withPayment": True,
            "payment": {"code": "authnetcim", "tokenbase_data": {"nonce": card_nonce()}},
            "key": "one-request",
            "terms": False,
        },
    )

    # then the order is placed and charged once, for what the steps set
    assert "errors" not in body, body
    order = Order.objects.get(number=body["data"]["placeOrder"]["order"]["order_number"])
    assert (order.guest_email, order.shipping_address.postcode) == ("guest@example.com", "10014")
    assert Charge.objects.count() == 1


def test_a_refused_step_stops_the_request_before_the_order(client, graphql):
    # given a cart whose checkout already holds a valid address from an earlier visit
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    fill_checkout(graphql, card_nonce())

    # when Place Order sends a new address the shop refuses
    body = storefront_place_order(
        client,
        {
            "withEmail": False,
            "shipping": {"address": shipping_address(postcode="1")},
            "billing": {"same_as_shipping": True},
            "withPayment": False,
            "key": "one-request",
            "terms": False,
        },
    )

    # then the address is refused and nothing after it runs: no order on the earlier address
    [refusal] = body["errors"]
    assert refusal["path"] == ["setShippingAddressOnCart"]
    assert refusal["extensions"]["code"] == "BAD_USER_INPUT"
    assert not Order.objects.exists()
    assert not Charge.objects.exists()
