import pycountry
import pytest
from grapple.schema import schema

from commerce.address.models import UserAddress
from commerce.address.services import MAX_ADDRESSES
from commerce.address.tests.factories import (
    CountryFactory,
    RegionFactory,
    UserAddressFactory,
    address_input,
    us_state,
)
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory

pytestmark = pytest.mark.django_db

ADDRESS_FIELDS = """id firstname lastname company street city postcode telephone country_code
  country_id region { region_code region region_id } region_id default_shipping default_billing"""
ADDRESSES = f"{{ customer {{ addresses {{ {ADDRESS_FIELDS} }} }} }}"
CREATE = f"""mutation($input: CustomerAddressInput!) {{
  createCustomerAddress(input: $input) {{ {ADDRESS_FIELDS} }} }}"""
UPDATE = f"""mutation($id: Int!, $input: CustomerAddressInput) {{
  updateCustomerAddress(id: $id, input: $input) {{ {ADDRESS_FIELDS} }} }}"""
DELETE = "mutation($id: Int!) { deleteCustomerAddress(id: $id) }"
COUNTRIES = """{ countries { id two_letter_abbreviation full_name_english
  available_regions { id code name } } }"""

EMPIRE_STATE = address_input(
    company="Rootwell",
    street=["350 Fifth Avenue", "Suite 3400"],
    postcode="10118",
    telephone="+1 212 555 0123",
)


