from decimal import Decimal

import pytest
from django.db.models import ProtectedError

from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty import store_credit
from commerce.loyalty.models import AppendOnlyError, StoreCreditEntry

from .factories import StaffFactory, StoreCreditEntryFactory

pytestmark = pytest.mark.django_db


def test_the_balance_is_the_sum_of_the_customers_entries():
    customer = CustomerFactory()
    staff = StaffFactory()
    store_credit.grant(customer, Decimal("25.10"), "Late delivery", by=staff)
    store_credit.grant(customer, "14.90", "Birthday", by=staff)
    store_credit.debit(customer, Decimal("5.25"), note="Order 100023")
    StoreCreditEntryFactory(amount=Decimal("99.00"))  # another customer's

    assert store_credit.balance(customer) == Decimal("34.75")
    assert str(store_credit.balance(customer)) == "34.75"


def test_a_customer_without_entries_has_a_zero_balance():
    assert str(store_credit.balance(CustomerFactory())) == "0.00"


def test_a_grant_records_who_made_it_and_why():
    customer, staff = CustomerFactory(), StaffFactory()

    entry = store_credit.grant(customer, Decimal("20"), "  Sorry for the delay  ", by=staff)

    entry.refresh_from_db()
    assert (entry.amount, entry.currency, entry.action) == (Decimal("20.00"), "USD", "granted")
    assert entry.get_action_display() == "Granted by staff"
    assert (entry.note, entry.created_by) == ("Sorry for the delay", staff)


@pytest.mark.parametrize(
    ("amount", "message"),
    [
        ("0", "Enter an amount greater than zero."),
        ("-5", "Enter an amount greater than zero."),
        ("1.005", "Enter an amount with at most 2 decimal places."),
        ("ten", "Enter an amount of money, e.g. 25.00."),
        ("NaN", "Enter an amount of money, e.g. 25.00."),
        ("1000.01", "Grant at most 1000.00 at a time."),
    ],
)
def test_a_grant_of_a_bad_amount_is_refused_and_nothing_is_written(amount, message):
    customer = CustomerFactory()

    with pytest.raises(store_credit.StoreCreditError, match=message.replace(".", r"\.")):
        store_credit.grant(customer, amount, "Typo", by=StaffFactory())

    assert not StoreCreditEntry.objects.exists()


def test_only_staff_can_grant():
    customer = CustomerFactory()

    with pytest.raises(store_credit.StoreCreditError, match="Only staff"):
        store_credit.grant(customer, Decimal("5"), "Self-service", by=customer)

    assert store_credit.balance(customer) == 0


def test_a_debit_within_the_balance_is_written_as_a_negative_entry():
    customer = CustomerFactory()
    StoreCreditEntryFactory(customer=customer, amount=Decimal("30.00"))

    entry = store_credit.debit(customer, Decimal("30.00"), note="Order 100024")

    assert (entry.amount, entry.action, entry.created_by) == (Decimal("-30.00"), "used", None)
    assert store_credit.balance(customer) == 0


def test_a_debit_beyond_the_balance_is_refused_and_nothing_is_written():
    customer = CustomerFactory()
    StoreCreditEntryFactory(customer=customer, amount=Decimal("10.00"))

    with pytest.raises(store_credit.InsufficientStoreCredit, match=r"Only 10\.00 USD"):
        store_credit.debit(customer, Decimal("10.01"))

    assert StoreCreditEntry.objects.filter(customer=customer).count() == 1
    assert store_credit.balance(customer) == Decimal("10.00")


def test_a_debit_must_be_a_way_of_spending():
    customer = CustomerFactory()
    StoreCreditEntryFactory(customer=customer, amount=Decimal("10.00"))

    with pytest.raises(store_credit.StoreCreditError):
        store_credit.debit(customer, Decimal("1.00"), action=StoreCreditEntry.Action.GRANTED)

    assert store_credit.balance(customer) == Decimal("10.00")


def test_entries_are_never_changed_or_deleted():
    entry = StoreCreditEntryFactory(amount=Decimal("10.00"))
    entry.amount = Decimal("1000.00")
    entries = StoreCreditEntry.objects.all()

    refusals = [
        entry.save,
        entry.delete,
        lambda: entries.update(amount=Decimal("1000.00")),
        lambda: entries.delete(),
        lambda: entries.bulk_update([entry], ["amount"]),
        lambda: entries.update_or_create(pk=entry.pk, defaults={"amount": 1}),
    ]
    for refused in refusals:
        with pytest.raises(AppendOnlyError):
            refused()

    assert StoreCreditEntry.objects.get().amount == Decimal("10.00")


def test_a_customer_with_a_ledger_cannot_be_deleted_out_from_under_it():
    entry = StoreCreditEntryFactory()

    with pytest.raises(ProtectedError):
        entry.customer.delete()

    assert StoreCreditEntry.objects.count() == 1


def test_history_pages_newest_first_with_the_balance_each_entry_left():
    customer = CustomerFactory()
    for amount in ("10.00", "20.00", "-5.00", "7.50", "-2.50"):
        action = "used" if amount.startswith("-") else "granted"
        StoreCreditEntryFactory(customer=customer, amount=Decimal(amount), action=action)
    StoreCreditEntryFactory(amount=Decimal("500.00"))  # another customer's

    first = store_credit.history(customer, page=1, page_size=2)
    last = store_credit.history(customer, page=3, page_size=2)
    beyond = store_credit.history(customer, page=4, page_size=2)

    assert first.total_count == last.total_count == beyond.total_count == 5
    assert [(i.action, i.amount, i.balance_after) for i in first.items] == [
        ("Used on an order", Decimal("-2.50"), Decimal("30.00")),
        ("Granted by staff", Decimal("7.50"), Decimal("32.50")),
    ]
    assert [(i.amount, i.balance_after) for i in last.items] == [
        (Decimal("10.00"), Decimal("10.00"))
    ]
    assert beyond.items == []


@pytest.mark.parametrize(("page", "page_size"), [(0, 20), (1, 0), (1, 101)])
def test_history_refuses_pages_out_of_range(page, page_size):
    with pytest.raises(ValueError):
        store_credit.history(CustomerFactory(), page=page, page_size=page_size)
