"""The account page's one operation: profile, addresses, store credit and cards together."""

import pytest

from commerce.address.tests.factories import UserAddressFactory
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.tests.factories import StoreCreditEntryFactory
from commerce.payments.tests.factories import StoredCardFactory

pytestmark = pytest.mark.django_db

# Issue 4's budget for this operation, whatever the number of addresses and cards.
MAX_QUERIES = 6

ACCOUNT_PAGE = """{
  customer {
    entity_id firstname lastname email telephone gender refill_opt_in
    addresses {
      id firstname lastname company street city postcode telephone country_code
      region { region_code region region_id } default_shipping default_billing
    }
    store_credit { current_balance { value currency } }
  }
  tokenBaseCards {
    hash label expires active
    address { city region { region_code } }
    additional { cc_type cc_last4 cc_exp_month cc_exp_year }
  }
}"""


def account_of(count: int):
    customer = CustomerFactory()
    UserAddressFactory.create_batch(count, user=customer)
    StoredCardFactory.create_batch(count, customer=customer)
    StoreCreditEntryFactory(customer=customer)
    return customer


@pytest.mark.parametrize("count", [1, 8])
def test_the_account_page_costs_the_same_few_queries_for_any_number_of_addresses_and_cards(
    graphql, django_assert_max_num_queries, count
):
    bearer = {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(account_of(count))}"}

    with django_assert_max_num_queries(MAX_QUERIES):
        body = graphql(ACCOUNT_PAGE, **bearer)

    assert "errors" not in body, body
    assert len(body["data"]["customer"]["addresses"]) == count
    assert len(body["data"]["tokenBaseCards"]) == count
    assert body["data"]["customer"]["store_credit"]["current_balance"] == {
        "value": "10.00",
        "currency": "USD",
    }