def bearer(customer) -> dict:
    return {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def addresses_of(graphql, customer):
    return graphql(ADDRESSES, **bearer(customer))["data"]["customer"]["addresses"]


def defaults_of(graphql, customer):
    return {
        (address["street"][0], address["default_shipping"], address["default_billing"])
        for address in addresses_of(graphql, customer)
    }


def test_a_customers_first_address_is_saved_as_both_defaults(graphql):
    customer = CustomerFactory()

    created = graphql(CREATE, {"input": EMPIRE_STATE}, **bearer(customer))
    address = created["data"]["createCustomerAddress"]

    new_york = us_state("NY")
    assert address == {
        "id": UserAddress.objects.get(user=customer).pk,
        "firstname": "Casey",
        "lastname": "Rivera",
        "company": "Rootwell",
        "street": ["350 Fifth Avenue", "Suite 3400"],
        "city": "New York",
        "postcode": "10118",
        "telephone": "(212) 555-0123",
        "country_code": "US",
        "country_id": "US",
        "region": {"region_code": "NY", "region": "New York", "region_id": new_york.pk},
        "region_id": new_york.pk,
        "default_shipping": True,
        "default_billing": True,
    }
    assert addresses_of(graphql, customer) == [address]


def test_typed_text_is_cleaned_before_it_is_saved(graphql):
    customer = CustomerFactory()
    messy = {**EMPIRE_STATE, "firstname": " Ca\u200bsey\n", "street": [" 350\tFifth Ave ", None]}

    address = graphql(CREATE, {"input": messy}, **bearer(customer))["data"]
    address = address["createCustomerAddress"]

    assert (address["firstname"], address["street"]) == ("Casey", ["350 Fifth Ave"])


def test_a_new_address_takes_a_default_only_when_asked(graphql):
    customer = CustomerFactory()
    UserAddressFactory(
        user=customer, line1="1 First St", is_default_for_shipping=True, is_default_for_billing=True
    )
    auth = bearer(customer)

    graphql(CREATE, {"input": {**EMPIRE_STATE, "street": ["2 Second St"]}}, **auth)
    graphql(
        CREATE,
        {"input": {**EMPIRE_STATE, "street": ["3 Third St"], "default_shipping": True}},
        **auth,
    )

    assert defaults_of(graphql, customer) == {
        ("1 First St", False, True),
        ("2 Second St", False, False),
        ("3 Third St", True, False),
    }


def test_addresses_list_the_default_billing_one_first_then_the_newest(graphql):
    customer = CustomerFactory()
    oldest = UserAddressFactory(user=customer, is_default_for_billing=True)
    middle = UserAddressFactory(user=customer)
    newest = UserAddressFactory(user=customer)
    UserAddressFactory()  # another customer's

    ids = [address["id"] for address in addresses_of(graphql, customer)]

    assert ids == [oldest.pk, newest.pk, middle.pk]


def test_an_update_changes_only_the_fields_given(graphql):
    customer = CustomerFactory()
    address = UserAddressFactory(user=customer, company="Rootwell")
    california = us_state("CA")

    updated = graphql(
        UPDATE,
        {
            "id": address.pk,
            "input": {
                "city": "Los Angeles",
                "postcode": "90001-1234",
                "region": {"region_id": california.pk},
            },
        },
        **bearer(customer),
    )["data"]["updateCustomerAddress"]

    assert updated["city"] == "Los Angeles"
    assert updated["postcode"] == "90001-1234"
    assert updated["region"] == {
        "region_code": "CA",
        "region": "California",
        "region_id": california.pk,
    }
    assert (updated["firstname"], updated["company"]) == ("Casey", "Rootwell")
    assert updated["street"] == [address.line1]
    assert updated["telephone"] == "(212) 555-0123"


def test_making_an_address_the_default_takes_it_from_the_previous_one(graphql):
    customer = CustomerFactory()
    UserAddressFactory(
        user=customer, line1="1 First St", is_default_for_shipping=True, is_default_for_billing=True
    )
    second = UserAddressFactory(user=customer, line1="2 Second St")

    graphql(UPDATE, {"id": second.pk, "input": {"default_billing": True}}, **bearer(customer))

    assert defaults_of(graphql, customer) == {
        ("1 First St", True, False),
        ("2 Second St", False, True),
    }


def test_false_never_leaves_the_customer_without_a_default(graphql):
    customer = CustomerFactory()
    only = UserAddressFactory(
        user=customer, is_default_for_shipping=True, is_default_for_billing=True
    )

    updated = graphql(
        UPDATE,
        {"id": only.pk, "input": {"default_shipping": False, "default_billing": False}},
        **bearer(customer),
    )["data"]["updateCustomerAddress"]

    assert (updated["default_shipping"], updated["default_billing"]) == (True, True)


def test_deleting_a_default_address_makes_the_newest_remaining_one_the_default(graphql):
    customer = CustomerFactory()
    default = UserAddressFactory(
        user=customer, line1="1 First St", is_default_for_shipping=True, is_default_for_billing=True
    )
    UserAddressFactory(user=customer, line1="2 Second St")
    UserAddressFactory(user=customer, line1="3 Third St")

    body = graphql(DELETE, {"id": default.pk}, **bearer(customer))

    assert body["data"]["deleteCustomerAddress"] is True
    assert defaults_of(graphql, customer) == {
        ("2 Second St", False, False),
        ("3 Third St", True, True),
    }


def test_deleting_the_last_address_leaves_an_empty_book(graphql):
    customer = CustomerFactory()
    only = UserAddressFactory(user=customer, is_default_for_shipping=True)

    assert graphql(DELETE, {"id": only.pk}, **bearer(customer))["data"]["deleteCustomerAddress"]
    assert addresses_of(graphql, customer) == []


@pytest.mark.parametrize(
    ("operation", "variables"),
    [
        (UPDATE, {"input": {"city": "Boston"}}),
        (UPDATE, {}),
        (DELETE, {}),
    ],
)
def test_another_customers_address_is_just_as_missing_as_one_that_never_was(
    graphql, operation, variables
):
    someone_else = UserAddressFactory(line4="New York")
    customer = CustomerFactory()
    auth = bearer(customer)
    missing_id = someone_else.pk + 1000

    theirs = graphql(operation, {**variables, "id": someone_else.pk}, **auth)
    missing = graphql(operation, {**variables, "id": missing_id}, **auth)

    assert error_of(theirs) == (
        f'Could not find a address with ID "{someone_else.pk}"',
        "NOT_FOUND",
    )
    assert error_of(missing) == (f'Could not find a address with ID "{missing_id}"', "NOT_FOUND")
    assert theirs["data"] == missing["data"]
    someone_else.refresh_from_db()
    assert someone_else.line4 == "New York"


def test_a_customer_reads_only_their_own_addresses(graphql):
    customer = CustomerFactory()
    mine = UserAddressFactory(user=customer)
    UserAddressFactory()

    assert [address["id"] for address in addresses_of(graphql, customer)] == [mine.pk]


@pytest.mark.parametrize(
    ("operation", "variables"),
    [
        (CREATE, {"input": EMPIRE_STATE}),
        (UPDATE, {"id": 1, "input": {"city": "Boston"}}),
        (DELETE, {"id": 1}),
        (ADDRESSES, {}),
    ],
)
def test_without_a_signed_in_customer_nothing_is_read_or_written(graphql, operation, variables):
    UserAddressFactory(id=1)

    body = graphql(operation, variables)

    assert error_of(body) == ("The current customer isn't authorized.", "UNAUTHENTICATED")
    assert UserAddress.objects.get().line4 == "New York"
    assert UserAddress.objects.count() == 1


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"firstname": ""}, "First name is required."),
        ({"street": ["1", "2", "3", "4"]}, "Street address can have at most 3 lines."),
        ({"country_code": "CA"}, "We don't ship to Canada yet."),
        ({"region": {}}, "State/Province is required for United States."),
        ({"region": {"region_code": "XX"}}, "Choose a State/Province of United States."),
        ({"postcode": "ABCDE"}, "Enter a ZIP code as 12345 or 12345-6789."),
        ({"telephone": "12"}, "Enter a valid phone number, e.g. 212-555-0123."),
    ],
)
def test_bad_input_is_refused_with_a_clear_message_and_changes_nothing(graphql, changes, message):
    customer = CustomerFactory()
    address = UserAddressFactory(user=customer, line4="New York", is_default_for_shipping=True)
    auth = bearer(customer)

    created = graphql(CREATE, {"input": {**EMPIRE_STATE, **changes}}, **auth)
    updated = graphql(UPDATE, {"id": address.pk, "input": {"city": "Boston", **changes}}, **auth)

    assert error_of(created) == (message, "BAD_USER_INPUT")
    assert error_of(updated) == (message, "BAD_USER_INPUT")
    assert [(a["id"], a["city"]) for a in addresses_of(graphql, customer)] == [
        (address.pk, "New York")
    ]


