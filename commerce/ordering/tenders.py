"""Store credit as a payment tender beside the card. Its ledger (the customer's balance and its
debits) is kept by the app that owns it (commerce.loyalty), which registers it here from its
AppConfig.ready(); the placement mechanism debits it while reserving an order and gives it back
when the order is not placed, in the same transactions, without importing that app."""

from decimal import Decimal
from typing import Protocol


class StoreCreditLedger(Protocol):
    InsufficientStoreCredit: type[Exception]  # raised by debit(), having written nothing

    def balance(self, customer) -> Decimal: ...

    def locked_balance(self, customer) -> Decimal:
        """The balance, the customer's row locked for the rest of the caller's transaction."""

    def debit(self, customer, amount, *, note: str = ""): ...

    def give_back(self, customer, amount, note: str = ""): ...


_store_credit: list[StoreCreditLedger] = []


def register_store_credit(ledger: StoreCreditLedger) -> None:
    _store_credit[:] = [ledger]


def store_credit() -> StoreCreditLedger:
    if not _store_credit:
        raise LookupError("No store-credit ledger is registered (commerce.loyalty registers it).")
    return _store_credit[0]
