from datetime import timedelta
from decimal import Decimal

import pytest
from django.core import mail
from django.core.management import call_command
from django.utils import timezone
from django.utils.formats import date_format
from oscar.core.loading import get_model

from commerce.basket.tests.factories import (
    CORE_3_MONTH,
    CORE_MONTHLY,
    CORE_ONE_TIME,
    core_catalogue,
)
from commerce.core.errors import DomainError
from commerce.customers.tests.factories import CustomerFactory
from commerce.ordering import payment_methods, placement
from commerce.ordering.errors import CheckoutError
from commerce.ordering.models import OrderPlacement
from commerce.payments.models import StoredCard
from commerce.payments.sandbox.gateway import SandboxGateway
from commerce.payments.sandbox.models import Charge
from commerce.payments.tests.factories import APPROVES, INSUFFICIENT_FUNDS, card_nonce
from commerce.subscriptions.models import Subscription
from commerce.subscriptions.schedule import add_months

from .factories import ready_cart

pytestmark = pytest.mark.django_db

Basket = get_model("basket", "Basket")
Order = get_model("order", "Order")
StockRecord = get_model("partner", "StockRecord")


def stock_of(sku):
    return StockRecord.objects.get(product__upc=sku)


def refusal(call):
    with pytest.raises(DomainError) as raised:
        call()
    return raised.value.code, raised.value.message


def test_a_guest_order_is_written_out_paid_and_its_stock_allocated():
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME, email="dana@example.com")

    order = placement.place_order(request, "key-1")

    # then the order is Oscar's, numbered from the basket, for the guest's email
    assert order.number == str(100000 + basket.pk)
    assert (order.guest_email, order.user, order.status) == ("dana@example.com", None, "Processing")
    assert (order.shipping_method, order.shipping_code) == (
        "Standard Shipping",
        "standard-shipping",
    )
    assert (order.total_incl_tax, order.shipping_incl_tax) == (Decimal("94.95"), Decimal("6.95"))
    address = order.shipping_address
    assert (address.line1, address.line4, address.state, address.postcode) == (
        "12 Grove Street",
        "New York",
        "New York",
        "10014",
    )
    assert order.billing_address.first_name == "Casey"
    # and the card was charged the server's total once, recorded as the API reports it
    [charge] = Charge.objects.all()
    assert charge.amount == Decimal("94.95")
    [source] = order.sources.all()
    assert (source.source_type.name, source.label, source.reference) == (
        "Card",
        "VI|4242",
        charge.transaction_id,
    )
    assert source.amount_allocated == source.amount_debited == Decimal("94.95")
    [event] = order.payment_events.all()
    assert (event.event_type.name, event.amount) == ("Settled", Decimal("94.95"))
    # and the stock is allocated once (not again by Oscar's order creator), the cart is done
    assert stock_of(CORE_ONE_TIME).num_allocated == 1
    basket.refresh_from_db()
    assert basket.status == Basket.SUBMITTED


def test_the_same_key_returns_the_same_order_and_charges_once():
    core_catalogue()
    request, _ = ready_cart(CORE_ONE_TIME)

    first = placement.place_order(request, "same-key")
    again = placement.place_order(request, "same-key")

    assert again.pk == first.pk
    assert Order.objects.count() == 1
    assert Charge.objects.count() == 1


def test_another_key_for_a_placed_cart_returns_its_order_without_charging_again():
    core_catalogue()
    request, _ = ready_cart(CORE_ONE_TIME)
    first = placement.place_order(request, "first-click")

    second = placement.place_order(request, "second-click")

    assert second.pk == first.pk
    assert Charge.objects.count() == 1


def test_a_key_of_another_cart_is_refused():
    core_catalogue()
    request, _ = ready_cart(CORE_ONE_TIME)
    placement.place_order(request, "shared-key")
    other_request, _ = ready_cart(CORE_ONE_TIME)

    assert refusal(lambda: placement.place_order(other_request, "shared-key")) == (
        "BAD_USER_INPUT",
        "That idempotency key was used for another cart.",
    )


