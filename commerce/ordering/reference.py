"""Reference rows orders are written with (the countries of their addresses, the partners of their
lines, the kinds of their payment records): read once per batch of orders, not once per order.

A batch (a worker's share of renewals) runs inside `kept()`: there a row read once is kept for the
rest of the batch, which lasts seconds; outside it every lookup reads the database. A row is kept
only once the transaction that read it has committed, so that a row created in a transaction
that was rolled back is never kept.
"""

from collections.abc import Callable, Hashable, Iterable
from contextlib import contextmanager
from contextvars import ContextVar

from django.db import transaction

_kept: ContextVar[dict | None] = ContextVar("reference_rows", default=None)


@contextmanager
def kept():
    """Keeps the reference rows read inside it until it ends."""
    token = _kept.set({})
    try:
        yield
    finally:
        _kept.reset(token)


def rows(kind: str, keys: Iterable[Hashable], load: Callable[[set], dict]) -> dict:
    """{key: row} of the keys (one `kind` of row): those kept, and the others as `load(keys)`
    reads them (a key it does not find is left out)."""
    keys = set(keys)
    store = _kept.get()
    if store is None:
        return load(keys) if keys else {}
    known = store.setdefault(kind, {})
    found = {key: known[key] for key in keys if key in known}
    missing = keys - found.keys()
    if missing:
        loaded = load(missing)
        found.update(loaded)
        transaction.on_commit(lambda: known.update(loaded))
    return found


def row(kind: str, key: Hashable, load: Callable[[], object]):
    """The one row `load()` reads (or creates), kept as `rows` keeps them."""
    return rows(kind, [key], lambda keys: {key: load()})[key]
