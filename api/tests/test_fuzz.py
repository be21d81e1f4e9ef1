"""Schemathesis fuzzes every query and mutation of /graphql/, anonymously and as a signed-in
customer, against a shop with a catalogue, content and a customer's history (factories).

Run alone with `pytest -m fuzz`; see config/tests/fuzzing.py for what counts as a failure."""

import pytest
import schemathesis
from graphql import introspection_from_schema
from grapple.schema import schema as graphene_schema
from oscar.core.loading import get_model

from cms.home.tests.factories import make_womens_home
from commerce.address.tests.factories import UserAddressFactory
from commerce.basket.tests.factories import CORE_MONTHLY, core_catalogue
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.fulfilment.tests.factories import place_order
from commerce.loyalty.tests.factories import CampaignFactory, StoreCreditEntryFactory
from commerce.product_reviews.tests.factories import ReviewFactory
from commerce.subscriptions.tests.factories import booster
from commerce.subscriptions.tests.renewal_factories import subscription
from config.tests.fuzzing import Run, unlimited_rates

Product = get_model("catalogue", "Product")

# Generated documents per operation and identity: 94 root fields, twice, make well over 1,000
# (fewer where an operation has fewer distinct documents to give).
EXAMPLES = 10
MINIMUM_OPERATIONS = 1000


def shop_with_a_customer():
    """The women's home, Core with its four plans and a booster, and a customer with an address,
    a subscription (its order and stored card), a shipped order, store credit and a review."""
    make_womens_home()
    core = core_catalogue()
    booster()
    customer = CustomerFactory(email="casey@example.com")
    UserAddressFactory(user=customer)
    subscription(Product.objects.get(upc=CORE_MONTHLY), customer=customer)
    place_order(customer, shipment=True)
    StoreCreditEntryFactory(customer=customer)
    ReviewFactory(product=core, user=customer)
    CampaignFactory()
    return customer


@pytest.mark.fuzz
@pytest.mark.django_db
def test_fuzzed_graphql_operations_never_fail_on_the_server(settings):
    # Given a shop with data, rate limits far above what one run sends
    settings.RATE_LIMITS = unlimited_rates(settings.RATE_LIMITS)
    customer = shop_with_a_customer()
    run = Run()
    api = schemathesis.graphql.from_dict(introspection_from_schema(graphene_schema.graphql_schema))
    api.location = "/graphql/"
    operations = [result.ok() for result in api.get_all_operations()]

    # When each operation is sent with generated arguments and selections, anonymously and
    # with the customer's bearer token (a fresh one each time: a fuzzed revokeCustomerToken ends it)
    for operation in operations:
        run.fuzz(operation, EXAMPLES)
        run.fuzz(
            operation,
            EXAMPLES,
            headers=lambda: {"Authorization": f"Bearer {tokens.issue(customer)}"},
        )

    # Then the server answered every one without a fault, and there were enough of them
    print(f"\n{run.sent} GraphQL requests sent")
    assert run.failures == [], "\n\n".join(run.failures)
    assert len(operations) >= 90
    assert run.sent >= MINIMUM_OPERATIONS