def test_the_charge_key_is_random_not_a_row_id_another_database_also_has():
    core_catalogue()
    first, _ = ready_cart(CORE_ONE_TIME)
    second, _ = ready_cart(CORE_ONE_TIME)
    # staging, on the same gateway account, already charged its placement with these row ids
    for pk in range(1, 100):
        Charge.objects.create(
            idempotency_key=f"order-placement-{pk}",
            amount=Decimal("1.00"),
            currency="USD",
            outcome="approve",
            transaction_id=f"staging-{pk}",
        )

    placement.place_order(first, "first")
    placement.place_order(second, "second")

    keys = [str(row.charge_key) for row in OrderPlacement.objects.order_by("pk")]
    assert len(set(keys)) == 2
    assert set(
        Charge.objects.exclude(transaction_id__startswith="staging-").values_list(
            "idempotency_key", flat=True
        )
    ) == set(keys)


def test_a_charge_declined_for_funds_reopens_the_cart_as_it_was():
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME, card=INSUFFICIENT_FUNDS)

    assert refusal(lambda: placement.place_order(request, "key-1")) == (
        "PAYMENT_DECLINED",
        "Your card has insufficient funds. Please use a different card.",
    )

    # then no order exists, the stock is free again and the cart is open with its line
    assert not Order.objects.exists()
    assert not stock_of(CORE_ONE_TIME).num_allocated
    basket.refresh_from_db()
    assert basket.status == Basket.OPEN
    assert [line.product.upc for line in basket.all_lines()] == [CORE_ONE_TIME]
    assert OrderPlacement.objects.get().status == "declined"


def test_after_a_decline_a_new_card_places_the_order_even_with_the_same_key():
    core_catalogue()
    request, _ = ready_cart(CORE_ONE_TIME, card=INSUFFICIENT_FUNDS)
    with pytest.raises(CheckoutError):
        placement.place_order(request, "key-1")

    payment_methods.set_payment_method(request, "authnetcim", nonce=card_nonce(APPROVES))
    order = placement.place_order(request, "key-1")

    assert order.total_incl_tax == Decimal("94.95")
    assert [charge.outcome for charge in Charge.objects.order_by("pk")] == [
        "insufficient_funds",
        "approve",
    ]


def test_a_gateway_error_reopens_the_cart(monkeypatch):
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME)
    # the guest's card is gone from the gateway (deleted there)
    from commerce.payments.sandbox.models import PaymentProfile

    PaymentProfile.objects.all().delete()

    code, _ = refusal(lambda: placement.place_order(request, "key-1"))

    assert code == "PAYMENT_DECLINED"
    basket.refresh_from_db()
    assert basket.status == Basket.OPEN
    assert not stock_of(CORE_ONE_TIME).num_allocated


def test_the_server_charges_the_current_price_not_the_price_when_added():
    # Chosen rule: a line is priced from its stock record at placement, as the cart shows it
    # on the checkout page; the price stored on the basket line when added is never used.
    core_catalogue()
    request, _ = ready_cart(CORE_ONE_TIME)
    StockRecord.objects.filter(product__upc=CORE_ONE_TIME).update(price=Decimal("90.00"))

    order = placement.place_order(request, "key-1")

    assert order.total_incl_tax == Decimal("96.95")
    assert Charge.objects.get().amount == Decimal("96.95")


def test_the_last_units_are_not_oversold():
    core_catalogue()
    StockRecord.objects.filter(product__upc=CORE_ONE_TIME).update(num_in_stock=1)
    first, _ = ready_cart(CORE_ONE_TIME)
    second, basket = ready_cart(CORE_ONE_TIME)
    placement.place_order(first, "first")

    assert refusal(lambda: placement.place_order(second, "second")) == (
        "OUT_OF_STOCK",
        '"Rootwell Core for Women" is sold out.',
    )
    basket.refresh_from_db()
    assert basket.status == Basket.OPEN
    assert Charge.objects.count() == 1


def test_fewer_left_than_wanted_says_how_many():
    core_catalogue()
    StockRecord.objects.filter(product__upc=CORE_ONE_TIME).update(num_in_stock=5)
    first, _ = ready_cart(CORE_ONE_TIME)
    request, basket = ready_cart(CORE_ONE_TIME)
    basket.lines.update(quantity=3)
    placement.place_order(first, "first")
    stock_of(CORE_ONE_TIME).allocate(2)  # two more are on their way to other shoppers

    assert refusal(lambda: placement.place_order(request, "second")) == (
        "OUT_OF_STOCK",
        'Only 2 left of "Rootwell Core for Women".',
    )
    assert stock_of(CORE_ONE_TIME).num_allocated == 3


