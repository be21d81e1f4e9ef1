from decimal import Decimal

import factory

from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.models import CustomerSegmentKey, StoreCreditEntry


class StaffFactory(CustomerFactory):
    """A staff member who can use the dashboard."""

    email = factory.Sequence(lambda n: f"staff{n}@rootwell.example")
    is_staff = True


class StoreCreditEntryFactory(factory.django.DjangoModelFactory):
    """Credit granted by staff; pass a negative amount and action USED for a spend."""

    customer = factory.SubFactory(CustomerFactory)
    amount = Decimal("10.00")
    currency = "USD"
    action = StoreCreditEntry.Action.GRANTED
    note = "Sorry for the late delivery"
    created_by = factory.SubFactory(StaffFactory)

    class Meta:
        model = StoreCreditEntry


class CustomerSegmentKeyFactory(factory.django.DjangoModelFactory):
    customer = factory.SubFactory(CustomerFactory)
    name = factory.Sequence(lambda n: f"segment_{n}")

    class Meta:
        model = CustomerSegmentKey
