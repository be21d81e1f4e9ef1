"""A tiny in-process event bus: an app announces what happened and the apps that care listen,
so the announcer imports none of them.

A listener runs either after the announcing transaction commits (never when it rolls back; at
once outside a transaction), its failure logged and never raised, which suits whatever reacts
afterwards (analytics, emails); or, where atomicity demands it, inside that transaction, so that
what it writes commits or rolls back with the change announced (its failure rolls that back).

Listeners connect in their app's AppConfig.ready(). In-transaction listeners run in `rank`
order (lower first, then in the order they connected), so the announcer, not the order of
INSTALLED_APPS, decides which runs first.
"""

from collections.abc import Callable
from dataclasses import dataclass

from django.db import transaction


@dataclass(frozen=True)
class Listener:
    react: Callable[..., object]
    after_commit: bool
    rank: int


class Event:
    """Something that happened, announced with keyword facts (e.g. order=...)."""

    def __init__(self, name: str):
        self.name = name
        self._listeners: dict[Callable[..., object], Listener] = {}

    def __repr__(self) -> str:
        return f"Event({self.name!r})"

    def listen(
        self, react: Callable[..., object], *, after_commit: bool = True, rank: int = 0
    ) -> None:
        """`react(**facts)` hears every announcement from now on; connecting the same function
        again (a second ready(), a test) replaces it rather than calling it twice."""
        self._listeners[react] = Listener(react, after_commit, rank)

    def forget(self, react: Callable[..., object]) -> None:
        self._listeners.pop(react, None)

    def announce(self, **facts) -> None:
        """Runs the in-transaction listeners now and schedules the others for the commit."""
        for listener in sorted(self._listeners.values(), key=lambda listener: listener.rank):
            if listener.after_commit:
                # robust: a listener that fails afterwards is logged; the change stands.
                transaction.on_commit(_deliver(listener.react, facts), robust=True)
            else:
                listener.react(**facts)


def _deliver(react: Callable[..., object], facts: dict) -> Callable[[], object]:
    """The call on_commit makes, named after the listener in its log of a failure."""

    def deliver():
        return react(**facts)

    deliver.__qualname__ = getattr(react, "__qualname__", repr(react))
    return deliver
