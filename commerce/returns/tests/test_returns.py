"""Returns: a customer starts one on their order page (requestReturn), staff receive and refund
it (services, as the dashboard calls them), and the order shows the refund."""

import base64
from datetime import timedelta
from decimal import Decimal

import pytest
from django.test import override_settings
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.basket.tests.factories import signed_in_customer
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty import store_credit
from commerce.payments.sandbox.models import Refund
from commerce.plans.tests.factories import PlanFactory
from commerce.returns import services
from commerce.returns.models import ReturnLine, ReturnRequest

from .factories import shipped_order

OrderNote = get_model("order", "OrderNote")
PaymentEvent = get_model("order", "PaymentEvent")
Source = get_model("payment", "Source")
SourceType = get_model("payment", "SourceType")

pytestmark = pytest.mark.django_db

REQUEST_RETURN = """mutation($input: RequestReturnInput!) {
  requestReturn(input: $input) {
    return { number status status_label reason reason_label note items { product_name quantity }
             refund { value currency } }
  }
}"""
ORDER = """query($number: String!) { order(number: $number) {
  number
  items { id product_name quantity_ordered quantity_returnable }
  return_window { open closes_on days message reasons { code label } }
  total { refunded { value currency } }
  returns { number status status_label reason_label created_at
            items { order_item_id product_name quantity }
            refund { value currency } refunded_at rejection_reason }
} }"""


def uid(pk: int) -> str:
    return base64.b64encode(str(pk).encode()).decode()


def return_input(order, *items, reason="not_suited", note=""):
    """requestReturn's input: `items` as (line, quantity); every line once when left out."""
    items = items or [(line, line.quantity) for line in order.lines.all()]
    return {
        "input": {
            "order_number": order.number,
            "items": [{"order_item_id": uid(line.pk), "quantity": qty} for line, qty in items],
            "reason": reason,
            "note": note,
        }
    }


def refusal(body) -> tuple[str, str]:
    [error] = body["errors"]
    return error["extensions"]["code"], error["message"]


# Starting a return


def test_a_customer_returns_part_of_a_shipped_line_with_a_reason(graphql):
    customer, bearer = signed_in_customer()
    order = shipped_order(customer, quantity=3)
    [line] = order.lines.all()

    body = graphql(
        REQUEST_RETURN,
        return_input(order, (line, 2), reason="damaged", note="The seal was broken."),
        **bearer,
    )

    assert "errors" not in body, body
    request = ReturnRequest.objects.get()
    assert body["data"]["requestReturn"]["return"] == {
        "number": f"R{request.pk}",
        "status": "REQUESTED",
        "status_label": "Requested",
        "reason": "damaged",
        "reason_label": "Arrived damaged",
        "note": "The seal was broken.",
        "items": [{"product_name": line.title, "quantity": 2}],
        "refund": None,
    }
    shown = graphql(ORDER, {"number": order.number}, **bearer)["data"]["order"]
    assert shown["items"][0]["quantity_returnable"] == 1
    assert shown["return_window"]["open"] is True
    assert shown["returns"][0]["status_label"] == "Requested"
    assert OrderNote.objects.filter(order=order, message__contains="requested").exists()


