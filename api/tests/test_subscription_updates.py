from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from commerce.address.services import create_address
from commerce.address.tests.factories import los_angeles_input
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.payments.tests.factories import StoredCardFactory
from commerce.subscriptions import pricing
from commerce.subscriptions.changes import propose
from commerce.subscriptions.rules import InvalidProducts
from commerce.subscriptions.tests.factories import booster, plans

from .test_subscriptions import SUBSCRIPTIONS

pytestmark = pytest.mark.django_db

UPDATE = """mutation ($input: UpdateSubscriptionInput!) {
  updateSubscription(input: $input) {
    subscription {
      entity_id name status next_run paused_until cancel_date cancel_reason frequency_count
      journey_start_date
      quote { grand_total { value } items { sku qty price { value } }
        shipping_address { street city region postcode customer_address_id }
        payment { tokenbase_id cc_last_4 } }
      logs { order_increment_id action message }
    }
    coupon_code
    items { sku }
  }
}"""
ESTIMATE = """mutation ($id: Int!, $products: [SubscriptionProductInput!]!, $months: Int,
  $coupon: String) {
  estimateSubscriptionQuote(subscription_entity_id: $id, subscription_products: $products,
    frequency_count: $months, coupon_code: $coupon) {
    subtotal { value currency } discount_amount { value currency }
    grand_total { value currency } frequency_count
    items { item_id sku qty price { value } row_total { value } }
  }
}"""
ONE = """query ($id: Int!) { subscription(entity_id: $id) {
  entity_id quote_id additional { name value } compliance_message reactivate_compliance_message
  quiz_result { token } quiz_last_recommended_products doctor_details { name }
  quote { items { sku } } logs { order_increment_id action message created_at } } }"""

# The token's customer, the appointments, the subscriptions and their logs.
LIST_QUERIES = 4
# The token's customer, the subscription, then its logs; whatever it ships and logs.
ONE_QUERIES = 3
# quiz_result and quiz_last_recommended_products: the customer's latest result, read once.
QUIZ_RESULT_QUERIES = 1
# The token's customer, the subscription, the catalogue's plans, and their attributes.
ESTIMATE_QUERIES = 4


def days(count):
    return timezone.localdate() + timedelta(days=count)


@pytest.fixture
def core():
    """Rootwell Core for Women's plans, in the women's bundles (the shared `subscription` is made
    of these)."""
    return plans(bundle_keys="women")


def update(as_customer, subscription, **changes):
    return as_customer(UPDATE, {"input": {"entity_id": subscription.pk, **changes}})


def updated(body):
    assert "errors" not in body, body
    return body["data"]["updateSubscription"]["subscription"]


def refusal(body):
    [error] = body["errors"]
    return error["extensions"]["code"], error["message"]


def test_renaming_and_setting_the_journey_start_are_logged(as_customer, subscription):
    started = (timezone.localdate() - timedelta(days=3)).isoformat()

    body = update(as_customer, subscription, name="My routine", journey_start_date=started)

    found = updated(body)
    assert (found["name"], found["journey_start_date"]) == ("My routine", started)
    assert found["logs"] == [
        {
            "order_increment_id": subscription.order.number,
            "action": "started",
            "message": "",
        },
        {
            "order_increment_id": "",
            "action": "changed",
            "message": 'Renamed from "Rootwell Core for Women" to "My routine".',
        },
        {
            "order_increment_id": "",
            "action": "changed",
            "message": f"Journey start date set to {started}.",
        },
    ]
    assert body["data"]["updateSubscription"]["coupon_code"] is None
    assert body["data"]["updateSubscription"]["items"] is None


def test_pause_resume_skip_cancel_and_reactivate(as_customer, subscription):
    paused = updated(
        update(as_customer, subscription, action="pause", pause_until=days(30).isoformat())
    )
    assert (paused["status"], paused["paused_until"], paused["next_run"]) == (
        "paused",
        days(30).isoformat(),
        days(30).isoformat(),
    )

    resumed = updated(update(as_customer, subscription, action="resume"))
    assert (resumed["status"], resumed["paused_until"]) == ("active", None)

    skipped = updated(update(as_customer, subscription, action="skip"))
    assert skipped["next_run"] > resumed["next_run"]

    canceled = updated(update(as_customer, subscription, action="cancel", cancel_reason="Moving"))
    assert (canceled["status"], canceled["cancel_date"], canceled["cancel_reason"]) == (
        "canceled",
        timezone.localdate().isoformat(),
        "Moving",
    )

    reactivated = updated(update(as_customer, subscription, action="reactivate"))
    assert (reactivated["status"], reactivated["cancel_date"]) == ("active", None)
    assert [log["action"] for log in reactivated["logs"]] == [
        "started",
        "paused",
        "resumed",
        "skipped",
        "canceled",
        "reactivated",
    ]


