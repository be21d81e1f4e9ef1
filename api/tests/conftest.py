import pytest

from commerce.basket.tests.factories import signed_in_customer


@pytest.fixture
def customer_run(graphql):
    """Runs operations as one signed-in customer (`run.customer`), as the storefront sends them."""
    customer, headers = signed_in_customer(email="casey@example.com")

    def run(query, variables=None):
        return graphql(query, variables, **headers)

    run.customer = customer
    return run
