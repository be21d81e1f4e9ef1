"""The customer, plans and subscriptions most subscription, renewal and campaign tests start from,
shared by the root conftest (`pytest_plugins`); a test module that needs other plans defines its
own `core`, which takes precedence over these (and `subscription` is then made of its plans)."""

import pytest

from commerce.customers.tests.factories import CustomerFactory

from . import renewal_factories
from .factories import booster, ordered_subscription, plans


@pytest.fixture
def customer():
    """A signed-up customer with nothing bought yet."""
    return CustomerFactory()


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
    return renewal_factories.subscription(core[1])


@pytest.fixture
def subscription(core, customer):
    """Two monthly bottles of Rootwell Core at $79, first ordered ten days ago."""
    return ordered_subscription(customer, core[1], 2)