def test_lines_sharing_a_stock_record_are_counted_together():
    core_catalogue()
    StockRecord.objects.filter(product__upc=CORE_ONE_TIME).update(num_in_stock=1)
    request, basket = ready_cart(CORE_ONE_TIME)
    line = basket.lines.get()
    line.pk, line.line_reference = None, f"{line.line_reference}-gift"
    line.save()  # a second line of the same stock record

    assert refusal(lambda: placement.place_order(request, "key-1")) == (
        "OUT_OF_STOCK",
        'Only 1 left of "Rootwell Core for Women".',
    )
    assert not stock_of(CORE_ONE_TIME).num_allocated


@pytest.mark.parametrize(
    ("step", "code"),
    [
        ("email", "MISSING_EMAIL"),
        ("shipping_address", "MISSING_SHIPPING_ADDRESS"),
        ("billing_address", "MISSING_BILLING_ADDRESS"),
        ("card", "MISSING_PAYMENT_METHOD"),
    ],
)
def test_a_missing_step_is_named_and_changes_nothing(step, code):
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME)
    fields = {
        "email": {"guest_email": ""},
        "shipping_address": {"shipping_address": None},
        "billing_address": {"billing_address": None},
        "card": {"guest_card": None},
    }[step]
    type(basket.checkout).objects.filter(pk=basket.checkout.pk).update(**fields)

    assert refusal(lambda: placement.place_order(request, "key-1"))[0] == code
    basket.refresh_from_db()
    assert basket.status == Basket.OPEN
    assert not OrderPlacement.objects.exists()
    assert not stock_of(CORE_ONE_TIME).num_allocated
    assert not Charge.objects.exists()


def test_a_guest_cannot_place_a_subscription():
    core_catalogue()
    request, _ = ready_cart(CORE_MONTHLY)

    assert refusal(lambda: placement.place_order(request, "key-1")) == (
        "ACCOUNT_REQUIRED",
        "Please sign in or create an account to subscribe.",
    )


def test_a_lost_charge_response_is_settled_later_with_one_charge(monkeypatch):
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME)
    charge = SandboxGateway.charge

    def charged_but_lost(self, **kwargs):
        charge(self, **kwargs)
        raise TimeoutError("the gateway's answer never came")

    # when the gateway charges but its answer is lost
    monkeypatch.setattr(SandboxGateway, "charge", charged_but_lost)
    with pytest.raises(TimeoutError):
        placement.place_order(request, "key-1")
    monkeypatch.setattr(SandboxGateway, "charge", charge)

    # then the cart stays frozen (the outcome is unknown) while its request might still run
    assert refusal(lambda: placement.place_order(request, "key-2"))[0] == "ORDER_IN_PROGRESS"
    # and once that is past, the next attempt replays the same charge and places the order
    OrderPlacement.objects.update(
        created_at=OrderPlacement.objects.get().created_at
        - timedelta(seconds=placement.resume_after().total_seconds() + 1)
    )
    order = placement.place_order(request, "key-2")

    assert order.basket_id == basket.pk
    assert Charge.objects.count() == 1
    assert stock_of(CORE_ONE_TIME).num_allocated == 1


def lose_the_charge_answer(monkeypatch, request, *, charged=True):
    """placeOrder whose gateway answer is lost (the card charged or not): left pending."""
    charge = SandboxGateway.charge

    def lost(self, **kwargs):
        if charged:
            charge(self, **kwargs)
        raise TimeoutError("the gateway's answer never came")

    monkeypatch.setattr(SandboxGateway, "charge", lost)
    with pytest.raises(TimeoutError):
        placement.place_order(request, "key-1")
    monkeypatch.setattr(SandboxGateway, "charge", charge)
    assert OrderPlacement.objects.get().status == "pending"


def make_stale():
    OrderPlacement.objects.update(
        created_at=timezone.now() - placement.resume_after() - timedelta(seconds=1)
    )


