import pytest

from commerce.customers.profile import GENDER_INVALID, TELEPHONE_INVALID
from commerce.customers.tests.factories import CustomerFactory
from commerce.customers.tokens import issue

pytestmark = pytest.mark.django_db

PROFILE = "entity_id firstname lastname email telephone gender refill_opt_in"
CUSTOMER = f"{{ customer {{ {PROFILE} }} }}"
UPDATE = f"""mutation($input: CustomerUpdateInput!) {{
  updateCustomerV2(input: $input) {{ customer {{ {PROFILE} }} }} }}"""


@pytest.fixture
def customer():
    return CustomerFactory(
        email="casey@example.com", telephone="+1 555 010 0200", gender=2, refill_opt_in=False
    )


def profile_of(customer):
    customer.refresh_from_db()
    return {
        "firstname": customer.first_name,
        "lastname": customer.last_name,
        "telephone": customer.telephone,
        "gender": customer.gender,
        "refill_opt_in": customer.refill_opt_in,
    }


def test_the_customer_reads_their_profile(as_customer, customer):
    body = as_customer(CUSTOMER)

    assert body["data"]["customer"] == {
        "entity_id": customer.pk,
        "firstname": "Casey",
        "lastname": "Rivera",
        "email": "casey@example.com",
        "telephone": "+1 555 010 0200",
        "gender": 2,
        "refill_opt_in": False,
    }


def test_a_new_customer_has_no_telephone_no_gender_and_no_refills(graphql):
    new = CustomerFactory()

    body = graphql(CUSTOMER, HTTP_AUTHORIZATION=f"Bearer {issue(new)}")

    profile = body["data"]["customer"]
    assert (profile["telephone"], profile["gender"], profile["refill_opt_in"]) == ("", None, False)


def test_only_the_fields_sent_change(as_customer, customer):
    # when the customer opts in to refills and sends nothing else
    body = as_customer(UPDATE, {"input": {"refill_opt_in": True}})

    # then the answer and the stored profile differ only in that
    expected = {
        "firstname": "Casey",
        "lastname": "Rivera",
        "telephone": "+1 555 010 0200",
        "gender": 2,
        "refill_opt_in": True,
    }
    assert "errors" not in body
    answer = body["data"]["updateCustomerV2"]["customer"]
    assert {key: answer[key] for key in expected} == expected
    assert profile_of(customer) == expected


def test_names_and_telephone_are_cleaned_of_invisible_characters(as_customer, customer):
    changes = {
        "firstname": "\u200bJor\u200ddan\t",
        "lastname": " Lee\x00\ufeff",
        "telephone": "(555)\u2060 010-0300",
        "gender": 3,
    }

    body = as_customer(UPDATE, {"input": changes})

    assert "errors" not in body
    assert profile_of(customer) == {
        "firstname": "Jordan",
        "lastname": "Lee",
        "telephone": "(555) 010-0300",
        "gender": 3,
        "refill_opt_in": False,
    }


def test_an_empty_telephone_and_a_null_gender_clear_them(as_customer, customer):
    body = as_customer(UPDATE, {"input": {"telephone": "", "gender": None}})

    assert "errors" not in body
    assert (profile_of(customer)["telephone"], profile_of(customer)["gender"]) == ("", None)


@pytest.mark.parametrize(
    "telephone",
    ["+44 20 7946 0958", "555.010.0200", "+1 (555) 010-0200", "5550102", "+123456789012345"],
)
def test_plausible_phone_numbers_are_accepted(as_customer, customer, telephone):
    body = as_customer(UPDATE, {"input": {"telephone": telephone}})

    assert "errors" not in body
    assert profile_of(customer)["telephone"] == telephone


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"firstname": ""}, "First name is required."),
        ({"firstname": " \u200b\t"}, "First name is required."),
        ({"firstname": None}, "First name is required."),
        ({"lastname": "x" * 256}, "Last name must be at most 255 characters."),
        ({"telephone": "555-010"}, TELEPHONE_INVALID),  # 6 digits
        ({"telephone": "+1234567890123456"}, TELEPHONE_INVALID),  # 16 digits
        ({"telephone": "call me maybe"}, TELEPHONE_INVALID),
        ({"telephone": "555 010 0200 ext 7"}, TELEPHONE_INVALID),
        ({"telephone": "1+555 010 0200"}, TELEPHONE_INVALID),
        ({"gender": 0}, GENDER_INVALID),
        ({"gender": 4}, GENDER_INVALID),
        ({"refill_opt_in": None}, "Choose whether to opt in to refill reminders."),
    ],
)
def test_an_invalid_field_is_refused_and_nothing_is_saved(as_customer, customer, changes, message):
    # given a valid change sent along with the invalid one
    before = profile_of(customer)

    body = as_customer(UPDATE, {"input": {"lastname": "Changed", "refill_opt_in": True, **changes}})

    [error] = body["errors"]
    assert (error["message"], error["extensions"]["code"]) == (message, "BAD_USER_INPUT")
    assert body["data"]["updateCustomerV2"] is None
    assert profile_of(customer) == before


def test_updating_needs_a_signed_in_customer(graphql, customer):
    body = graphql(UPDATE, {"input": {"firstname": "Mallory"}})

    [error] = body["errors"]
    assert error["extensions"]["code"] == "UNAUTHENTICATED"
    assert profile_of(customer)["firstname"] == "Casey"
