from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from commerce.address.services import AddressNotFound, create_address
from commerce.address.tests.factories import los_angeles_input
from commerce.address.validation import AddressError
from commerce.customers.tests.factories import CustomerFactory
from commerce.payments.services import CardError
from commerce.payments.tests.factories import StoredCardFactory
from commerce.subscriptions import edits, lifecycle
from commerce.subscriptions.models import Subscription
from commerce.subscriptions.rules import InvalidProducts, NotAllowed, StaffOnly

from .factories import booster, plans

pytestmark = pytest.mark.django_db


@pytest.fixture
def core():
    """Rootwell Core for Women's plans, in the women's bundles (the shared `subscription` is made
    of these)."""
    return plans(bundle_keys="women")


def items(subscription):
    return [(i["sku"], i["qty"], i["price"]) for i in subscription.quote["items"]]


def test_a_new_frequency_moves_each_line_to_that_plan_at_its_current_price(subscription, core):
    changed = edits.change_frequency(subscription, 3, actor=subscription.customer)

    changed.refresh_from_db()
    assert items(changed) == [("RW-CORE-W-3M-S01", 2, "224.00")]
    assert (changed.quote["subtotal"], changed.quote["grand_total"]) == ("448.00", "448.00")
    assert changed.frequency_count == 3
    assert changed.next_run == subscription.next_run  # the scheduled shipment keeps its date
    assert changed.plan_products["child_products"]["RW-CORE-W-3M-S01"]["billing_interval"] == 3
    assert changed.sku == "RW-CORE-W-1M-S01", "the plan it started on stays its identity"
    log = changed.logs.order_by("-id").first()
    assert log.action == "changed"
    assert log.message.startswith("Frequency changed from every month to every 3 months;")


def test_a_frequency_outside_1_3_6_is_refused(subscription):
    with pytest.raises(edits.SubscriptionError) as refused:
        edits.change_frequency(subscription, 2, actor=None)

    assert refused.value.code == "INVALID_FREQUENCY"


def test_a_product_without_a_plan_of_that_interval_cannot_move(subscription, core):
    core[6].is_public = False
    core[6].save()

    with pytest.raises(InvalidProducts) as refused:
        edits.change_frequency(subscription, 6, actor=None)

    assert refused.value.message == '"Rootwell Core for Women" is not offered every 6 month(s).'


def test_adding_a_booster_offered_for_its_bundle_keys_locks_its_price(subscription, core):
    stress = booster()

    changed = edits.change_products(
        subscription,
        [{"sku": "RW-CORE-W-1M-S01", "qty": 1}, {"sku": stress[1].upc, "qty": 1}],
        actor=None,
    )

    assert items(changed) == [("RW-CORE-W-1M-S01", 1, "79.00"), (stress[1].upc, 1, "30.00")]
    assert changed.quote["grand_total"] == "109.00"
    new_item = changed.quote["items"][1]
    assert new_item["item_id"] == changed.quote["items"][0]["item_id"] + 1
    assert new_item["product_id"] == stress[1].pk


def test_a_locked_price_survives_a_catalogue_price_change(subscription, core):
    record = core[1].stockrecords.first()
    record.price = Decimal("99.00")
    record.save()

    changed = edits.change_products(
        subscription, [{"sku": "RW-CORE-W-1M-S01", "qty": 3}], actor=None
    )

    assert items(changed) == [("RW-CORE-W-1M-S01", 3, "79.00")]


def test_a_booster_for_another_bundle_is_not_offered(subscription):
    mens = booster("RW-BOOST-MEN", "Men's Booster", bundle_keys="men")

    with pytest.raises(InvalidProducts) as refused:
        edits.change_products(
            subscription,
            [{"sku": "RW-CORE-W-1M-S01", "qty": 1}, {"sku": mens[1].upc, "qty": 1}],
            actor=None,
        )

    assert refused.value.message == "\"Men's Booster\" can't be added to this subscription."


def test_the_last_core_formula_cannot_be_removed(subscription):
    stress = booster()

    with pytest.raises(InvalidProducts) as refused:
        edits.change_products(subscription, [{"sku": stress[1].upc, "qty": 1}], actor=None)

    assert refused.value.message == "A subscription keeps at least one core formula."
    subscription.refresh_from_db()
    assert items(subscription) == [("RW-CORE-W-1M-S01", 2, "79.00")]


def test_a_formula_can_be_swapped_for_another_core_formula(subscription):
    vegan = plans("RW-VEGAN-W", "Rootwell Women's Vegan", ("84.00", "239.00", "449.00"))

    changed = edits.change_products(subscription, [{"sku": vegan[1].upc, "qty": 1}], actor=None)

    assert items(changed) == [(vegan[1].upc, 1, "84.00")]


@pytest.mark.parametrize(
    "products",
    [[], [{"sku": "RW-CORE-W-1M-S01", "qty": 0}], [{"sku": "RW-CORE-W-1M-S01", "qty": 11}]],
)
def test_empty_lists_and_quantities_out_of_range_are_refused(subscription, products):
    with pytest.raises(InvalidProducts):
        edits.change_products(subscription, products, actor=None)


def test_an_unknown_sku_is_refused(subscription):
    with pytest.raises(InvalidProducts) as refused:
        edits.change_products(subscription, [{"sku": "NOPE-S01", "qty": 1}], actor=None)

    assert refused.value.message == 'The product with SKU "NOPE-S01" could not be found.'


