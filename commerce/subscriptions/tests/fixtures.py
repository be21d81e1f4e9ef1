"""The plans and subscriptions most subscription, renewal and campaign tests start from, shared by
the root conftest (`pytest_plugins`); a test module that needs other plans defines its own
`core`, which takes precedence over these."""

import pytest

from .factories import booster, plans
from .renewal_factories import subscription


@pytest.fixture
def core():
    """Rootwell Core's plans: $79 monthly, $224 every three months, $422 every six."""
    return plans()


@pytest.fixture
def stress():
    """The Stress Adaptogen booster, addable to a subscription."""
    return booster()


@pytest.fixture
def monthly(core):
    """Rootwell Core monthly at $79, renewing on Feb 28, 2026."""
    return subscription(core[1])
