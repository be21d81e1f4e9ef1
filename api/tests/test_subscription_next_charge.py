"""A subscription's next charge as the account reads it: one date and one price on every page (the
list, the detail and its quote), which is what the renewal charges; and the next charge a change
would bring, shown before the customer confirms it."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from commerce.basket.vouchers import percent_off_voucher
from commerce.customers import tokens
from commerce.payments.tests.factories import StoredCardFactory
from commerce.subscriptions import pricing
from commerce.subscriptions.schedule import add_months
from commerce.subscriptions.services import create_for_order
from commerce.subscriptions.tests.factories import for_subscriptions, paid_order, plans
from commerce.subscriptions.tests.renewal_factories import subscription

pytestmark = pytest.mark.django_db

PRICES = "subtotal { value } discount_amount { value } grand_total { value }"
FIELDS = f"""entity_id subtotal {{ value }} next_charge {{ date {PRICES} }}
  quote {{ {PRICES} items {{ price {{ value }} row_total {{ value }} }} }}"""
LIST = f"{{ subscriptions {{ subscriptions {{ {FIELDS} }} }} }}"
ONE = f"query ($id: Int!) {{ subscription(entity_id: $id) {{ {FIELDS} }} }}"
AFTER = """query ($id: Int!, $change: SubscriptionChange!, $until: String, $months: Int) {
  subscription(entity_id: $id) {
    next_charge_after(change: $change, pause_until: $until, frequency_count: $months) {
      date grand_total { value currency } } } }"""
# The list with every subscription's next charge, whatever their number: the token's customer,
# the subscriptions (with their coupons) and their logs.
LIST_QUERIES = 3
UPDATE = """mutation ($input: UpdateSubscriptionInput!) {
  updateSubscription(input: $input) { subscription { logs { action message } } } }"""


def as_owner(graphql, started):
    headers = {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(started.customer)}"}
    return lambda query, variables=None: graphql(query, variables, **headers)


def data(body):
    assert "errors" not in body, body
    return body["data"]


def refusal(body):
    [error] = body["errors"]
    return error["extensions"]["code"], error["message"]


def prices(shown):
    """Every price of the next renewal one subscription's fields show."""
    charge, quote = shown["next_charge"], shown["quote"]
    return {
        "subtotal": {shown["subtotal"]["value"], charge["subtotal"]["value"]}
        | {quote["subtotal"]["value"]},
        "discount": {charge["discount_amount"]["value"], quote["discount_amount"]["value"]},
        "grand_total": {charge["grand_total"]["value"], quote["grand_total"]["value"]},
    }


def first_order_discounted(plan, off: Decimal):
    """A subscription started by an order a first-order coupon took `off` off, written as Oscar
    writes a discounted line: its line price with the discount, its unit price without."""
    order = paid_order(None, (plan, 1))
    line = order.lines.get()
    line.line_price_before_discounts_incl_tax = line.line_price_incl_tax
    line.line_price_incl_tax -= off
    line.save()
    [started] = create_for_order(order, card=StoredCardFactory(customer=order.user))
    return started


def test_a_first_order_coupon_shows_nowhere_as_the_price_of_the_next_shipment(graphql):
    # Given a 3-month Core plan ($224) whose first order GROW10 took $10 off ($214 that day)
    started = first_order_discounted(plans()[3], Decimal("10.00"))
    ask = as_owner(graphql, started)

    # When the customer reads the list and the subscription's page
    [listed] = data(ask(LIST))["subscriptions"]["subscriptions"]
    detail = data(ask(ONE, {"id": started.pk}))["subscription"]

    # Then both show, in every field, what the renewal charges: $224
    renewal = pricing.renewal_totals(started)
    expected = {"subtotal": {"224.00"}, "discount": {"0.00"}, "grand_total": {"224.00"}}
    assert prices(listed) == prices(detail) == expected
    assert renewal.grand_total == Decimal("224.00")
    assert detail["next_charge"]["date"] == started.next_run.isoformat()
    assert detail["quote"]["items"] == [
        {"price": {"value": "224.00"}, "row_total": {"value": "224.00"}}
    ]
    assert started.quote["subtotal"] == "224.00"


def test_with_a_renewal_coupon_every_field_shows_what_the_renewal_charges(graphql):
    # Given two monthly bottles ($158) with a 15% coupon on their renewals
    started = subscription(plans()[1], quantity=2, placed=timezone.now() - timedelta(days=10))
    for_subscriptions(percent_off_voucher("AVA15", Decimal("15")))
    ask = as_owner(graphql, started)
    data(ask(UPDATE, {"input": {"entity_id": started.pk, "coupon_code": "AVA15"}}))

    [listed] = data(ask(LIST))["subscriptions"]["subscriptions"]
    detail = data(ask(ONE, {"id": started.pk}))["subscription"]

    started.refresh_from_db()
    renewal = pricing.renewal_totals(started)
    assert renewal.grand_total == Decimal("134.30")
    expected = {
        "subtotal": {str(renewal.subtotal)},
        "discount": {str(renewal.discount)},
        "grand_total": {str(renewal.grand_total)},
    }
    assert prices(listed) == prices(detail) == expected


