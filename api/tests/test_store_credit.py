import re
from decimal import Decimal

import pytest
from django.test import override_settings

from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StoreCreditEntryFactory

pytestmark = pytest.mark.django_db

BALANCE = "{ customer { store_credit { enabled current_balance { value currency } } } }"
HISTORY = """query($pageSize: Int, $currentPage: Int) { customer { store_credit {
  balance_history(pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    items { action date_time_changed balance_change { value currency }
            actual_balance { value currency } } } } } }"""


def bearer(customer):
    return {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def credit(customer, *amounts):
    for amount in amounts:
        action = "used" if amount.startswith("-") else "granted"
        StoreCreditEntryFactory(customer=customer, amount=Decimal(amount), action=action)


def test_the_customer_sees_their_balance_as_an_exact_amount(graphql):
    customer = CustomerFactory()
    credit(customer, "25.10", "14.90", "-5.25")
    credit(CustomerFactory(), "100.00")

    body = graphql(BALANCE, **bearer(customer))

    assert body["data"]["customer"]["store_credit"] == {
        "enabled": True,
        "current_balance": {"value": "34.75", "currency": "USD"},
    }


def test_a_new_customer_has_a_zero_balance(graphql):
    body = graphql(BALANCE, **bearer(CustomerFactory()))

    assert body["data"]["customer"]["store_credit"]["current_balance"] == {
        "value": "0.00",
        "currency": "USD",
    }


@override_settings(STORE_CREDIT_ENABLED=False)
def test_store_credit_can_be_switched_off_for_the_storefront(graphql):
    body = graphql(BALANCE, **bearer(CustomerFactory()))

    assert body["data"]["customer"]["store_credit"]["enabled"] is False


def test_the_history_pages_newest_first_with_running_balances(graphql):
    customer = CustomerFactory()
    credit(customer, "10.00", "20.00", "-5.00")

    body = graphql(HISTORY, {"pageSize": 2, "currentPage": 1}, **bearer(customer))
    second = graphql(HISTORY, {"pageSize": 2, "currentPage": 2}, **bearer(customer))

    history = body["data"]["customer"]["store_credit"]["balance_history"]
    assert history["total_count"] == 3
    assert [
        (i["action"], i["balance_change"]["value"], i["actual_balance"]["value"])
        for i in history["items"]
    ] == [("Used on an order", "-5.00", "25.00"), ("Granted by staff", "20.00", "30.00")]
    changed = history["items"][0]["date_time_changed"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", changed)
    [oldest] = second["data"]["customer"]["store_credit"]["balance_history"]["items"]
    assert oldest["actual_balance"] == {"value": "10.00", "currency": "USD"}


def test_the_history_defaults_to_the_first_twenty(graphql):
    customer = CustomerFactory()
    credit(customer, *["1.00"] * 21)

    body = graphql(HISTORY, **bearer(customer))

    history = body["data"]["customer"]["store_credit"]["balance_history"]
    assert (history["total_count"], len(history["items"])) == (21, 20)


@pytest.mark.parametrize(
    ("variables", "message"),
    [
        ({"pageSize": 0}, "pageSize must be between 1 and 100."),
        ({"pageSize": 101}, "pageSize must be between 1 and 100."),
        ({"currentPage": 0}, "currentPage must be 1 or more."),
    ],
)
def test_a_page_out_of_range_is_bad_user_input(graphql, variables, message):
    body = graphql(HISTORY, variables, **bearer(CustomerFactory()))

    assert error_of(body) == (message, "BAD_USER_INPUT")


def test_store_credit_needs_a_signed_in_customer(graphql):
    credit(CustomerFactory(), "10.00")

    for headers in ({}, {"HTTP_AUTHORIZATION": "Bearer forged"}):
        body = graphql(BALANCE, **headers)
        assert error_of(body) == ("The current customer isn't authorized.", "UNAUTHENTICATED")


def test_the_balance_is_one_aggregate_query(graphql, django_assert_num_queries):
    customer = CustomerFactory()
    headers = bearer(customer)
    credit(customer, "10.00")
    with django_assert_num_queries(2):  # the token (with its customer), the balance
        graphql(BALANCE, **headers)

    credit(customer, *["1.00"] * 9)
    with django_assert_num_queries(2):
        body = graphql(BALANCE, **headers)
    assert body["data"]["customer"]["store_credit"]["current_balance"]["value"] == "19.00"


def test_the_history_takes_the_same_queries_for_1_or_10_entries(graphql, django_assert_num_queries):
    customer = CustomerFactory()
    headers = bearer(customer)
    credit(customer, "10.00")
    with django_assert_num_queries(3):  # the token, the page with running balances, the count
        graphql(HISTORY, **headers)

    credit(customer, *["1.00"] * 9)
    with django_assert_num_queries(3):
        body = graphql(HISTORY, **headers)
    assert len(body["data"]["customer"]["store_credit"]["balance_history"]["items"]) == 10