def test_the_same_address_twice_is_refused(graphql):
    customer = CustomerFactory()
    auth = bearer(customer)
    first = graphql(CREATE, {"input": EMPIRE_STATE}, **auth)["data"]["createCustomerAddress"]
    other = graphql(CREATE, {"input": {**EMPIRE_STATE, "street": ["1 Other St"]}}, **auth)
    other_id = other["data"]["createCustomerAddress"]["id"]

    again = graphql(
        CREATE, {"input": {**EMPIRE_STATE, "company": "", "telephone": "2125550199"}}, **auth
    )
    made_equal = graphql(
        UPDATE, {"id": other_id, "input": {"street": EMPIRE_STATE["street"]}}, **auth
    )

    assert error_of(again) == ("You already saved this address.", "BAD_USER_INPUT")
    assert error_of(made_equal) == ("You already saved this address.", "BAD_USER_INPUT")
    assert [a["id"] for a in addresses_of(graphql, customer)] == [first["id"], other_id]


def test_a_customer_saves_at_most_50_addresses(graphql):
    customer = CustomerFactory()
    UserAddressFactory.create_batch(MAX_ADDRESSES, user=customer)

    body = graphql(CREATE, {"input": EMPIRE_STATE}, **bearer(customer))

    assert error_of(body) == (
        "You can save up to 50 addresses. Delete one you no longer use to add another.",
        "BAD_USER_INPUT",
    )
    assert UserAddress.objects.filter(user=customer).count() == MAX_ADDRESSES


def test_countries_lists_where_the_shop_ships_with_the_regions_by_name(graphql):
    CountryFactory(iso_3166_1_a2="CA", is_shipping_country=False)

    [united_states] = graphql(COUNTRIES)["data"]["countries"]

    assert {key: united_states[key] for key in united_states if key != "available_regions"} == {
        "id": "US",
        "two_letter_abbreviation": "US",
        "full_name_english": "United States",
    }
    regions = united_states["available_regions"]
    assert len(regions) == 51
    assert regions[0] == {"id": us_state("AL").pk, "code": "AL", "name": "Alabama"}
    assert [region["name"] for region in regions] == sorted(region["name"] for region in regions)


def test_a_shipping_country_with_regions_takes_addresses_in_them(graphql):
    ontario = RegionFactory(country=CountryFactory(iso_3166_1_a2="CA"), code="ON", name="Ontario")
    customer = CustomerFactory()
    toronto = {
        **EMPIRE_STATE,
        "country_code": "CA",
        "region": {"region_code": "ON"},
        "postcode": "M5V 2T6",
        "telephone": "416-555-0100",
        "city": "Toronto",
    }

    created = graphql(CREATE, {"input": toronto}, **bearer(customer))["data"]
    countries = graphql(COUNTRIES)["data"]["countries"]

    assert created["createCustomerAddress"]["region_id"] == ontario.pk
    assert created["createCustomerAddress"]["country_code"] == "CA"
    assert {country["id"] for country in countries} == {"US", "CA"}


def test_the_country_code_enum_holds_every_iso_3166_alpha_2_code():
    enum = schema.graphql_schema.get_type("CountryCodeEnum")

    assert set(enum.values) == {country.alpha_2 for country in pycountry.countries}


def test_reading_addresses_costs_the_same_queries_for_1_or_10_addresses(
    graphql, django_assert_num_queries
):
    customer = CustomerFactory()
    UserAddressFactory(user=customer, is_default_for_shipping=True, is_default_for_billing=True)
    auth = bearer(customer)

    # The token with its customer, then the addresses with their regions.
    with django_assert_num_queries(2):
        assert len(graphql(ADDRESSES, **auth)["data"]["customer"]["addresses"]) == 1

    UserAddressFactory.create_batch(9, user=customer)
    with django_assert_num_queries(2):
        assert len(graphql(ADDRESSES, **auth)["data"]["customer"]["addresses"]) == 10


def test_countries_costs_the_same_queries_for_1_or_2_countries(graphql, django_assert_num_queries):
    # The shipping countries, then all their regions.
    with django_assert_num_queries(2):
        assert len(graphql(COUNTRIES)["data"]["countries"]) == 1

    RegionFactory.create_batch(3, country=CountryFactory(iso_3166_1_a2="CA"))
    with django_assert_num_queries(2):
        assert len(graphql(COUNTRIES)["data"]["countries"]) == 2
