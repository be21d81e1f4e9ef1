"""A customer's changes that charge their card: ship now, and a new card after a declined
renewal. Both run once the change is committed, through the renewal's placement."""

from datetime import timedelta

import pytest
from django.utils import timezone

from commerce.customers import tokens
from commerce.payments.sandbox.models import Outcome
from commerce.payments.tests.factories import StoredCardFactory
from commerce.subscriptions.renewals import renew_due
from commerce.subscriptions.schedule import add_months
from commerce.subscriptions.tests.factories import plans
from commerce.subscriptions.tests.renewal_factories import renewal_orders, subscription

pytestmark = pytest.mark.django_db

UPDATE = """mutation ($input: UpdateSubscriptionInput!) {
  updateSubscription(input: $input) {
    subscription { status next_run last_run logs { action order_increment_id } }
  }
}"""


def as_owner(graphql, started):
    headers = {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(started.customer)}"}
    return lambda variables: graphql(UPDATE, variables, **headers)


def test_ship_now_orders_and_charges_the_next_shipment_today_and_the_schedule_follows(graphql):
    # Given an active monthly subscription started ten days ago, whose card approves
    started = subscription(plans()[1], placed=timezone.now() - timedelta(days=10))
    update = as_owner(graphql, started)

    # When the customer ships now
    body = update({"input": {"entity_id": started.pk, "action": "ship_now"}})

    # Then one renewal order is placed today and the next shipment is a month from today
    assert "errors" not in body, body
    shown = body["data"]["updateSubscription"]["subscription"]
    today = timezone.localdate()
    [order] = renewal_orders(started)
    assert (shown["last_run"], shown["next_run"]) == (
        today.isoformat(),
        add_months(today, 1).isoformat(),
    )
    assert shown["logs"][-1] == {"action": "renewed", "order_increment_id": order.number}


def test_ship_now_is_refused_for_a_paused_subscription_and_charges_nothing(graphql):
    started = subscription(plans()[1])
    update = as_owner(graphql, started)
    paused = (timezone.localdate() + timedelta(days=10)).isoformat()
    update({"input": {"entity_id": started.pk, "action": "pause", "pause_until": paused}})

    body = update({"input": {"entity_id": started.pk, "action": "ship_now"}})

    [error] = body["errors"]
    assert error["extensions"]["code"] == "SUBSCRIPTION_STATUS"
    assert renewal_orders(started) == []


def test_a_new_card_after_a_declined_renewal_is_charged_at_once(graphql):
    # Given a renewal declined for insufficient funds
    started = subscription(plans()[1], outcome=Outcome.DECLINE)
    renew_due(started.next_run)
    started.refresh_from_db()
    assert started.status == "payment_failed"

    # When the customer chooses another card that approves
    card = StoredCardFactory(customer=started.customer, gateway_card__outcome=Outcome.APPROVE)
    body = as_owner(graphql, started)(
        {"input": {"entity_id": started.pk, "tokenbase_id": card.hash}}
    )

    # Then the renewal is charged on it at once and the subscription is active again
    assert "errors" not in body, body
    assert body["data"]["updateSubscription"]["subscription"]["status"] == "active"
    [order] = renewal_orders(started)
    assert order.sources.get().label.endswith(card.last4)


ESTIMATE = """mutation ($id: Int!, $products: [SubscriptionProductInput!]!, $months: Int) {
  estimateSubscriptionQuote(subscription_entity_id: $id, subscription_products: $products,
    frequency_count: $months) { grand_total { value } } }"""


def test_what_the_estimate_shows_is_what_the_next_renewal_charges(graphql):
    # Given a monthly subscription to two bottles, and the estimate of moving it to 3 months
    started = subscription(plans()[1], quantity=2, placed=timezone.now() - timedelta(days=10))
    headers = {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(started.customer)}"}
    products = [{"sku": item["sku"], "qty": item["qty"]} for item in started.quote["items"]]
    estimate = graphql(ESTIMATE, {"id": started.pk, "products": products, "months": 3}, **headers)
    shown = estimate["data"]["estimateSubscriptionQuote"]["grand_total"]["value"]

    # When the customer confirms it and the subscription renews
    as_owner(graphql, started)({"input": {"entity_id": started.pk, "frequency_count": 3}})
    started.refresh_from_db()
    renew_due(started.next_run)

    # Then the renewal order charges exactly the estimate
    [order] = renewal_orders(started)
    assert str(order.total_incl_tax) == shown == "448.00"