def test_canceling_a_canceled_subscription_is_refused(as_customer, subscription):
    update(as_customer, subscription, action="cancel")

    body = update(as_customer, subscription, action="cancel")

    assert refusal(body) == (
        "SUBSCRIPTION_STATUS",
        "You can't cancel a subscription that is canceled.",
    )


def test_a_pause_needs_a_date_in_the_window(as_customer, subscription):
    assert refusal(update(as_customer, subscription, action="pause")) == (
        "BAD_USER_INPUT",
        "Choose a date to pause until.",
    )
    assert refusal(update(as_customer, subscription, action="pause", pause_until="next week")) == (
        "BAD_USER_INPUT",
        "Enter the date to pause until as YYYY-MM-DD.",
    )
    code, _ = refusal(
        update(as_customer, subscription, action="pause", pause_until=days(400).isoformat())
    )
    assert code == "DATE_OUT_OF_RANGE"


def test_a_refused_part_leaves_the_other_parts_undone(as_customer, subscription):
    body = update(as_customer, subscription, name="Renamed", next_run=days(-1).isoformat())

    assert refusal(body)[0] == "DATE_OUT_OF_RANGE"
    subscription.refresh_from_db()
    assert subscription.name == "Rootwell Core for Women"
    assert subscription.logs.count() == 1


def test_moving_the_next_shipment(as_customer, subscription):
    found = updated(update(as_customer, subscription, next_run=days(14).isoformat()))

    assert found["next_run"] == days(14).isoformat()


def test_a_saved_address_and_another_card(as_customer, subscription, customer):
    saved = create_address(customer, los_angeles_input())
    card = StoredCardFactory(customer=customer, last4="1881")

    found = updated(
        update(
            as_customer,
            subscription,
            shipping_address={"customer_address_id": saved.pk},
            tokenbase_id=card.hash,
        )
    )

    assert found["quote"]["shipping_address"] == {
        "street": ["500 Sunset Blvd"],
        "city": "Los Angeles",
        "region": "California",
        "postcode": "90028",
        "customer_address_id": saved.pk,
    }
    assert found["quote"]["payment"] == {"tokenbase_id": card.hash, "cc_last_4": "1881"}


def test_a_typed_address_is_checked_as_at_checkout(as_customer, subscription):
    address = los_angeles_input(postcode="9002")

    body = update(as_customer, subscription, shipping_address={"address": address})

    assert refusal(body) == ("BAD_USER_INPUT", "Enter a ZIP code as 12345 or 12345-6789.")


def estimate(as_customer, subscription, products, months=None, coupon=None):
    variables = {"id": subscription.pk, "products": products, "months": months, "coupon": coupon}
    body = as_customer(ESTIMATE, variables)
    assert "errors" not in body, body
    return body["data"]["estimateSubscriptionQuote"]


def test_the_estimate_of_a_frequency_change_is_what_confirming_it_locks(as_customer, subscription):
    products = [{"sku": "RW-CORE-W-1M-S01", "qty": 2}]

    shown = estimate(as_customer, subscription, products, months=3)

    usd = {"currency": "USD"}
    assert shown == {
        "subtotal": {"value": "448.00", **usd},
        "discount_amount": {"value": "0.00", **usd},
        "grand_total": {"value": "448.00", **usd},
        "frequency_count": 3,
        "items": [
            {
                "item_id": 0,
                "sku": "RW-CORE-W-3M-S01",
                "qty": 2.0,
                "price": {"value": "224.00"},
                "row_total": {"value": "448.00"},
            }
        ],
    }
    proposal = propose(subscription, products, 3)
    priced = pricing.estimate(subscription, proposal.lines, plans=proposal.plans)
    assert str(priced.totals.grand_total) == shown["grand_total"]["value"]

    confirmed = updated(update(as_customer, subscription, frequency_count=3))

    assert confirmed["frequency_count"] == 3
    assert confirmed["quote"]["grand_total"] == {"value": shown["grand_total"]["value"]}
    subscription.refresh_from_db()
    assert pricing.renewal_totals(subscription).grand_total == Decimal("448.00")


def test_the_estimate_of_a_product_change_is_what_confirming_it_locks(as_customer, subscription):
    stress = booster()
    products = [{"sku": "RW-CORE-W-1M-S01", "qty": 1}, {"sku": stress[1].upc, "qty": 2}]

    shown = estimate(as_customer, subscription, products)
    confirmed = updated(update(as_customer, subscription, subscription_products=products))

    assert shown["grand_total"]["value"] == "139.00"
    assert confirmed["quote"]["grand_total"] == {"value": "139.00"}
    assert [(item["sku"], item["qty"]) for item in confirmed["quote"]["items"]] == [
        ("RW-CORE-W-1M-S01", 1.0),
        (stress[1].upc, 2.0),
    ]


