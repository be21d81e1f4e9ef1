import factory

from commerce.payments.sandbox.models import CustomerProfile, Outcome, PaymentProfile


class CustomerProfileFactory(factory.django.DjangoModelFactory):
    profile_id = factory.Sequence(lambda n: f"{1000000000 + n}")
    merchant_customer_id = factory.Sequence(lambda n: f"merchant-{n}")
    email = factory.Sequence(lambda n: f"holder{n}@example.com")

    class Meta:
        model = CustomerProfile


class PaymentProfileFactory(factory.django.DjangoModelFactory):
    """A card the sandbox already stores; `outcome` picks how charges to it end."""

    customer_profile = factory.SubFactory(CustomerProfileFactory)
    payment_id = factory.Sequence(lambda n: f"{2000000000 + n}")
    brand = "VI"
    last4 = "4242"
    exp_month = 12
    exp_year = 2040
    outcome = Outcome.APPROVE

    class Meta:
        model = PaymentProfile
