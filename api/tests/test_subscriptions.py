from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from commerce.appointments.tests.factories import AppointmentFactory
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.payments.tests.factories import StoredCardFactory
from commerce.subscriptions.services import create_for_order
from commerce.subscriptions.tests.factories import paid_order, shop_time

pytestmark = pytest.mark.django_db

SUBSCRIPTION_FIELDS = """
  entity_id increment_id name description customer_id created_at next_run last_run cancel_date
  subtotal { value currency } length status frequency_count frequency_unit
  custom_discount { value currency } product_growth_plan_data journey_start_date
  is_california is_concierge concierge_parent_subscription_id
  quote {
    entity_id customer_email subtotal { value currency } grand_total { value currency }
    items { item_id sku name description product_id qty price { value currency }
      row_total { value currency } }
    billing_address { firstname lastname company street city region region_id postcode
      country_id telephone }
    shipping_address { firstname lastname street city region postcode country_id }
    payment { tokenbase_id method cc_type cc_last_4 cc_exp_month cc_exp_year }
  }
  logs { order_increment_id }
"""
SUBSCRIPTIONS = f"""{{ subscriptions {{
  appointments {{ id }}
  customer {{ entity_id email }}
  subscriptions {{ {SUBSCRIPTION_FIELDS} }} }} }}"""
ONE = f"query ($id: Int!) {{ subscription(entity_id: $id) {{ {SUBSCRIPTION_FIELDS} }} }}"
BY_IDS = "query ($ids: [Int!]!) { subscriptions_by_ids(entity_ids: $ids) { entity_id } }"

# The whole list page, whatever the number of subscriptions: the token's customer, the
# appointments, the subscriptions and their logs.
LIST_QUERIES = 5


def bearer(customer):
    return {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}


def subscribe(customer, *products, placed=None):
    order = paid_order(customer, *((product, 1) for product in products), placed=placed)
    card = StoredCardFactory(customer=customer, last4="4242", exp_month=8, exp_year=2031)
    return create_for_order(order, card=card)


def test_the_customer_reads_their_subscriptions_with_quote_and_schedule(core, graphql):
    customer = CustomerFactory()
    [subscription] = subscribe(customer, core[3], placed=shop_time(2026, 1, 31, 10))
    appointment = AppointmentFactory(customer=customer, datetime=timezone.now() + timedelta(days=3))

    body = graphql(SUBSCRIPTIONS, **bearer(customer))

    assert "errors" not in body, body
    data = body["data"]["subscriptions"]
    assert data["appointments"] == [{"id": appointment.pk}]
    assert data["customer"] == {"entity_id": customer.pk, "email": customer.email}
    [found] = data["subscriptions"]
    number = subscription.order.number
    usd = {"currency": "USD"}
    assert found == {
        "entity_id": subscription.pk,
        "increment_id": f"S{number}-1",
        "name": "Rootwell Core for Women",
        "description": None,
        "customer_id": customer.pk,
        "created_at": timezone.localtime(subscription.created_at).isoformat(timespec="seconds"),
        "next_run": "2026-04-30",
        "last_run": "2026-01-31",
        "cancel_date": None,
        "subtotal": {"value": "224.00", **usd},
        "length": None,
        "status": "active",
        "frequency_count": 3,
        "frequency_unit": "month",
        "custom_discount": None,
        "product_growth_plan_data": '{"child_products": {"RW-CORE-W-3M-S01": '
        '{"billing_interval": 3, "name": "Rootwell Core for Women", "price": "224.00", "qty": 1}}}',
        "journey_start_date": "2026-01-31",
        "is_california": False,
        "is_concierge": False,
        "concierge_parent_subscription_id": None,
        "quote": {
            "entity_id": subscription.pk,
            "customer_email": customer.email,
            "subtotal": {"value": "224.00", **usd},
            "grand_total": {"value": "224.00", **usd},
            "items": [
                {
                    "item_id": subscription.order.lines.get().pk,
                    "sku": "RW-CORE-W-3M-S01",
                    "name": "Rootwell Core for Women",
                    "description": None,
                    "product_id": core[3].pk,
                    "qty": 1.0,
                    "price": {"value": "224.00", **usd},
                    "row_total": {"value": "224.00", **usd},
                }
            ],
            "billing_address": {
                "firstname": "Casey",
                "lastname": "Rivera",
                "company": "",
                "street": ["1 Billing Road"],
                "city": "Albany",
                "region": "New York",
                "region_id": found["quote"]["billing_address"]["region_id"],
                "postcode": "12207",
                "country_id": "US",
                "telephone": "",
            },
            "shipping_address": {
                "firstname": "Casey",
                "lastname": "Rivera",
                "street": ["12 Grove Street", "Apt 4"],
                "city": "New York",
                "region": "New York",
                "postcode": "10014",
                "country_id": "US",
            },
            "payment": {
                "tokenbase_id": subscription.card.hash,
                "method": "authnetcim",
                "cc_type": "VI",
                "cc_last_4": "4242",
                "cc_exp_month": 8,
                "cc_exp_year": 2031,
            },
        },
        "logs": [{"order_increment_id": number}],
    }
    assert found["quote"]["billing_address"]["region_id"] is not None