def test_a_pending_placement_is_completed_by_the_job_once_stale(
    monkeypatch, django_capture_on_commit_callbacks
):
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME, email="dana@example.com")
    lose_the_charge_answer(monkeypatch, request)

    # a placement whose request may still run is left alone
    call_command("settle_placements")
    assert OrderPlacement.objects.get().status == "pending"

    make_stale()
    with django_capture_on_commit_callbacks(execute=True):
        call_command("settle_placements")

    # then the charge was replayed, not made again, and the order written from the cart
    settled = OrderPlacement.objects.get()
    assert settled.status == "placed"
    order = settled.order
    assert (order.basket_id, order.guest_email, order.total_incl_tax) == (
        basket.pk,
        "dana@example.com",
        Decimal("94.95"),
    )
    [charge] = Charge.objects.all()
    assert order.sources.get().reference == charge.transaction_id
    assert stock_of(CORE_ONE_TIME).num_allocated == 1
    basket.refresh_from_db()
    assert basket.status == Basket.SUBMITTED
    [message] = mail.outbox
    assert message.to == ["dana@example.com"]


def test_a_pending_placement_whose_charge_is_declined_reopens_the_cart(monkeypatch):
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME, card=INSUFFICIENT_FUNDS)
    lose_the_charge_answer(monkeypatch, request, charged=False)
    make_stale()

    call_command("settle_placements")

    assert OrderPlacement.objects.get().status == "declined"
    assert not Order.objects.exists()
    assert not stock_of(CORE_ONE_TIME).num_allocated
    basket.refresh_from_db()
    assert basket.status == Basket.OPEN


def break_order_writing(monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("the order could not be written")

    monkeypatch.setattr(placement.orders, "create_order", broken)


def assert_refunded_and_reopened(basket, sku=CORE_ONE_TIME):
    """No order, the one charge given back, the cart open again with nothing allocated."""
    settled = OrderPlacement.objects.get()
    [charge] = Charge.objects.all()
    assert settled.status == "refunded"
    assert (settled.transaction_id, settled.refund_transaction_id) == (
        charge.transaction_id,
        charge.refunds.get().transaction_id,
    )
    assert not Order.objects.exists()
    assert not stock_of(sku).num_allocated
    basket.refresh_from_db()
    assert basket.status == Basket.OPEN


def test_a_charged_placement_whose_order_fails_is_refunded_and_its_cart_reopened(
    monkeypatch, caplog
):
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME)
    lose_the_charge_answer(monkeypatch, request)
    make_stale()
    break_order_writing(monkeypatch)
    caplog.clear()

    call_command("settle_placements")
    call_command("settle_placements")  # settled: not charged, refunded or failing again

    assert_refunded_and_reopened(basket)
    [error] = [record for record in caplog.records if record.levelname == "ERROR"]
    assert error.getMessage().startswith(
        f"Placement {OrderPlacement.objects.get().pk} (basket {basket.pk}"
    )
    assert "the order could not be written" in error.exc_text


def test_a_charged_placement_whose_order_and_refund_fail_is_left_for_staff(monkeypatch, caplog):
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME)
    lose_the_charge_answer(monkeypatch, request)
    make_stale()
    break_order_writing(monkeypatch)

    def unreachable(self, **kwargs):
        raise TimeoutError("the gateway did not answer")

    monkeypatch.setattr(SandboxGateway, "refund", unreachable)
    caplog.clear()
    call_command("settle_placements")
    call_command("settle_placements")  # set aside: not charged and failing again every run

    pending = OrderPlacement.objects.get()
    assert pending.status == "attention"
    assert pending.transaction_id == Charge.objects.get().transaction_id
    errors = [record.getMessage() for record in caplog.records if record.levelname == "ERROR"]
    assert len(errors) == 2
    assert "could not be refunded; staff must settle it" in errors[1]
    assert not Order.objects.exists()
    basket.refresh_from_db()
    assert basket.status == Basket.FROZEN
    # and the shopper's retry is told the order is still being placed
    assert refusal(lambda: placement.place_order(request, "key-1"))[0] == "ORDER_IN_PROGRESS"


def test_a_placement_that_prices_differently_once_resumed_is_refunded(monkeypatch):
    # Chosen rule: the order's total is always the amount charged. A price changed between the
    # charge and a late settling means neither total is written: the charge is given back.
    core_catalogue()
    request, basket = ready_cart(CORE_ONE_TIME)
    lose_the_charge_answer(monkeypatch, request)
    StockRecord.objects.filter(product__upc=CORE_ONE_TIME).update(price=Decimal("90.00"))
    make_stale()

    # the shopper's retry is told, and can then buy at today's price
    assert refusal(lambda: placement.place_order(request, "key-1")) == (
        "ORDER_NOT_PLACED",
        "We couldn't place your order, so your payment was canceled. "
        "Please review your cart and try again.",
    )
    assert OrderPlacement.objects.get().amount == Decimal("94.95")
    assert_refunded_and_reopened(basket)
    order = placement.place_order(request, "key-1")
    assert order.total_incl_tax == Decimal("96.95")


