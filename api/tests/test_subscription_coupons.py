"""A customer applying a shop coupon to their subscription: the estimate of the next renewal
with it, applying and removing it, and refusals that change nothing."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from oscar.core.loading import get_model

from commerce.basket.vouchers import money_off_cart_voucher, percent_off_voucher
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.customers.welcome_offer import first_subscription_voucher
from commerce.loyalty.tests.factories import CampaignFactory
from commerce.payments.sandbox.models import Charge
from commerce.subscriptions.renewals import renew_due
from commerce.subscriptions.tests.factories import booster, for_subscriptions, plans
from commerce.subscriptions.tests.renewal_factories import renewal_orders, subscription
from fixtures.vouchers import DEMO_PROMO_CODE, DEMO_PROMO_DESCRIPTION

from .test_subscription_updates import ESTIMATE_QUERIES, ONE_QUERIES

pytestmark = pytest.mark.django_db

Range = get_model("offer", "Range")
Voucher = get_model("voucher", "Voucher")

ESTIMATE = """mutation ($id: Int!, $products: [SubscriptionProductInput!]!, $coupon: String) {
  estimateSubscriptionQuote(subscription_entity_id: $id, subscription_products: $products,
    coupon_code: $coupon) {
    subtotal { value } discount_amount { value } grand_total { value } frequency_count } }"""
UPDATE = """mutation ($input: UpdateSubscriptionInput!) {
  updateSubscription(input: $input) {
    coupon_code
    subscription { coupon_code
      quote { subtotal { value } discount_amount { value } grand_total { value } }
      logs { action message } } } }"""
ONE = """query ($id: Int!) { subscription(entity_id: $id) { coupon_code coupon_renewals_left
  quote { items { sku } subtotal { value } discount_amount { value } grand_total { value } } } }"""
CORE_MONTHLY = "RW-CORE-W-1M-S01"
INVALID = 'The coupon code "{}" isn\'t valid. Verify the code and try again.'


@pytest.fixture
def started():
    """Two monthly bottles of Rootwell Core at $79, started ten days ago, on a card that pays."""
    core = plans(bundle_keys="women")
    return subscription(core[1], quantity=2, placed=timezone.now() - timedelta(days=10))


@pytest.fixture
def as_customer(graphql, started):
    headers = {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(started.customer)}"}
    return lambda query, variables: graphql(query, variables, **headers)


def its_products(started):
    return [{"sku": item["sku"], "qty": item["qty"]} for item in started.quote["items"]]


def estimate(as_customer, started, coupon=None, products=None):
    products = products or its_products(started)
    return as_customer(ESTIMATE, {"id": started.pk, "products": products, "coupon": coupon})


def apply(as_customer, started, code):
    return as_customer(UPDATE, {"input": {"entity_id": started.pk, "coupon_code": code}})


def data(body, name):
    assert "errors" not in body, body
    return body["data"][name]


def refusal(body):
    [error] = body["errors"]
    return error["extensions"]["code"], error["message"]


def money(quote):
    return tuple(quote[name]["value"] for name in ("subtotal", "discount_amount", "grand_total"))


def test_a_code_shows_the_next_renewal_with_its_discount_and_that_renewal_charges_it(
    as_customer, started
):
    # Given a 15%-off code the shop runs
    for_subscriptions(percent_off_voucher("AVA15", Decimal("15")))

    # When the customer prices it on their subscription, then applies it
    shown = data(estimate(as_customer, started, coupon=" ava15 "), "estimateSubscriptionQuote")
    applied = data(apply(as_customer, started, "ava15"), "updateSubscription")

    # Then the estimate shows what comes off the next renewal, and the subscription shows it
    assert money(shown) == ("158.00", "23.70", "134.30")
    assert applied["coupon_code"] == "AVA15"
    assert applied["subscription"]["coupon_code"] == "AVA15"
    assert money(applied["subscription"]["quote"]) == money(shown)
    assert applied["subscription"]["logs"][-1] == {
        "action": "changed",
        "message": "Coupon AVA15 applied.",
    }
    assert started.logs.last().actor == started.customer
    # And the estimate without a code counts the coupon, as the renewal will
    assert money(data(estimate(as_customer, started), "estimateSubscriptionQuote")) == money(shown)

    # When the subscription renews
    renew_due(started.next_run)

    # Then its order charges exactly what was shown
    [order] = renewal_orders(started)
    assert str(order.total_incl_tax) == shown["grand_total"]["value"]
    assert str(Charge.objects.get().amount) == "134.30"


def test_an_empty_code_removes_the_coupon_and_the_full_price_is_back(as_customer, started):
    for_subscriptions(money_off_cart_voucher("SAVE10", Decimal("10.00")))
    data(apply(as_customer, started, "SAVE10"), "updateSubscription")

    removed = data(apply(as_customer, started, ""), "updateSubscription")

    assert (removed["coupon_code"], removed["subscription"]["coupon_code"]) == (None, None)
    assert money(removed["subscription"]["quote"]) == ("158.00", "0.00", "158.00")
    assert [log["message"] for log in removed["subscription"]["logs"][-2:]] == [
        "Coupon SAVE10 applied.",
        "Coupon SAVE10 removed.",
    ]


def test_another_code_takes_the_place_of_the_first(as_customer, started):
    for_subscriptions(money_off_cart_voucher("SAVE10", Decimal("10.00")))
    for_subscriptions(percent_off_voucher("AVA15", Decimal("15")))
    data(apply(as_customer, started, "SAVE10"), "updateSubscription")

    replaced = data(apply(as_customer, started, "AVA15"), "updateSubscription")

    assert replaced["subscription"]["coupon_code"] == "AVA15"
    assert money(replaced["subscription"]["quote"]) == ("158.00", "23.70", "134.30")
    assert replaced["subscription"]["logs"][-1]["message"] == (
        "Coupon AVA15 applied in place of SAVE10."
    )


def expired(code):
    voucher = for_subscriptions(money_off_cart_voucher(code, Decimal("10.00")))
    Voucher.objects.filter(pk=voucher.pk).update(end_datetime=timezone.now() - timedelta(days=1))


def used_by(customer):
    def spend(code):
        voucher = for_subscriptions(
            money_off_cart_voucher(code, Decimal("10.00"), usage=Voucher.ONCE_PER_CUSTOMER)
        )
        voucher.applications.create(user=customer, order=customer.subscriptions.get().order)

    return spend


def on_nothing_it_ships(code):
    for_subscriptions(
        percent_off_voucher(code, Decimal("100"), on_range=Range.objects.create(name="Empty"))
    )


@pytest.mark.parametrize(
    ("code", "make", "reason"),
    [
        ("NOPE", lambda customer: lambda code: None, ""),
        ("OLD10", lambda customer: expired, ""),
        (
            "ONCE10",
            used_by,
            " You have already used this coupon in a previous order.",
        ),
        ("GIFT", lambda customer: on_nothing_it_ships, ""),
    ],
)
def test_a_code_that_cannot_take_anything_off_is_refused_and_changes_nothing(
    as_customer, started, code, make, reason
):
    # Given a subscription with a coupon already on it, and a code it cannot use
    for_subscriptions(money_off_cart_voucher("SAVE10", Decimal("10.00")))
    data(apply(as_customer, started, "SAVE10"), "updateSubscription")
    make(started.customer)(code)
    logs_before = started.logs.count()

    # When the customer prices it and applies it
    priced = estimate(as_customer, started, coupon=code)
    applied = apply(as_customer, started, code)

    # Then both are refused with the storefront's message, and the coupon on it stays
    expected = ("BAD_USER_INPUT", INVALID.format(code) + reason)
    assert refusal(priced) == refusal(applied) == expected
    found = data(as_customer(ONE, {"id": started.pk}), "subscription")
    assert found["coupon_code"] == "SAVE10"
    assert money(found["quote"]) == ("158.00", "10.00", "148.00")
    assert started.logs.count() == logs_before


def test_a_cart_code_is_refused_on_a_subscription_and_changes_nothing(as_customer, started):
    # Given a subscription with a subscription code on it, and the shop's cart codes: a seasonal
    # promotion valid for years and the first-order welcome code
    for_subscriptions(money_off_cart_voucher("SAVE10", Decimal("10.00")), renewals=3)
    data(apply(as_customer, started, "SAVE10"), "updateSubscription")
    money_off_cart_voucher("RESTART6", Decimal("60.00"))
    first_subscription_voucher(
        DEMO_PROMO_CODE, Decimal("10.00"), description=DEMO_PROMO_DESCRIPTION
    )
    logs_before = started.logs.count()

    for code in ("restart6", DEMO_PROMO_CODE):
        # When the customer prices it on their subscription and applies it
        priced = estimate(as_customer, started, coupon=code)
        applied = apply(as_customer, started, code)

        # Then both are refused as not for subscriptions, and the subscription keeps its own
        expected = (
            "COUPON_NOT_FOR_SUBSCRIPTIONS",
            f'The code "{code.upper()}" is for a single order at checkout and can\'t be applied '
            "to a subscription.",
        )
        assert refusal(priced) == refusal(applied) == expected
    found = data(as_customer(ONE, {"id": started.pk}), "subscription")
    assert (found["coupon_code"], found["coupon_renewals_left"]) == ("SAVE10", 3)
    assert money(found["quote"]) == ("158.00", "10.00", "148.00")
    assert started.logs.count() == logs_before


def test_a_campaigns_code_is_refused_when_typed_even_if_marked_for_subscriptions(
    as_customer, started
):
    # Given the upgrade campaign's coupon, which marketers also marked for one renewal
    coupon = for_subscriptions(percent_off_voucher("UPGRADE25", Decimal("25")), renewals=1)
    CampaignFactory(upgrade=True, upgrade_coupon=coupon)

    # When the customer types it
    priced = estimate(as_customer, started, coupon="UPGRADE25")
    applied = apply(as_customer, started, "UPGRADE25")

    # Then it is refused: only accepting the upgrade applies it
    expected = (
        "COUPON_NOT_FOR_SUBSCRIPTIONS",
        'The code "UPGRADE25" comes with a reward offer: accept the offer to get its discount.',
    )
    assert refusal(priced) == refusal(applied) == expected
    started.refresh_from_db()
    assert started.coupon is None


def test_a_subscription_code_discounts_exactly_its_renewals_then_drops_off(as_customer, started):
    # Given a code marketers made good for two renewals, applied to the subscription
    for_subscriptions(money_off_cart_voucher("STAY10", Decimal("10.00")), renewals=2)
    applied = data(apply(as_customer, started, "STAY10"), "updateSubscription")
    assert applied["coupon_code"] == "STAY10"

    # Then the subscription page shows the two shipments it discounts
    def page():
        found = data(as_customer(ONE, {"id": started.pk}), "subscription")
        return found["coupon_code"], found["coupon_renewals_left"], money(found["quote"])[2]

    assert page() == ("STAY10", 2, "148.00")

    # When it renews three times
    renew_due(started.next_run)
    after_first = page()
    started.refresh_from_db()
    renew_due(started.next_run)
    after_second = page()
    started.refresh_from_db()
    renew_due(started.next_run)

    # Then exactly the first two were discounted, and the code dropped off after the second
    assert after_first == ("STAY10", 1, "148.00")
    assert after_second == (None, 0, "158.00")
    totals = [str(order.total_incl_tax) for order in renewal_orders(started)]
    assert totals == ["148.00", "148.00", "158.00"]
    assert started.logs.filter(
        message="Coupon STAY10 has discounted its last renewal; removed."
    ).exists()

    # And applying it again starts no new count
    again = apply(as_customer, started, "STAY10")
    assert refusal(again) == (
        "BAD_USER_INPUT",
        INVALID.format("STAY10")
        + " It has already discounted all the shipments it can on this subscription.",
    )


def test_codes_cannot_be_guessed_through_a_subscription(as_customer, started, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "apply_coupon": {"ip": "3/15m"}}
    for guess in ("GUESS1", "GUESS2"):
        assert refusal(estimate(as_customer, started, coupon=guess))[0] == "BAD_USER_INPUT"
    assert refusal(apply(as_customer, started, "GUESS3"))[0] == "BAD_USER_INPUT"

    assert refusal(estimate(as_customer, started, coupon="GUESS4"))[0] == "TOO_MANY_REQUESTS"
    assert refusal(apply(as_customer, started, "GUESS5"))[0] == "TOO_MANY_REQUESTS"
    # Pricing the subscription as it is, and removing a coupon, guess nothing
    assert "errors" not in estimate(as_customer, started)
    assert "errors" not in apply(as_customer, started, "")


def test_another_customers_subscription_is_not_found(graphql, started):
    for_subscriptions(money_off_cart_voucher("SAVE10", Decimal("10.00")))
    stranger = {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(CustomerFactory())}"}
    variables = {"id": started.pk, "products": its_products(started), "coupon": "SAVE10"}

    priced = graphql(ESTIMATE, variables, **stranger)
    applied = graphql(
        UPDATE, {"input": {"entity_id": started.pk, "coupon_code": "SAVE10"}}, **stranger
    )

    not_found = ("NOT_FOUND", f'Could not find a subscription with ID "{started.pk}"')
    assert refusal(priced) == refusal(applied) == not_found
    started.refresh_from_db()
    assert started.coupon is None


# A coupon prices the renewal's basket in a savepoint that is rolled back: whether the customer
# may still use it, then the savepoint, the lines' stock records, the basket, its lines, its
# coupon, the coupon and its offers, Oscar's own check of the coupon, the lines with their
# products, the rollback and the savepoint's release. The same whatever it ships.
COUPON_QUERIES = 12


def test_the_subscription_and_its_estimate_read_a_fixed_number_of_queries_with_a_coupon(
    as_customer, started
):
    for_subscriptions(
        money_off_cart_voucher("ONCE10", Decimal("10.00"), usage=Voucher.ONCE_PER_CUSTOMER)
    )
    data(apply(as_customer, started, "ONCE10"), "updateSubscription")

    def count(query, variables):
        with CaptureQueriesContext(connection) as queries:
            body = as_customer(query, variables)
        assert "errors" not in body, body
        return len(queries)

    def counts():
        products = its_products(started)
        return (
            count(ONE, {"id": started.pk}),
            count(ESTIMATE, {"id": started.pk, "products": products, "coupon": None}),
        )

    few = counts()
    stress, gut = booster(), booster("RW-BOOST-GUT", "Gut Microbiome Booster")
    products = [{"sku": CORE_MONTHLY, "qty": 1}, {"sku": stress[1].upc, "qty": 1}]
    products.append({"sku": gut[1].upc, "qty": 1})
    change = {"entity_id": started.pk, "subscription_products": products}
    data(as_customer(UPDATE, {"input": change}), "updateSubscription")
    started.refresh_from_db()

    assert few == counts() == (ONE_QUERIES + COUPON_QUERIES, ESTIMATE_QUERIES + COUPON_QUERIES)
