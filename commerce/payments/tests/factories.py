import factory
from django.utils import timezone

from commerce.customers.tests.factories import CustomerFactory
from commerce.payments.billing_address import clean_billing_address
from commerce.payments.models import StoredCard
from commerce.payments.sandbox import nonces
from commerce.payments.sandbox.cards import card_fingerprint, check_card
from commerce.payments.sandbox.tests.factories import PaymentProfileFactory

APPROVES = "4242 4242 4242 4242"
DECLINES = "4000 0000 0000 0002"
INSUFFICIENT_FUNDS = "4000 0000 0000 9995"


def billing_address(**changes) -> dict:
    """A billing address as the storefront's card form sends it."""
    return {
        "firstname": "Casey",
        "lastname": "Rivera",
        "company": "",
        "street": ["12 Grove Street", "Apt 4"],
        "city": "New York",
        "region": {"region_code": "NY", "region": None, "region_id": None},
        "postcode": "10014",
        "country_id": "US",
        "telephone": "212 555 0199",
        **changes,
    }


def card_nonce(number: str = APPROVES, exp_month: int = 12, exp_year: int | None = None) -> str:
    """A nonce as the sandbox's tokenise endpoint hands it out, without the HTTP round trip."""
    card = check_card(
        card_number=number,
        exp_month=exp_month,
        exp_year=exp_year or timezone.localdate().year + 3,
        card_code="123",
    )
    return nonces.issue(card).value


class StoredCardFactory(factory.django.DjangoModelFactory):
    """A stored card, kept at the sandbox too (its payment profile)."""

    customer = factory.SubFactory(CustomerFactory)
    label = factory.LazyAttribute(lambda card: f"Visa ending {card.last4}")
    brand = "VI"
    last4 = "4242"
    exp_month = 12
    exp_year = factory.LazyFunction(lambda: timezone.localdate().year + 3)
    # A different card number for each card unless a test gives two the same.
    fingerprint = factory.Sequence(lambda n: card_fingerprint(f"{4000000000000000 + n}"))
    billing_address = factory.LazyFunction(lambda: clean_billing_address(billing_address()))
    gateway_card = factory.SubFactory(
        PaymentProfileFactory,
        last4=factory.SelfAttribute("..last4"),
        exp_month=factory.SelfAttribute("..exp_month"),
        exp_year=factory.SelfAttribute("..exp_year"),
    )
    profile_id = factory.SelfAttribute("gateway_card.customer_profile.profile_id")
    payment_id = factory.SelfAttribute("gateway_card.payment_id")

    class Meta:
        model = StoredCard
        exclude = ["gateway_card"]