@pytest.mark.parametrize(
    ("situation", "message"),
    [
        ("not shipped", "{title} has not shipped yet; it can be returned once it has."),
        (
            "window closed",
            "The returns window for this order closed on {closed}: items can be returned "
            "within 30 days of dispatch.",
        ),
        ("already returned", "{title} is already in a return."),
        ("more than left", "You can return at most 1 of {title}; you asked for 2."),
        ("no items", "Choose at least one item to return."),
        ("no reason", "Choose a reason for the return."),
        ("someone else's line", "That item is not part of this order."),
        ("a negative quantity", "Choose how many of {title} to return."),
        ("too many entries", "A return lists at most 100 items."),
    ],
)
def test_a_return_the_rules_refuse_says_why_and_stores_nothing(graphql, situation, message):
    customer, bearer = signed_in_customer()
    order = shipped_order(
        customer,
        quantity=2,
        shipped=situation != "not shipped",
        # Two days past the window: the refusal holds at any hour of the shop's day.
        days_ago=32 if situation == "window closed" else 0,
    )
    [line] = order.lines.all()
    variables = return_input(order)
    if situation == "already returned":
        services.request_return(customer, order.number, [(line.pk, 2)], "other")
    if situation == "more than left":
        services.request_return(customer, order.number, [(line.pk, 1)], "other")
    if situation == "more than left":
        variables = return_input(order, (line, 2))
    if situation == "no items":
        variables = return_input(order, (line, 0))
    if situation == "no reason":
        variables = return_input(order, reason="because")
    if situation == "someone else's line":
        [theirs] = shipped_order(CustomerFactory()).lines.all()
        variables = return_input(order, (theirs, 1))
    if situation == "a negative quantity":
        variables = return_input(order, (line, -1), (line, 2))
    if situation == "too many entries":
        variables = return_input(order, *[(line, 0)] * 101)
    stored = ReturnRequest.objects.count(), ReturnLine.objects.count()

    body = graphql(REQUEST_RETURN, variables, **bearer)

    closed = services.returns_close_on(order)
    assert refusal(body) == (
        "RETURN_NOT_ALLOWED",
        message.format(title=line.title, closed=f"{closed:%B} {closed.day}, {closed.year}"),
    )
    assert (ReturnRequest.objects.count(), ReturnLine.objects.count()) == stored


@pytest.mark.parametrize("item_id", ["쥴", "\u00b2", base64.b64encode("²".encode()).decode()])
def test_an_item_id_that_is_no_uid_is_refused_as_not_in_the_order(graphql, item_id):
    # Given a customer's shipped order
    customer, bearer = signed_in_customer()
    order = shipped_order(customer)
    variables = return_input(order)
    variables["input"]["items"][0]["order_item_id"] = item_id

    # When they ask to return an item whose id is not ASCII or decodes to no whole number
    body = graphql(REQUEST_RETURN, variables, **bearer)

    # Then it is refused as an item of another order, and nothing is stored
    assert refusal(body) == ("RETURN_NOT_ALLOWED", "That item is not part of this order.")
    assert not ReturnRequest.objects.exists()


def test_the_window_is_a_setting_counted_from_dispatch():
    customer = CustomerFactory()
    order = shipped_order(customer, days_ago=10)
    [line] = order.lines.all()

    with override_settings(RETURNS_WINDOW_DAYS=9):
        closed = services.return_window(order)
    with override_settings(RETURNS_WINDOW_DAYS=10):
        still_open = services.return_window(order)

    assert (closed.open, still_open.open) == (False, True)
    dispatched = timezone.localdate(order.shipments.get().created_at)
    with override_settings(RETURNS_WINDOW_DAYS=10):
        assert (
            still_open.closes_on == services.returns_close_on(order) == dispatched + timedelta(10)
        )
    assert still_open.message.startswith("You can return shipped items until ")


def test_the_order_page_says_when_returns_open_before_anything_ships(graphql):
    customer, bearer = signed_in_customer()
    order = shipped_order(customer, shipped=False)

    shown = graphql(ORDER, {"number": order.number}, **bearer)["data"]["order"]

    assert shown["return_window"]["open"] is False
    assert shown["total"]["refunded"] == {"value": "0.00", "currency": "USD"}
    assert shown["return_window"]["closes_on"] is None
    assert shown["return_window"]["message"] == "Items can be returned once they have shipped."
    assert shown["return_window"]["days"] == 30
    assert {"code": "damaged", "label": "Arrived damaged"} in shown["return_window"]["reasons"]
    assert shown["items"][0]["quantity_returnable"] == 0


@pytest.mark.parametrize("whose", ["another customer's", "missing"])
def test_another_customers_order_cannot_be_returned_and_looks_missing(graphql, whose):
    _, bearer = signed_in_customer()
    theirs = shipped_order(CustomerFactory())
    variables = return_input(theirs)
    if whose == "missing":
        variables["input"]["order_number"] = "999999"

    body = graphql(REQUEST_RETURN, variables, **bearer)

    assert refusal(body) == ("NOT_FOUND", "We couldn't find that order.")
    assert not ReturnRequest.objects.exists()


