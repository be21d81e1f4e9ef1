from decimal import Decimal

import pytest

from commerce.customers.tests.factories import CustomerFactory
from commerce.payments import services
from commerce.payments.gateway import GatewayError, IdempotencyKeyReused, PaymentProfileNotFound
from commerce.payments.sandbox.gateway import SandboxGateway
from commerce.payments.sandbox.models import Charge, Outcome, Refund

from .factories import INSUFFICIENT_FUNDS, StoredCardFactory, billing_address, card_nonce

pytestmark = pytest.mark.django_db

AMOUNT = Decimal("224.00")


def charge(card, key="renewal-7-2026-05", amount=AMOUNT, currency="USD"):
    return services.charge_card(card, amount=amount, currency=currency, idempotency_key=key)


def test_4242_is_charged_the_exact_amount():
    card = StoredCardFactory()

    result = charge(card, amount=Decimal("79.20"))

    assert result.approved and result.transaction_id and not result.decline_code
    assert (result.amount, result.currency) == (Decimal("79.20"), "USD")
    recorded = Charge.objects.get()
    assert (recorded.amount, recorded.outcome) == (Decimal("79.20"), "approve")
    assert (recorded.profile_id, recorded.payment_id) == (card.profile_id, card.payment_id)


def test_a_declining_card_is_declined_as_an_answer_not_an_error():
    card = StoredCardFactory(gateway_card__outcome=Outcome.DECLINE)

    result = charge(card)

    assert not result.approved
    assert result.decline_code == "card_declined"
    assert result.message == "Your card was declined. Please use a different card."


def test_9995_stores_fine_and_declines_charges_for_insufficient_funds():
    card = services.add_card(
        CustomerFactory(), nonce=card_nonce(INSUFFICIENT_FUNDS), billing_address=billing_address()
    )

    result = charge(card)

    assert not result.approved
    assert result.decline_code == "insufficient_funds"
    assert result.message == "Your card has insufficient funds. Please use a different card."


def test_the_same_idempotency_key_replays_the_first_charge_instead_of_charging_again():
    card = StoredCardFactory()

    first, again = charge(card), charge(card, amount=Decimal("224"))

    assert first == again
    assert Charge.objects.count() == 1


def test_a_new_key_is_a_new_charge():
    card = StoredCardFactory()

    first, second = charge(card, key="renewal-7-2026-05"), charge(card, key="renewal-7-2026-08")

    assert first.transaction_id != second.transaction_id
    assert Charge.objects.count() == 2


@pytest.mark.parametrize(
    "changes",
    [{"amount": Decimal("1.00")}, {"currency": "EUR"}, {"card": "another"}],
)
def test_reusing_a_key_for_a_different_charge_is_refused(changes):
    card = StoredCardFactory()
    charge(card)
    if changes.pop("card", None):
        changes["card"] = StoredCardFactory(customer=card.customer)

    with pytest.raises(IdempotencyKeyReused):
        charge(**{"card": card, **changes})

    assert Charge.objects.count() == 1


@pytest.mark.parametrize(
    "amount", [224.0, Decimal("224.001"), Decimal("0"), Decimal("-5"), Decimal("NaN"), 224]
)
def test_only_positive_decimal_amounts_in_whole_cents_are_charged(amount):
    with pytest.raises(ValueError):
        charge(StoredCardFactory(), amount=amount)

    assert not Charge.objects.exists()


def test_a_charge_needs_an_idempotency_key():
    with pytest.raises(ValueError):
        charge(StoredCardFactory(), key="")


def test_a_card_the_gateway_no_longer_holds_cannot_be_charged():
    card = StoredCardFactory()
    services.delete_card(card.customer, card.hash)

    with pytest.raises(PaymentProfileNotFound):
        charge(card)

    assert not Charge.objects.exists()