def test_the_estimate_keeps_the_locked_price_after_a_catalogue_change(
    as_customer, subscription, core
):
    record = core[1].stockrecords.first()
    record.price = Decimal("99.00")
    record.save()

    shown = estimate(as_customer, subscription, [{"sku": "RW-CORE-W-1M-S01", "qty": 2}])

    assert shown["grand_total"]["value"] == "158.00"


def test_the_estimate_refuses_a_coupon_and_a_missing_core(as_customer, subscription):
    products = [{"sku": "RW-CORE-W-1M-S01", "qty": 2}]
    body = as_customer(ESTIMATE, {"id": subscription.pk, "products": products, "coupon": "SAVE"})
    assert refusal(body) == (
        "BAD_USER_INPUT",
        'The coupon code "SAVE" isn\'t valid. Verify the code and try again.',
    )

    stress = booster()
    body = as_customer(
        ESTIMATE, {"id": subscription.pk, "products": [{"sku": stress[1].upc, "qty": 1}]}
    )
    assert refusal(body) == ("INVALID_PRODUCTS", "A subscription keeps at least one core formula.")


def test_the_estimate_reads_a_fixed_number_of_queries(as_customer, subscription):
    stress, gut = booster(), booster("RW-BOOST-GUT", "Gut Microbiome Booster")
    few = [{"sku": "RW-CORE-W-1M-S01", "qty": 1}]
    many = [*few, {"sku": stress[1].upc, "qty": 1}, {"sku": gut[1].upc, "qty": 1}]

    for products in (few, many):
        with CaptureQueriesContext(connection) as queries:
            estimate(as_customer, subscription, products, months=6)
        assert len(queries) == ESTIMATE_QUERIES


@pytest.mark.parametrize(
    ("operation", "variables"),
    [
        (UPDATE, lambda pk: {"input": {"entity_id": pk, "name": "Mine"}}),
        (UPDATE, lambda pk: {"input": {"entity_id": pk, "action": "cancel"}}),
        (ESTIMATE, lambda pk: {"id": pk, "products": [{"sku": "RW-CORE-W-1M-S01", "qty": 1}]}),
    ],
)
def test_another_customers_subscription_is_as_missing_as_an_unknown_one(
    graphql, subscription, operation, variables
):
    stranger = {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(CustomerFactory())}"}
    missing_id = subscription.pk + 1000

    theirs = graphql(operation, variables(subscription.pk), **stranger)
    missing = graphql(operation, variables(missing_id), **stranger)

    assert refusal(theirs) == (
        "NOT_FOUND",
        f'Could not find a subscription with ID "{subscription.pk}"',
    )
    assert refusal(missing) == (
        "NOT_FOUND",
        f'Could not find a subscription with ID "{missing_id}"',
    )
    assert theirs["data"] == missing["data"]
    subscription.refresh_from_db()
    assert (subscription.name, subscription.status) == ("Rootwell Core for Women", "active")


@pytest.mark.parametrize(
    ("operation", "variables"),
    [
        (UPDATE, {"input": {"entity_id": 1, "name": "Mine"}}),
        (ESTIMATE, {"id": 1, "products": [{"sku": "RW-CORE-W-1M-S01", "qty": 1}]}),
    ],
)
def test_a_visitor_who_is_not_signed_in_is_refused(graphql, operation, variables):
    assert refusal(graphql(operation, variables))[0] == "UNAUTHENTICATED"


def test_the_subscription_serves_its_log_and_honest_empty_fields(as_customer, subscription):
    update(as_customer, subscription, name="Mine")

    body = as_customer(ONE, {"id": subscription.pk})

    found = body["data"]["subscription"]
    assert {key: found[key] for key in found if key not in ("logs", "quote")} == {
        "entity_id": subscription.pk,
        "quote_id": subscription.pk,
        "additional": [],
        "compliance_message": None,
        "reactivate_compliance_message": None,
        "quiz_result": None,
        "quiz_last_recommended_products": [],
        "doctor_details": None,
    }
    assert [(log["action"], log["message"]) for log in found["logs"]] == [
        ("started", ""),
        ("changed", 'Renamed from "Rootwell Core for Women" to "Mine".'),
    ]
    assert all(log["created_at"] for log in found["logs"])


def test_one_subscription_reads_a_fixed_number_of_queries_however_many_lines_and_logs(
    as_customer, subscription
):
    def count():
        with CaptureQueriesContext(connection) as queries:
            body = as_customer(ONE, {"id": subscription.pk})
        assert body["data"]["subscription"]["entity_id"] == subscription.pk
        return len(queries)

    before = count()
    stress, gut = booster(), booster("RW-BOOST-GUT", "Gut Microbiome Booster")
    products = [
        {"sku": "RW-CORE-W-1M-S01", "qty": 1},
        {"sku": stress[1].upc, "qty": 1},
        {"sku": gut[1].upc, "qty": 1},
    ]
    assert (
        len(
            updated(update(as_customer, subscription, subscription_products=products))["quote"][
                "items"
            ]
        )
        == 3
    )
    for name in ("One", "Two", "Three"):
        updated(update(as_customer, subscription, name=name))

    assert before == count() == ONE_QUERIES + QUIZ_RESULT_QUERIES