def test_starting_a_return_needs_a_signed_in_customer(graphql):
    order = shipped_order(CustomerFactory())

    body = graphql(REQUEST_RETURN, return_input(order))

    assert refusal(body)[0] == "UNAUTHENTICATED"
    assert not ReturnRequest.objects.exists()


def test_another_customers_returns_never_show_on_my_order_page(graphql):
    _, bearer = signed_in_customer()
    theirs_owner = CustomerFactory()
    theirs = shipped_order(theirs_owner)
    services.request_return(theirs_owner, theirs.number, [(theirs.lines.get().pk, 1)], "other")

    body = graphql(ORDER, {"number": theirs.number}, **bearer)

    assert body == {"data": {"order": None}}


# Staff: receive, refund, reject


def requested(customer, order, *items, reason="not_suited"):
    items = items or [(line.pk, line.quantity) for line in order.lines.all()]
    return services.request_return(customer, order.number, list(items), reason)


def test_a_received_return_is_refunded_the_returned_lines_price_once_however_often_clicked(
    graphql,
):
    customer, bearer = signed_in_customer()
    cheap, dear = PlanFactory(), PlanFactory(stockrecord__price=Decimal("49.99"))
    order = shipped_order(customer, plans=[cheap, dear], quantity=2)  # 2 × 88.00, 2 × 49.99
    dear_line = order.lines.get(product=dear)
    staff = CustomerFactory(is_staff=True)
    request = requested(customer, order, (dear_line.pk, 1))
    services.receive(request, by=staff)

    first = services.refund(request, by=staff)
    second = services.refund(request, by=staff)  # the double click

    assert first.refund_amount == second.refund_amount == Decimal("49.99")
    assert isinstance(first.refund_amount, Decimal)
    [refund] = Refund.objects.all()
    assert refund.amount == Decimal("49.99")
    assert refund.charge.transaction_id == order.sources.get().reference
    source = order.sources.get()
    assert source.amount_refunded == Decimal("49.99")
    [event] = PaymentEvent.objects.filter(order=order, event_type__name="Refunded")
    assert (event.amount, event.reference) == (Decimal("49.99"), refund.transaction_id)
    assert OrderNote.objects.filter(
        order=order, message__contains="refunded: 49.99 USD (49.99 to the card)"
    ).exists()
    shown = graphql(ORDER, {"number": order.number}, **bearer)["data"]["order"]
    [shown_return] = shown["returns"]
    assert shown_return["status"] == "REFUNDED"
    assert shown_return["refund"] == {"value": "49.99", "currency": "USD"}
    assert shown["total"]["refunded"] == {"value": "49.99", "currency": "USD"}
    assert shown_return["refunded_at"]
    by_name = {item["product_name"]: item["quantity_returnable"] for item in shown["items"]}
    assert by_name[dear_line.title] == 1


def test_returns_of_one_line_in_parts_refund_exactly_its_price():
    customer = CustomerFactory()
    # 3 for 100.00: 33.33 each would lose a cent, 33.34 each would refund one too many.
    order = shipped_order(
        customer, plans=[PlanFactory(stockrecord__price=Decimal("33.34"))], quantity=3
    )
    [line] = order.lines.all()
    line.line_price_incl_tax = Decimal("100.00")
    line.save(update_fields=["line_price_incl_tax"])
    refunds = []
    for quantity in (1, 1, 1):
        request = services.receive(requested(customer, order, (line.pk, quantity)))
        refunds.append(services.refund(request).refund_amount)

    assert refunds == [Decimal("33.33"), Decimal("33.34"), Decimal("33.33")]
    assert sum(refunds) == Decimal("100.00")