def test_the_list_with_its_next_charges_reads_a_fixed_number_of_queries(graphql):
    core = plans()
    started = subscription(core[1])
    for months in (3, 6):
        subscription(core[months], customer=started.customer)
    ask = as_owner(graphql, started)

    with CaptureQueriesContext(connection) as queries:
        listed = data(ask(LIST))["subscriptions"]["subscriptions"]

    assert (len(queries), len(listed)) == (LIST_QUERIES, 3)
    assert [charge["next_charge"]["grand_total"]["value"] for charge in listed] == [
        "422.00",
        "224.00",
        "79.00",
    ]


def test_a_pause_shows_the_later_of_the_scheduled_charge_and_the_chosen_day(graphql):
    # Given a monthly subscription started ten days ago: it renews in about twenty days
    started = subscription(plans()[1], placed=timezone.now() - timedelta(days=10))
    ask = as_owner(graphql, started)
    soon = timezone.localdate() + timedelta(days=2)
    later = started.next_run + timedelta(days=15)

    def paused_until(day):
        variables = {"id": started.pk, "change": "pause", "until": day.isoformat()}
        return data(ask(AFTER, variables))["subscription"]["next_charge_after"]

    # Then a pause ending before the renewal leaves it where it was; a longer one moves it
    assert paused_until(soon) == {
        "date": started.next_run.isoformat(),
        "grand_total": {"value": "79.00", "currency": "USD"},
    }
    assert paused_until(later)["date"] == later.isoformat()
    started.refresh_from_db()
    assert started.status == "active"  # nothing changed


def test_a_pause_without_a_day_or_outside_its_window_is_refused(graphql):
    started = subscription(plans()[1], placed=timezone.now() - timedelta(days=10))
    ask = as_owner(graphql, started)
    today = timezone.localdate().isoformat()

    missing = ask(AFTER, {"id": started.pk, "change": "pause"})
    too_soon = ask(AFTER, {"id": started.pk, "change": "pause", "until": today})

    assert refusal(missing)[1] == "Choose a date to pause until."
    assert refusal(too_soon)[0] == "DATE_OUT_OF_RANGE"


def test_a_new_frequency_keeps_the_scheduled_date_at_the_new_plans_price(graphql):
    started = subscription(plans()[1], placed=timezone.now() - timedelta(days=10))
    ask = as_owner(graphql, started)

    shown = data(ask(AFTER, {"id": started.pk, "change": "change_frequency", "months": 3}))

    assert shown["subscription"]["next_charge_after"] == {
        "date": started.next_run.isoformat(),
        "grand_total": {"value": "224.00", "currency": "USD"},
    }


def test_a_skip_moves_the_charge_one_interval_and_reactivating_says_when_it_ships(graphql):
    started = subscription(plans()[1], placed=timezone.now() - timedelta(days=10))
    ask = as_owner(graphql, started)

    skipped = data(ask(AFTER, {"id": started.pk, "change": "skip"}))
    data(ask(UPDATE, {"input": {"entity_id": started.pk, "action": "cancel"}}))
    reactivated = data(ask(AFTER, {"id": started.pk, "change": "reactivate"}))

    assert skipped["subscription"]["next_charge_after"]["date"] == (
        add_months(started.next_run, 1).isoformat()
    )
    assert reactivated["subscription"]["next_charge_after"] == {
        "date": started.next_run.isoformat(),
        "grand_total": {"value": "79.00", "currency": "USD"},
    }


def test_a_change_the_status_does_not_allow_is_refused(graphql):
    started = subscription(plans()[1], placed=timezone.now() - timedelta(days=10))

    body = as_owner(graphql, started)(AFTER, {"id": started.pk, "change": "resume"})

    assert refusal(body)[0] == "SUBSCRIPTION_STATUS"


def test_the_history_names_products_never_their_skus(graphql):
    started = subscription(plans()[1], placed=timezone.now() - timedelta(days=10))
    ask = as_owner(graphql, started)

    body = ask(UPDATE, {"input": {"entity_id": started.pk, "frequency_count": 3}})

    logs = data(body)["updateSubscription"]["subscription"]["logs"]
    message = logs[-1]["message"]
    assert "Rootwell Core for Women" in message
    assert "RW-CORE" not in message
    assert not any("-S01" in entry["message"] for entry in logs)