def test_the_list_reads_a_fixed_number_of_queries_however_many_lines_and_logs(
    as_customer, subscription
):
    def count():
        with CaptureQueriesContext(connection) as queries:
            body = as_customer(SUBSCRIPTIONS)
        assert "errors" not in body, body
        return len(queries)

    before = count()
    stress = booster()
    products = [{"sku": "RW-CORE-W-1M-S01", "qty": 1}, {"sku": stress[1].upc, "qty": 1}]
    updated(update(as_customer, subscription, subscription_products=products))
    updated(update(as_customer, subscription, action="skip"))

    assert before == count() == LIST_QUERIES


CHANGES = """query ($id: Int!) { subscription(entity_id: $id) { changes {
  actions next_run_earliest next_run_latest pause_until_earliest pause_until_latest } } }"""


def test_the_subscription_says_what_may_change_now_and_which_days_may_be_chosen(
    as_customer, subscription, settings
):
    # Given an active subscription and the shop's windows for dates
    settings.SUBSCRIPTION_NEXT_RUN_MAX_DAYS = 60
    settings.SUBSCRIPTION_PAUSE_MAX_MONTHS = 2

    # When the account asks what it may offer
    changes = as_customer(CHANGES, {"id": subscription.pk})["data"]["subscription"]["changes"]

    # Then it is what the services accept: no resume or reactivate, no staff price change
    assert changes["actions"] == [
        "pause",
        "skip",
        "ship_now",
        "cancel",
        "change_frequency",
        "change_next_run",
        "change_products",
        "change_address",
        "change_card",
        "rename",
        "set_journey_start",
        "change_coupon",
    ]
    assert (changes["next_run_earliest"], changes["next_run_latest"]) == (
        days(1).isoformat(),
        days(60).isoformat(),
    )
    assert changes["pause_until_earliest"] == days(1).isoformat()
    latest_pause = changes["pause_until_latest"]
    assert updated(update(as_customer, subscription, action="pause", pause_until=latest_pause))
    paused = as_customer(CHANGES, {"id": subscription.pk})["data"]["subscription"]["changes"]
    assert paused["actions"][:2] == ["resume", "cancel"]

    # And a canceled one may only be reactivated
    update(as_customer, subscription, action="cancel")
    canceled = as_customer(CHANGES, {"id": subscription.pk})["data"]["subscription"]["changes"]
    assert canceled["actions"] == ["reactivate"]


OFFERED = """query ($id: Int!) { subscription(entity_id: $id) { changes {
  max_quantity offered_products { sku is_core is_booster is_scalp } } } }"""


def test_the_subscription_offers_the_products_its_change_accepts(
    as_customer, subscription, core, settings
):
    # Given the catalogue's other formula, boosters for women and for men, and a scalp serum
    settings.CART_MAX_LINE_QUANTITY = 4
    men = plans("RW-CORE-M", "Rootwell Core for Men", bundle_keys="men")
    for_women = booster("RW-BOOST-W", "Biotin Booster", bundle_keys="women")
    for_men = booster("RW-BOOST-M", "Beard Booster", bundle_keys="men")
    serum = plans("RW-SCALP", "Scalp Serum", ("40.00", "110.00", "200.00"), is_scalp=True)

    # When the account asks what the monthly women's subscription may ship
    found = as_customer(OFFERED, {"id": subscription.pk})["data"]["subscription"]["changes"]

    # Then it is every monthly core formula, the women's booster and the serum, by name
    assert found["max_quantity"] == 4
    offered = [plan["sku"] for plan in found["offered_products"]]
    assert offered == [
        "RW-BOOST-W-1M-S01",
        "RW-CORE-M-1M-S01",
        "RW-CORE-W-1M-S01",
        "RW-SCALP-1M-S01",
    ]
    # And the change accepts each of them, and refuses the men's booster it does not offer
    products = [{"sku": sku, "qty": 1} for sku in offered]
    assert [line.sku for line in propose(subscription, products).lines] == offered
    with pytest.raises(InvalidProducts):
        propose(subscription, [{"sku": core[1].upc, "qty": 1}, {"sku": for_men[1].upc, "qty": 1}])
    assert (men[1].upc, for_women[1].upc, serum[1].upc) == (
        "RW-CORE-M-1M-S01",
        "RW-BOOST-W-1M-S01",
        "RW-SCALP-1M-S01",
    )