def test_a_retry_with_the_key_settles_the_pending_cart_though_another_is_open(monkeypatch):
    core_catalogue()
    customer = CustomerFactory()
    request, basket = ready_cart(CORE_ONE_TIME, user=customer)
    lose_the_charge_answer(monkeypatch, request)
    ready_cart(CORE_MONTHLY, user=customer)  # a new open cart meanwhile
    make_stale()

    order = placement.place_order(request, "key-1")

    assert order.basket_id == basket.pk
    assert Charge.objects.count() == 1


def test_the_confirmation_email_is_sent_once_the_order_is_committed(
    django_capture_on_commit_callbacks, settings
):
    settings.FRONTEND_URL = "https://shop.example"
    core_catalogue()
    request, _ = ready_cart(CORE_ONE_TIME, email="dana@example.com")

    with django_capture_on_commit_callbacks(execute=True):
        order = placement.place_order(request, "key-1")

    [message] = mail.outbox
    assert message.to == ["dana@example.com"]
    assert message.subject == f"Your Rootwell order {order.number} is confirmed"
    assert "1 x Rootwell Core for Women (One-Time Purchase): $88.00" in message.body
    assert "Standard Shipping: $6.95" in message.body
    assert "Total: $94.95" in message.body
    assert "12 Grove Street" in message.body
    # the link outlives the confirmation page's token: a guest tracks the order
    assert (
        f"Track your order with its number, {order.number}, and this email address: "
        "https://shop.example/tracking/"
    ) in message.body
    assert "token=" not in message.body
    [(html, kind)] = message.alternatives
    assert kind == "text/html" and order.number in html


def test_a_customers_order_is_theirs():
    core_catalogue()
    customer = CustomerFactory(email="casey@example.com")
    request, _ = ready_cart(CORE_ONE_TIME, user=customer)

    order = placement.place_order(request, "key-1")

    assert (order.user, order.email, order.guest_email) == (customer, "casey@example.com", "")


def test_a_subscription_order_starts_its_plan_with_the_customers_new_card(
    django_capture_on_commit_callbacks, settings
):
    settings.FRONTEND_URL = "http://shop.test"
    core_catalogue()
    customer = CustomerFactory(email="casey@example.com")
    request, _ = ready_cart(CORE_3_MONTH, CORE_ONE_TIME, user=customer)

    with django_capture_on_commit_callbacks(execute=True):
        order = placement.place_order(request, "key-1", terms_accepted=True)

    # then the whole order ships free and one subscription renews every three months
    assert (order.shipping_method, order.total_incl_tax) == ("Free Shipping", Decimal("312.00"))
    [subscription] = Subscription.objects.filter(order=order)
    ordered_on = timezone.localdate(order.date_placed)
    assert subscription.sku == CORE_3_MONTH
    assert (subscription.frequency_count, subscription.frequency_unit) == (3, "month")
    assert subscription.next_run == add_months(ordered_on, 3)
    assert subscription.card == StoredCard.objects.get(customer=customer)
    # and the confirmation tells when it ships next
    [message] = mail.outbox
    assert f"Next shipment: {date_format(subscription.next_run, 'F j, Y')}" in message.body
    # and restates the auto-renewal terms and how to cancel online
    assert (
        "Your subscription renews every 90 days at $224, charged to the card you paid with, "
        "until you cancel." in message.body
    )
    cancel_online = (
        "Cancel online at any time before a renewal: http://shop.test/account/subscriptions/"
    )
    assert cancel_online in message.body
    # and links to the order in the customer's account
    assert f"See your order: http://shop.test/account/orders/{order.number}/" in message.body


def test_a_subscription_is_not_placed_without_consent_to_its_auto_renewal_terms():
    # given a customer's ready cart with a subscription plan
    core_catalogue()
    customer = CustomerFactory()
    request, _ = ready_cart(CORE_3_MONTH, user=customer)

    # when the order is placed without the terms accepted
    with pytest.raises(CheckoutError) as refused:
        placement.place_order(request, "key-1")

    # then it is refused, nothing is charged and the cart stays open
    assert (refused.value.code, str(refused.value)) == (
        "SUBSCRIPTION_TERMS_REQUIRED",
        "Please agree to the auto-renewal terms to subscribe.",
    )
    assert not OrderPlacement.objects.exists()
    assert Basket.objects.get(owner=customer).status == Basket.OPEN


