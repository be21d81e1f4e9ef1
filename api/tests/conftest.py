import pytest

from commerce.basket.tests.factories import signed_in_customer
from commerce.customers import tokens


@pytest.fixture
def customer_run(graphql):
    """Runs operations as one signed-in customer (`run.customer`), as the storefront sends them."""
    customer, headers = signed_in_customer(email="casey@example.com")

    def run(query, variables=None):
        return graphql(query, variables, **headers)

    run.customer = customer
    return run


@pytest.fixture
def as_customer(graphql, customer):
    """Runs operations as the test module's `customer`, signed in with a bearer token."""
    headers = {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}

    def run(query, variables=None):
        return graphql(query, variables, **headers)

    return run
