"""Store credit at checkout: applied on the cart up to the amount due, debited once by the
placement, the card charged the rest, given back once when the order is not placed."""

from decimal import Decimal

import pytest
from django.http import HttpRequest
from oscar.core.loading import get_model

from commerce.basket.tests.factories import CORE_ONE_TIME, core_catalogue
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty import store_credit
from commerce.loyalty.models import StoreCreditEntry
from commerce.loyalty.tests.factories import StoreCreditEntryFactory
from commerce.ordering import placement, purchase
from commerce.ordering.models import OrderPlacement
from commerce.ordering.placement import CartPurchase
from commerce.payments.sandbox.models import Charge
from commerce.payments.tests.factories import INSUFFICIENT_FUNDS, card_nonce
from commerce.subscriptions.tests.renewal_factories import make_placements_stale

from .checkout_operations import add, data_of, error_of, fill_checkout, place

pytestmark = pytest.mark.django_db

Basket = get_model("basket", "Basket")
Order = get_model("order", "Order")

CREDIT_FIELDS = """
  prices { grand_total { value } store_credit { value } amount_due { value } }
  applied_store_credit { enabled current_balance { value currency } applied_balance { value } }
"""
CREDIT_CART = f"query {{ cart {{ {CREDIT_FIELDS} }} }}"
APPLY = f"""mutation {{ applyStoreCreditToCart(input: {{}}) {{ cart {{ {CREDIT_FIELDS} }} }} }}"""
REMOVE = (
    f"""mutation {{ removeStoreCreditFromCart(input: {{}}) {{ cart {{ {CREDIT_FIELDS} }} }} }}"""
)
ORDER = """query($number: String!) { order(number: $number) {
  payment_methods { name type }
  total { grand_total { value } store_credit { value } charged_to_card { value } } } }"""
USED = StoreCreditEntry.Action.USED
REFUNDED = StoreCreditEntry.Action.REFUNDED


class ProcessDied(BaseException):
    """The request's process ends (killed, out of memory) right after the charge."""


def granted(customer, amount: str):
    StoreCreditEntryFactory(customer=customer, amount=Decimal(amount))


def credit_moves(customer):
    """The customer's entries made by checkout, oldest first: (action, amount)."""
    return [
        (entry.action, entry.amount)
        for entry in StoreCreditEntry.objects.filter(customer=customer)
        .exclude(action=StoreCreditEntry.Action.GRANTED)
        .order_by("id")
    ]


def charges():
    return [charge.amount for charge in Charge.objects.order_by("pk")]


def ready_with_credit(run, amount: str, nonce=None):
    """The customer has `amount` of credit, a one-time Core ($94.95 with shipping) in a cart
    ready to place, and chose to use their credit; the cart's credit fields."""
    core_catalogue()
    granted(run.customer, amount)
    add(run, CORE_ONE_TIME)
    fill_checkout(run, nonce or card_nonce(), guest=False)
    return data_of(run(APPLY), "applyStoreCreditToCart")["cart"]


def test_partial_credit_pays_part_and_the_card_the_rest(customer_run):
    cart = ready_with_credit(customer_run, "10.00")

    # the cart shows the goods' total, the credit and what the card is charged
    assert cart["applied_store_credit"] == {
        "enabled": True,
        "current_balance": {"value": "10.00", "currency": "USD"},
        "applied_balance": {"value": "10.00"},
    }
    assert cart["prices"] == {
        "grand_total": {"value": "94.95"},
        "store_credit": {"value": "10.00"},
        "amount_due": {"value": "84.95"},
    }

    # when the customer places the order
    number = data_of(place(customer_run, key="key-partial"), "placeOrder")["order"]["order_number"]

    # then the card is charged the rest once, and the credit spent once, naming the placement
    assert charges() == [Decimal("84.95")]
    assert credit_moves(customer_run.customer) == [(USED, Decimal("-10.00"))]
    entry = StoreCreditEntry.objects.get(action=USED)
    assert "key-partial" in entry.note
    assert store_credit.balance(customer_run.customer) == Decimal("0.00")
    # and the order costs the goods' total, paid by credit and card
    order = Order.objects.get(number=number)
    assert order.total_incl_tax == Decimal("94.95")
    paid = {source.source_type.name: source.amount_debited for source in order.sources.all()}
    assert paid == {"Card": Decimal("84.95"), "Store credit": Decimal("10.00")}
    placed = OrderPlacement.objects.get()
    assert (placed.amount, placed.store_credit_amount) == (Decimal("84.95"), Decimal("10"))
    # and the order the customer reads shows it
    shown = data_of(customer_run(ORDER, {"number": number}), "order")
    assert shown["total"] == {
        "grand_total": {"value": "94.95"},
        "store_credit": {"value": "10.00"},
        "charged_to_card": {"value": "84.95"},
    }
    assert {"name": "Store credit", "type": "store-credit"} in shown["payment_methods"]


def test_credit_covering_the_whole_order_charges_nothing(customer_run):
    cart = ready_with_credit(customer_run, "100.00")

    # credit applies up to the amount due, never more
    assert cart["applied_store_credit"]["applied_balance"] == {"value": "94.95"}
    assert cart["prices"]["amount_due"] == {"value": "0.00"}

    number = data_of(place(customer_run), "placeOrder")["order"]["order_number"]

    assert charges() == []
    assert credit_moves(customer_run.customer) == [(USED, Decimal("-94.95"))]
    assert store_credit.balance(customer_run.customer) == Decimal("5.05")
    order = Order.objects.get(number=number)
    assert [(s.source_type.name, s.amount_debited) for s in order.sources.all()] == [
        ("Store credit", Decimal("94.95"))
    ]