def test_only_the_customers_own_subscriptions_are_listed(core, graphql):
    customer = CustomerFactory()
    mine = subscribe(customer, core[1], core[6])
    subscribe(CustomerFactory(), core[3])

    body = graphql(SUBSCRIPTIONS, **bearer(customer))

    listed = {s["entity_id"] for s in body["data"]["subscriptions"]["subscriptions"]}
    assert listed == {s.pk for s in mine}


def list_query_count(customer, graphql) -> int:
    with CaptureQueriesContext(connection) as queries:
        body = graphql(SUBSCRIPTIONS, **bearer(customer))
    assert "errors" not in body, body
    return len(queries), len(body["data"]["subscriptions"]["subscriptions"])


def test_the_list_reads_a_fixed_number_of_queries_for_1_or_10_subscriptions(core, graphql):
    one, ten = CustomerFactory(), CustomerFactory()
    subscribe(one, core[1])
    for day in range(1, 11):
        subscribe(ten, core[1], placed=shop_time(2026, 2, day, 10))

    assert list_query_count(one, graphql) == (LIST_QUERIES, 1)
    assert list_query_count(ten, graphql) == (LIST_QUERIES, 10)


def test_one_subscription_for_its_customer_and_null_for_anyone_else(core, graphql):
    customer = CustomerFactory()
    [subscription] = subscribe(customer, core[1])

    mine = graphql(ONE, {"id": subscription.pk}, **bearer(customer))
    theirs = graphql(ONE, {"id": subscription.pk}, **bearer(CustomerFactory()))
    missing = graphql(ONE, {"id": subscription.pk + 1000}, **bearer(customer))

    assert mine["data"]["subscription"]["entity_id"] == subscription.pk
    assert mine["data"]["subscription"]["next_run"] == "2026-04-10"
    assert theirs == {"data": {"subscription": None}}
    assert missing == {"data": {"subscription": None}}


def test_by_ids_leaves_out_another_customers_and_keeps_the_asked_order(core, graphql):
    customer = CustomerFactory()
    first, second = subscribe(customer, core[1], core[3])
    [strangers] = subscribe(CustomerFactory(), core[6])

    body = graphql(BY_IDS, {"ids": [second.pk, strangers.pk, first.pk]}, **bearer(customer))

    assert body == {
        "data": {"subscriptions_by_ids": [{"entity_id": second.pk}, {"entity_id": first.pk}]}
    }


def test_by_ids_refuses_more_than_fifty(graphql):
    body = graphql(BY_IDS, {"ids": list(range(1, 52))}, **bearer(CustomerFactory()))

    assert body["errors"][0]["extensions"]["code"] == "BAD_USER_INPUT"
    assert "at most 50" in body["errors"][0]["message"]


@pytest.mark.parametrize(
    ("query", "variables"),
    [(SUBSCRIPTIONS, None), (ONE, {"id": 1}), (BY_IDS, {"ids": [1]})],
)
def test_a_visitor_who_is_not_signed_in_is_refused(graphql, query, variables):
    body = graphql(query, variables)

    assert body["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"