def test_store_credit_the_order_used_comes_back_as_store_credit_after_the_card():
    customer = CustomerFactory()
    order = shipped_order(customer, quantity=2)  # 176.00 of goods + shipping
    card = order.sources.get()
    # As if 100.00 of the order had been paid with store credit and the card charged the rest.
    credit_type = SourceType.objects.get_or_create(code="store-credit", name="Store credit")[0]
    Source.objects.create(
        order=order,
        source_type=credit_type,
        currency="USD",
        amount_allocated=Decimal("100.00"),
        amount_debited=Decimal("100.00"),
    )
    card.amount_debited = Decimal("82.95")
    card.save(update_fields=["amount_debited"])

    request = services.receive(requested(customer, order))
    services.refund(request)

    assert Refund.objects.get().amount == Decimal("82.95")
    assert store_credit.balance(customer) == Decimal("93.05")


@pytest.mark.parametrize(
    ("steps", "step", "message"),
    [
        ([], "refund", "Return R{pk} is requested; only a received return can be refunded."),
        (
            ["receive"],
            "receive",
            "Return R{pk} is received; only a requested return can be marked received.",
        ),
        (
            ["reject"],
            "receive",
            "Return R{pk} is rejected; only a requested return can be marked received.",
        ),
        (["reject"], "refund", "Return R{pk} is rejected; only a received return can be refunded."),
        (
            ["receive", "refund"],
            "reject",
            "Return R{pk} is refunded; it can no longer be rejected.",
        ),
    ],
)
def test_steps_out_of_order_are_refused_and_change_nothing(steps, step, message):
    customer = CustomerFactory()
    order = shipped_order(customer)
    request = requested(customer, order)
    actions = {
        "receive": services.receive,
        "refund": services.refund,
        "reject": lambda r: services.reject(r, "Opened and used."),
    }
    for done in steps:
        actions[done](request)
    before = ReturnRequest.objects.values().get()

    with pytest.raises(services.ReturnStateInvalid) as refused:
        actions[step](request)

    assert refused.value.message == message.format(pk=request.pk)
    assert refused.value.code == "RETURN_STATE_INVALID"
    assert ReturnRequest.objects.values().get() == before


def test_a_rejected_return_says_why_and_its_items_can_be_returned_again(graphql):
    customer, bearer = signed_in_customer()
    order = shipped_order(customer)
    request = requested(customer, order)
    with pytest.raises(services.ReturnNotAllowed, match="Say why"):
        services.reject(request, "  ")

    services.reject(request, "The parcel never came back.")

    shown = graphql(ORDER, {"number": order.number}, **bearer)["data"]["order"]
    assert shown["returns"][0]["status"] == "REJECTED"
    assert shown["returns"][0]["rejection_reason"] == "The parcel never came back."
    assert shown["items"][0]["quantity_returnable"] == 1
    assert not Refund.objects.exists()


def test_a_refund_the_gateway_refuses_leaves_the_return_received_to_try_again():
    customer = CustomerFactory()
    order = shipped_order(customer)
    order.sources.update(reference="no-such-charge")
    request = services.receive(requested(customer, order))

    with pytest.raises(services.RefundFailed, match="The payment gateway refused the refund"):
        services.refund(request)

    request.refresh_from_db()
    assert (request.status, request.refund_amount) == ("received", None)
    assert not PaymentEvent.objects.filter(event_type__name="Refunded").exists()


# Query counts

# The token (with its customer); the order with its user and addresses; one each for lines,
# shipments, payment sources (with types), discounts, returns and the returns' lines (with their
# order lines); two for the plans of every line's SKU and one for the addresses' regions.
ORDER_QUERIES = 11


@pytest.mark.parametrize("returns", [1, 4])
def test_the_order_page_reads_its_returns_in_the_same_queries_however_many(
    graphql, django_assert_num_queries, returns
):
    customer, bearer = signed_in_customer()
    order = shipped_order(customer, plans=[PlanFactory() for _ in range(returns)], quantity=2)
    for index, line in enumerate(order.lines.all()):
        request = requested(customer, order, (line.pk, 1))
        if index % 2:
            services.refund(services.receive(request))

    with django_assert_num_queries(ORDER_QUERIES):
        body = graphql(ORDER, {"number": order.number}, **bearer)

    assert len(body["data"]["order"]["returns"]) == returns