def test_a_declined_card_gives_the_credit_back_once(customer_run):
    ready_with_credit(customer_run, "10.00", nonce=card_nonce(INSUFFICIENT_FUNDS))

    body = place(customer_run)

    assert error_of(body)[0] == "PAYMENT_DECLINED"
    assert not Order.objects.exists()
    assert credit_moves(customer_run.customer) == [
        (USED, Decimal("-10.00")),
        (REFUNDED, Decimal("10.00")),
    ]
    assert store_credit.balance(customer_run.customer) == Decimal("10.00")
    # closing the declined placement again (a resumed request) gives nothing back twice
    declined = OrderPlacement.objects.get()
    request = HttpRequest()
    request.user = customer_run.customer
    purchase._close_declined(
        purchase.reserved_again(CartPurchase(request), declined), "declined again"
    )
    assert len(credit_moves(customer_run.customer)) == 2
    # and the cart still uses the credit for the next card
    cart = customer_run(CREDIT_CART)["data"]["cart"]
    assert cart["prices"]["amount_due"] == {"value": "84.95"}


def test_a_retried_placement_spends_the_credit_once(customer_run, monkeypatch):
    ready_with_credit(customer_run, "10.00")
    complete = purchase._complete

    def killed(reserved, transaction_id):
        raise ProcessDied

    monkeypatch.setattr(purchase, "_complete", killed)
    request = HttpRequest()
    request.user = customer_run.customer
    with pytest.raises(ProcessDied):
        placement.place_order(request, "key-retry")
    monkeypatch.setattr(purchase, "_complete", complete)
    make_placements_stale()

    # when the storefront retries with the same key, twice
    first = data_of(place(customer_run, key="key-retry"), "placeOrder")["order"]
    again = data_of(place(customer_run, key="key-retry"), "placeOrder")["order"]

    # then one order, one charge, one debit
    assert first["order_number"] == again["order_number"]
    assert Order.objects.count() == 1
    assert charges() == [Decimal("84.95")]
    assert credit_moves(customer_run.customer) == [(USED, Decimal("-10.00"))]
    order = Order.objects.get()
    assert sorted(s.source_type.name for s in order.sources.all()) == ["Card", "Store credit"]


def test_credit_spent_meanwhile_is_refused_with_nothing_written(customer_run):
    ready_with_credit(customer_run, "10.00")
    # the customer spends part of it elsewhere (another tab's order) before placing this one
    store_credit.debit(customer_run.customer, Decimal("4.00"), note="elsewhere")

    code, message = error_of(place(customer_run))

    assert code == "STORE_CREDIT_CHANGED"
    assert "$6.00" in message
    assert charges() == []
    assert not Order.objects.exists()
    assert not OrderPlacement.objects.exists()
    assert store_credit.balance(customer_run.customer) == Decimal("6.00")
    assert Basket.objects.get().status == Basket.OPEN
    # applying it again uses what is left, and the order goes through
    cart = data_of(customer_run(APPLY), "applyStoreCreditToCart")["cart"]
    assert cart["prices"]["amount_due"] == {"value": "88.95"}
    data_of(place(customer_run, key="key-after"), "placeOrder")
    assert charges() == [Decimal("88.95")]
    assert store_credit.balance(customer_run.customer) == Decimal("0.00")


def test_removing_the_credit_charges_the_card_it_all(customer_run):
    ready_with_credit(customer_run, "10.00")

    cart = data_of(customer_run(REMOVE), "removeStoreCreditFromCart")["cart"]

    assert cart["applied_store_credit"]["enabled"] is False
    assert cart["applied_store_credit"]["current_balance"]["value"] == "10.00"
    assert cart["prices"]["amount_due"] == {"value": "94.95"}
    data_of(place(customer_run), "placeOrder")
    assert charges() == [Decimal("94.95")]
    assert credit_moves(customer_run.customer) == []


def test_another_customers_credit_is_never_touched(customer_run):
    someone = CustomerFactory()
    granted(someone, "50.00")
    ready_with_credit(customer_run, "10.00")

    data_of(place(customer_run), "placeOrder")

    assert store_credit.balance(someone) == Decimal("50.00")
    assert StoreCreditEntry.objects.filter(customer=someone).count() == 1
    assert store_credit.balance(customer_run.customer) == Decimal("0.00")


def test_without_credit_the_customer_cannot_apply_it(customer_run):
    core_catalogue()
    add(customer_run, CORE_ONE_TIME)

    assert error_of(customer_run(APPLY)) == ("NO_STORE_CREDIT", "You have no store credit to use.")
    cart = customer_run(CREDIT_CART)["data"]["cart"]
    assert cart["applied_store_credit"] == {
        "enabled": False,
        "current_balance": {"value": "0.00", "currency": "USD"},
        "applied_balance": {"value": "0.00"},
    }


def test_a_guest_never_sees_or_uses_store_credit(graphql):
    core_catalogue()
    add(graphql, CORE_ONE_TIME)
    fill_checkout(graphql, card_nonce())

    assert graphql(CREDIT_CART)["data"]["cart"]["applied_store_credit"] is None
    assert error_of(graphql(APPLY))[0] == "UNAUTHENTICATED"
    data_of(place(graphql), "placeOrder")
    assert charges() == [Decimal("94.95")]
    assert not StoreCreditEntry.objects.exists()