def test_a_saved_address_of_the_customer_becomes_the_shipping_address(subscription, customer):
    saved = create_address(customer, los_angeles_input())

    changed = edits.change_address(subscription, customer_address_id=saved.pk, actor=customer)

    shipping = changed.quote["shipping_address"]
    assert (shipping["street"], shipping["region"], shipping["customer_address_id"]) == (
        ["500 Sunset Blvd"],
        "California",
        saved.pk,
    )
    assert changed.ships_to_california is True


def test_another_customers_saved_address_is_as_missing_as_an_unknown_one(subscription):
    theirs = create_address(CustomerFactory(), los_angeles_input())

    with pytest.raises(AddressNotFound) as refused:
        edits.change_address(subscription, customer_address_id=theirs.pk, actor=None)

    assert refused.value.message == f'Could not find a address with ID "{theirs.pk}"'


def test_a_new_address_is_checked_as_checkout_checks_it(subscription):
    changed = edits.change_address(subscription, address=los_angeles_input(), actor=None)
    assert changed.quote["shipping_address"]["postcode"] == "90028"

    with pytest.raises(AddressError) as refused:
        edits.change_address(subscription, address=los_angeles_input(postcode="ABC"), actor=None)
    assert refused.value.message == "Enter a ZIP code as 12345 or 12345-6789."
    with pytest.raises(AddressError):
        edits.change_address(subscription, address=los_angeles_input(telephone=""), actor=None)


def test_another_stored_card_of_the_customer_pays_renewals(subscription, customer):
    card = StoredCardFactory(customer=customer, last4="1881", label="Visa ending 1881")

    changed = edits.change_card(subscription, card.hash, actor=customer)

    assert changed.card == card
    assert changed.quote["payment"]["cc_last_4"] == "1881"
    assert changed.logs.order_by("-id").first().message == "Card changed to Visa ending 1881."


def test_a_card_that_is_another_customers_inactive_or_expired_is_refused(subscription, customer):
    theirs = StoredCardFactory()
    off = StoredCardFactory(customer=customer, active=False)
    expired = StoredCardFactory(customer=customer, exp_year=timezone.localdate().year - 1)

    with pytest.raises(CardError) as refused:
        edits.change_card(subscription, theirs.hash, actor=None)
    assert refused.value.code == "NOT_FOUND"
    with pytest.raises(edits.CardUnusable):
        edits.change_card(subscription, off.hash, actor=None)
    with pytest.raises(edits.CardUnusable) as refused:
        edits.change_card(subscription, expired.hash, actor=None)
    assert refused.value.message == "The card has expired."


def test_renaming_cleans_the_name_and_refuses_an_empty_one(subscription):
    assert edits.rename(subscription, " My\u200b hair ", actor=None).name == "My hair"
    with pytest.raises(edits.SubscriptionError):
        edits.rename(subscription, "   ", actor=None)


def test_the_journey_start_date_is_any_day_up_to_today(subscription):
    today = timezone.localdate()

    assert edits.set_journey_start_date(subscription, today, actor=None).journey_start_date == today
    with pytest.raises(edits.SubscriptionError) as refused:
        edits.set_journey_start_date(subscription, today + timedelta(days=1), actor=None)
    assert str(refused.value) == "The journey start date can't be in the future."


def test_the_journey_cannot_start_before_the_customers_first_order(subscription):
    # Given a subscription whose customer first ordered 10 days ago (the fixture's order)
    first_day = timezone.localdate(subscription.order.date_placed)
    years_ago = first_day.replace(year=2020, month=1, day=1)

    # When the journey is set to start years before it, it is refused, saying from when
    with pytest.raises(edits.SubscriptionError) as refused:
        edits.set_journey_start_date(subscription, years_ago, actor=None)
    assert str(refused.value) == (
        "The journey start date can't be before your first order, on "
        f"{first_day:%B} {first_day.day}, {first_day.year}."
    )
    subscription.refresh_from_db()
    assert subscription.journey_start_date != years_ago

    # and the day of the first order itself is accepted
    changed = edits.set_journey_start_date(subscription, first_day, actor=None)
    assert changed.journey_start_date == first_day


def test_staff_set_a_price_that_renewals_charge(subscription):
    staff = CustomerFactory(is_staff=True)

    changed = edits.change_price(
        subscription,
        prices={"RW-CORE-W-1M-S01": Decimal("70")},
        custom_discount=Decimal("5"),
        actor=staff,
    )

    assert items(changed) == [("RW-CORE-W-1M-S01", 2, "70.00")]
    assert changed.quote["grand_total"] == "135.00"
    log = changed.logs.order_by("-id").first()
    assert (log.action, log.actor) == ("price_changed", staff)


def test_a_customer_cannot_change_the_price(subscription, customer):
    with pytest.raises(StaffOnly):
        edits.change_price(subscription, custom_discount=Decimal("50"), actor=customer)


def test_a_canceled_subscription_cannot_be_edited(subscription):
    lifecycle.cancel(subscription, actor=None)

    with pytest.raises(NotAllowed) as refused:
        edits.rename(subscription, "Mine", actor=None)

    assert refused.value.message == "You can't rename a subscription that is canceled."


def test_a_declined_renewal_cannot_change_frequency_but_can_change_card(subscription, customer):
    Subscription.objects.filter(pk=subscription.pk).update(status="payment_failed")

    with pytest.raises(NotAllowed):
        edits.change_frequency(subscription, 3, actor=None)
    card = StoredCardFactory(customer=customer)
    assert edits.change_card(subscription, card.hash, actor=None).card == card