def test_a_charge_that_loses_a_race_for_its_key_replays_the_winner(monkeypatch):
    """Two renewal jobs charge at once: the second gets past the "charged already?" check before
    the first records its charge. The key's unique constraint lets only one charge through.

    (Interleaved in one thread: a test with real threads would need a transactional test
    database, which empties the tables that migrations fill for the tests after it.)
    """
    card = StoredCardFactory()
    find_card = SandboxGateway._payment_profiles
    other_job = []

    def the_other_job_charges_first(profile_id, payment_id):
        monkeypatch.setattr(SandboxGateway, "_payment_profiles", staticmethod(find_card))
        other_job.append(charge(card, key="renewal-7-2026-05"))
        return find_card(profile_id, payment_id)

    monkeypatch.setattr(
        SandboxGateway, "_payment_profiles", staticmethod(the_other_job_charges_first)
    )

    result = charge(card, key="renewal-7-2026-05")

    assert result == other_job[0] and result.approved
    assert Charge.objects.count() == 1


def test_an_approved_charge_is_refunded_in_full_once_however_often_asked():
    card = StoredCardFactory()
    charged = charge(card)

    first = SandboxGateway().refund(transaction_id=charged.transaction_id, idempotency_key="r-1")
    again = SandboxGateway().refund(transaction_id=charged.transaction_id, idempotency_key="r-1")

    assert first == again
    assert (first.charge_transaction_id, first.amount) == (charged.transaction_id, AMOUNT)
    assert first.transaction_id != charged.transaction_id
    assert Refund.objects.get().charge == Charge.objects.get()


def test_a_refunded_charge_is_not_refunded_again_under_another_key():
    charged = charge(StoredCardFactory())
    SandboxGateway().refund(transaction_id=charged.transaction_id, idempotency_key="r-1")

    with pytest.raises(IdempotencyKeyReused):
        SandboxGateway().refund(transaction_id=charged.transaction_id, idempotency_key="r-2")
    assert Refund.objects.count() == 1


def test_only_an_approved_charge_can_be_refunded():
    declined = charge(StoredCardFactory(gateway_card__outcome=Outcome.DECLINE))

    for transaction_id in (declined.transaction_id, "no-such-charge"):
        with pytest.raises(GatewayError):
            SandboxGateway().refund(transaction_id=transaction_id, idempotency_key="r-1")
    assert not Refund.objects.exists()


def test_part_of_a_charge_is_refunded_and_the_rest_later_never_more_than_was_charged():
    charged = charge(StoredCardFactory())  # 224.00
    gateway = SandboxGateway()

    part = gateway.refund(
        transaction_id=charged.transaction_id, idempotency_key="r-1", amount=Decimal("88.00")
    )
    again = gateway.refund(
        transaction_id=charged.transaction_id, idempotency_key="r-1", amount=Decimal("88.00")
    )
    with pytest.raises(GatewayError, match="Only 136.00 USD of that charge is left."):
        gateway.refund(
            transaction_id=charged.transaction_id, idempotency_key="r-2", amount=Decimal("136.01")
        )
    rest = gateway.refund(transaction_id=charged.transaction_id, idempotency_key="r-3")

    assert part == again and part.amount == Decimal("88.00")
    assert rest.amount == Decimal("136.00")
    assert sorted(r.amount for r in Refund.objects.all()) == [Decimal("88.00"), Decimal("136.00")]
    with pytest.raises(IdempotencyKeyReused):
        gateway.refund(transaction_id=charged.transaction_id, idempotency_key="r-4")


def test_a_refund_key_replayed_with_another_amount_is_refused():
    charged = charge(StoredCardFactory())
    gateway = SandboxGateway()
    gateway.refund(
        transaction_id=charged.transaction_id, idempotency_key="r-1", amount=Decimal("10.00")
    )

    with pytest.raises(IdempotencyKeyReused):
        gateway.refund(
            transaction_id=charged.transaction_id, idempotency_key="r-1", amount=Decimal("20.00")
        )
    for bad in (Decimal("0"), Decimal("1.005"), 10.0):
        with pytest.raises(ValueError):
            gateway.refund(transaction_id=charged.transaction_id, idempotency_key="r-9", amount=bad)
    assert Refund.objects.count() == 1