def test_a_customer_without_a_cart_does_not_get_an_old_order_back():
    core_catalogue()
    customer = CustomerFactory()
    request, basket = ready_cart(CORE_ONE_TIME, user=customer)
    placement.place_order(request, "last-week")
    Basket.objects.filter(pk=basket.pk).update(date_submitted=timezone.now() - timedelta(days=7))

    assert refusal(lambda: placement.place_order(request, "today"))[0] == "CART_NOT_FOUND"


def test_a_single_use_coupon_spent_meanwhile_is_refused_before_the_charge():
    from commerce.basket import coupons
    from commerce.basket.vouchers import money_off_cart_voucher

    core_catalogue()
    Voucher = get_model("voucher", "Voucher")
    money_off_cart_voucher("ONCE10", Decimal("10.00"), usage=Voucher.SINGLE_USE)
    first, _ = ready_cart(CORE_ONE_TIME)
    second, basket = ready_cart(CORE_ONE_TIME)
    coupons.apply_coupon(first, "ONCE10")
    coupons.apply_coupon(second, "ONCE10")
    placement.place_order(first, "first")

    code, message = refusal(lambda: placement.place_order(second, "second"))

    assert code == "BAD_USER_INPUT"
    assert message.startswith('The coupon code "ONCE10" isn\'t valid.')
    assert Charge.objects.count() == 1
    basket.refresh_from_db()
    assert basket.status == Basket.OPEN


def single_use_coupon_on(*requests, code="ONCE10"):
    from commerce.basket import coupons
    from commerce.basket.vouchers import money_off_cart_voucher

    Voucher = get_model("voucher", "Voucher")
    voucher = money_off_cart_voucher(code, Decimal("10.00"), usage=Voucher.SINGLE_USE)
    for request in requests:
        coupons.apply_coupon(request, code)
    return voucher


def test_a_single_use_coupon_held_by_a_placement_under_way_is_refused_before_the_charge(
    monkeypatch,
):
    core_catalogue()
    first, _ = ready_cart(CORE_ONE_TIME)
    second, basket = ready_cart(CORE_ONE_TIME)
    single_use_coupon_on(first, second)
    lose_the_charge_answer(monkeypatch, first)  # the first cart's placement is under way

    code, message = refusal(lambda: placement.place_order(second, "second"))

    assert code == "BAD_USER_INPUT"
    assert message == (
        'The coupon code "ONCE10" isn\'t valid. Verify the code and try again. '
        "This voucher has already been used."
    )
    assert Charge.objects.count() == 1
    basket.refresh_from_db()
    assert basket.status == Basket.OPEN


def test_a_coupon_spent_after_the_charge_gives_the_money_back_and_the_cart(monkeypatch, caplog):
    core_catalogue()
    other, _ = ready_cart(CORE_ONE_TIME)
    other_order = placement.place_order(other, "other")
    request, basket = ready_cart(CORE_ONE_TIME)
    voucher = single_use_coupon_on(request)
    charge = SandboxGateway.charge

    def charge_while_staff_spend_the_code(self, **kwargs):
        # a use recorded outside checkout (by staff, say) while the card is being charged
        voucher.record_usage(other_order, other.user)
        return charge(self, **kwargs)

    monkeypatch.setattr(SandboxGateway, "charge", charge_while_staff_spend_the_code)
    caplog.clear()

    code, _ = refusal(lambda: placement.place_order(request, "mine"))

    assert code == "ORDER_NOT_PLACED"
    [kept, given_back] = Charge.objects.order_by("created_at")
    assert kept.transaction_id == other_order.sources.get().reference
    assert given_back.refunds.get().transaction_id
    assert Order.objects.get() == other_order
    basket.refresh_from_db()
    assert basket.status == Basket.OPEN
    [error] = [record for record in caplog.records if record.levelname == "ERROR"]
    assert "could not be written; refunding the charge" in error.getMessage()
    # and trying again is refused before any charge: the code is spent
    monkeypatch.setattr(SandboxGateway, "charge", charge)
    assert refusal(lambda: placement.place_order(request, "mine"))[0] == "BAD_USER_INPUT"
    assert Charge.objects.count() == 2
