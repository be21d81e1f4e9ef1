"""Store credit: a customer's balance is the sum of their ledger entries, never below zero."""

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal, InvalidOperation

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import F, Sum, Window

from .models import StoreCreditEntry

Action = StoreCreditEntry.Action
ZERO = Decimal("0.00")
CENT = Decimal("0.01")
DEBIT_ACTIONS = {Action.USED}
REWARD_ACTIONS = {Action.REFERRAL}
# Entries whose note the shop wrote for the customer (a staff note or a checkout key is not).
CUSTOMER_NOTE_ACTIONS = {Action.REFERRAL, Action.REFERRAL_TAKEN_BACK}
HISTORY_MAX_PAGE_SIZE = 100


class StoreCreditError(Exception):
    """A store-credit change that was refused; the message can be shown to staff or shoppers."""


class InsufficientStoreCredit(StoreCreditError):
    pass


@dataclass(frozen=True)
class HistoryItem:
    action: str
    amount: Decimal
    balance_after: Decimal
    currency: str
    created_at: datetime
    description: str = ""  # a line for the customer about the change, when the shop wrote one


@dataclass(frozen=True)
class HistoryPage:
    items: list[HistoryItem]
    total_count: int


def currency() -> str:
    return settings.STORE_CREDIT_CURRENCY


def max_grant() -> Decimal:
    return Decimal(settings.STORE_CREDIT_MAX_GRANT)


def balance(customer) -> Decimal:
    """The customer's balance: one aggregate query over their entries."""
    total = _entries_of(customer).aggregate(total=Sum("amount"))["total"]
    return ZERO if total is None else total.quantize(CENT)


def grant(customer, amount, note: str, by) -> StoreCreditEntry:
    """Staff member `by` adds `amount` of credit to the customer's balance."""
    if not (by.is_active and by.is_staff):
        raise StoreCreditError("Only staff can grant store credit.")
    amount = _valid_amount(amount)
    if amount > max_grant():
        raise StoreCreditError(f"Grant at most {max_grant()} at a time.")
    with transaction.atomic():
        _lock(customer)
        return StoreCreditEntry.objects.create(
            customer=customer,
            amount=amount,
            currency=currency(),
            action=Action.GRANTED,
            note=note.strip(),
            created_by=by,
        )


def reward(customer, amount, action=Action.REFERRAL, note: str = "") -> StoreCreditEntry:
    """Adds `amount` the shop owes the customer as a reward (a friend's referred order)."""
    if action not in REWARD_ACTIONS:
        raise StoreCreditError(f"{action!r} is not a reward of store credit.")
    return StoreCreditEntry.objects.create(
        customer=customer,
        amount=_valid_amount(amount),
        currency=currency(),
        action=action,
        note=note.strip(),
    )


def debit(customer, amount, action=Action.USED, note: str = "") -> StoreCreditEntry:
    """Spends `amount` of the customer's credit; more than the balance is refused and nothing
    is written."""
    if action not in DEBIT_ACTIONS:
        raise StoreCreditError(f"{action!r} is not a way to spend store credit.")
    amount = _valid_amount(amount)
    with transaction.atomic():
        # Serialises the customer's debits, so two at once cannot both spend the same credit.
        _lock(customer)
        available = balance(customer)
        if amount > available:
            raise InsufficientStoreCredit(
                f"Only {available} {currency()} of store credit is available."
            )
        return StoreCreditEntry.objects.create(
            customer=customer,
            amount=-amount,
            currency=currency(),
            action=action,
            note=note.strip(),
        )


def give_back(customer, amount, note: str = "") -> StoreCreditEntry:
    """Returns credit spent on an order that was not placed after all (a declined card, an
    order that could not be written): a REFUNDED entry. The caller makes it once per debit."""
    return StoreCreditEntry.objects.create(
        customer=customer,
        amount=_valid_amount(amount),
        currency=currency(),
        action=Action.REFUNDED,
        note=note.strip(),
    )


def take_back(customer, amount, note: str) -> StoreCreditEntry | None:
    """Takes back credit the shop gave and should not have (a referral whose friend's order was
    refunded): `amount`, or what is left of the balance when the customer has spent part of it,
    never leaving the balance below zero. None when nothing is left to take."""
    amount = _valid_amount(amount)
    with transaction.atomic():
        _lock(customer)
        taken = min(amount, balance(customer))
        if taken <= 0:
            return None
        return StoreCreditEntry.objects.create(
            customer=customer,
            amount=-taken,
            currency=currency(),
            action=Action.REFERRAL_TAKEN_BACK,
            note=note.strip()[:255],
        )


def locked_balance(customer) -> Decimal:
    """The customer's balance, their row locked for the rest of the caller's transaction: a debit
    made in it cannot find less credit than this."""
    _lock(customer)
    return balance(customer)


def history(customer, page: int = 1, page_size: int = 20) -> HistoryPage:
    """One page of the customer's entries, newest first, each with the balance it left.

    Two queries whatever the page size: the count, and the page with its running balances.
    """
    if page < 1 or not 1 <= page_size <= HISTORY_MAX_PAGE_SIZE:
        raise ValueError("page must be 1 or more and page_size between 1 and 100")
    entries = _entries_of(customer)
    offset = (page - 1) * page_size
    rows = (
        entries.annotate(balance_after=Window(Sum("amount"), order_by=F("id").asc()))
        .order_by("-id")
        .values("action", "amount", "balance_after", "currency", "created_at", "note")[
            offset : offset + page_size
        ]
    )
    items = [
        HistoryItem(
            action=Action(row["action"]).label,
            amount=row["amount"],
            balance_after=Decimal(row["balance_after"]).quantize(CENT),
            currency=row["currency"],
            created_at=row["created_at"],
            description=row["note"] if row["action"] in CUSTOMER_NOTE_ACTIONS else "",
        )
        for row in rows
    ]
    return HistoryPage(items=items, total_count=entries.count())


def _entries_of(customer):
    return StoreCreditEntry.objects.filter(customer=customer, currency=currency())


def _valid_amount(amount) -> Decimal:
    try:
        amount = Decimal(str(amount))
        if not amount.is_finite():
            raise InvalidOperation
        cents = amount.quantize(CENT)
    except InvalidOperation:
        raise StoreCreditError("Enter an amount of money, e.g. 25.00.") from None
    if amount <= 0:
        raise StoreCreditError("Enter an amount greater than zero.")
    if amount != cents:
        raise StoreCreditError("Enter an amount with at most 2 decimal places.")
    return cents


def _lock(customer) -> None:
    list(get_user_model().objects.select_for_update().filter(pk=customer.pk).values_list("pk"))
