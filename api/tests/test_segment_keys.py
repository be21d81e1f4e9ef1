import pytest

from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.loyalty.models import CustomerSegmentKey
from commerce.loyalty.tests.factories import CustomerSegmentKeyFactory
from config.settings import base

pytestmark = pytest.mark.django_db

# The keys the shop lets customers set themselves in these tests; any other is staff's.
SELF_SERVICE = {"oct_upgrade_womens_gwp", "vip_2026", "drop_me", "k" * 64, "one_too_many"}

KEYS = "{ customer_segment_keys { id name } }"
CUSTOMER_KEYS = "{ customer { segment_key { id name } } }"
ADD = """mutation($name: String!) {
  addCustomerSegmentKey(segment_key_name: $name) { id name } }"""
REMOVE = """mutation($name: String!) {
  removeCustomerSegmentKey(segment_key_name: $name) { id name } }"""


def bearer(customer):
    return {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def names(keys):
    return [key["name"] for key in keys]


@pytest.fixture(autouse=True)
def self_service_keys(settings):
    settings.SELF_SERVICE_SEGMENT_KEYS = frozenset(SELF_SERVICE)


def test_a_customer_adds_a_key_and_gets_all_their_keys_back(graphql):
    customer = CustomerFactory()
    existing = CustomerSegmentKeyFactory(customer=customer, name="oct_upgrade_womens_25")
    CustomerSegmentKeyFactory(name="someone_elses")

    body = graphql(ADD, {"name": "oct_upgrade_womens_gwp"}, **bearer(customer))

    keys = body["data"]["addCustomerSegmentKey"]
    assert keys[0] == {"id": existing.pk, "name": "oct_upgrade_womens_25"}
    assert names(keys) == ["oct_upgrade_womens_25", "oct_upgrade_womens_gwp"]


def test_adding_a_key_twice_keeps_one(graphql):
    customer = CustomerFactory()
    headers = bearer(customer)

    first = graphql(ADD, {"name": "vip_2026"}, **headers)["data"]["addCustomerSegmentKey"]
    again = graphql(ADD, {"name": "vip_2026"}, **headers)["data"]["addCustomerSegmentKey"]

    assert first == again
    assert CustomerSegmentKey.objects.filter(customer=customer).count() == 1


def test_a_customer_removes_a_key_and_removing_it_again_changes_nothing(graphql):
    customer = CustomerFactory()
    CustomerSegmentKeyFactory(customer=customer, name="keep_me")  # staff's, left alone
    CustomerSegmentKeyFactory(customer=customer, name="drop_me")
    other = CustomerSegmentKeyFactory(name="drop_me")
    headers = bearer(customer)

    removed = graphql(REMOVE, {"name": "drop_me"}, **headers)["data"]["removeCustomerSegmentKey"]
    again = graphql(REMOVE, {"name": "drop_me"}, **headers)["data"]["removeCustomerSegmentKey"]

    assert names(removed) == names(again) == ["keep_me"]
    assert CustomerSegmentKey.objects.filter(pk=other.pk).exists()


def test_the_keys_are_on_the_customer_and_at_the_root(graphql):
    customer = CustomerFactory()
    CustomerSegmentKeyFactory(customer=customer, name="first")
    CustomerSegmentKeyFactory(customer=customer, name="second")
    CustomerSegmentKeyFactory(name="someone_elses")
    headers = bearer(customer)

    root = graphql(KEYS, **headers)["data"]["customer_segment_keys"]
    on_customer = graphql(CUSTOMER_KEYS, **headers)["data"]["customer"]["segment_key"]

    assert root == on_customer
    assert names(root) == ["first", "second"]


@pytest.mark.parametrize(
    "name", ["", "has space", "dash-ed", "émoji", "semi;colon", "x" * 65, "a\nb"]
)
def test_an_invalid_key_is_refused_and_changes_nothing(graphql, name):
    customer = CustomerFactory()
    headers = bearer(customer)

    for operation in (ADD, REMOVE):
        body = graphql(operation, {"name": name}, **headers)
        assert error_of(body) == ("Enter a valid segment key.", "BAD_USER_INPUT")
    assert not CustomerSegmentKey.objects.exists()


def test_the_longest_key_is_64_characters(graphql):
    body = graphql(ADD, {"name": "k" * 64}, **bearer(CustomerFactory()))

    assert names(body["data"]["addCustomerSegmentKey"]) == ["k" * 64]


def test_a_customer_has_at_most_100_keys(graphql):
    customer = CustomerFactory()
    CustomerSegmentKeyFactory.create_batch(99, customer=customer)
    CustomerSegmentKeyFactory(customer=customer, name="vip_2026")
    headers = bearer(customer)

    body = graphql(ADD, {"name": "one_too_many"}, **headers)
    existing = graphql(ADD, {"name": "vip_2026"}, **headers)

    assert error_of(body) == ("A customer can have at most 100 segment keys.", "BAD_USER_INPUT")
    assert len(existing["data"]["addCustomerSegmentKey"]) == 100
    assert customer.segment_keys.count() == 100


@pytest.mark.parametrize("name", ["vip_2027", "staff_only_vip"])
def test_a_key_the_shop_does_not_offer_for_self_service_is_refused_and_added_to_no_one(
    graphql, name
):
    customer = CustomerFactory()
    CustomerSegmentKeyFactory(customer=customer, name="vip_2026")

    body = graphql(ADD, {"name": name}, **bearer(customer))

    assert error_of(body) == (
        f'You can\'t add the segment key "{name}" yourself.',
        "SEGMENT_KEY_NOT_ALLOWED",
    )
    assert body["data"] is None
    assert list(CustomerSegmentKey.objects.values_list("name", flat=True)) == ["vip_2026"]


def test_a_key_staff_gave_a_customer_cannot_be_removed_by_them(graphql):
    customer = CustomerFactory()
    CustomerSegmentKeyFactory(customer=customer, name="staff_only_vip")

    body = graphql(REMOVE, {"name": "staff_only_vip"}, **bearer(customer))

    assert error_of(body) == (
        'You can\'t remove the segment key "staff_only_vip" yourself.',
        "SEGMENT_KEY_NOT_ALLOWED",
    )
    assert names(graphql(KEYS, **bearer(customer))["data"]["customer_segment_keys"]) == [
        "staff_only_vip"
    ]


def test_no_key_is_self_service_unless_the_shop_says_so(graphql, settings):
    # the default, when SELF_SERVICE_SEGMENT_KEYS is not set
    assert not base.SELF_SERVICE_SEGMENT_KEYS
    settings.SELF_SERVICE_SEGMENT_KEYS = base.SELF_SERVICE_SEGMENT_KEYS

    body = graphql(ADD, {"name": "vip_2026"}, **bearer(CustomerFactory()))

    assert error_of(body)[1] == "SEGMENT_KEY_NOT_ALLOWED"
    assert not CustomerSegmentKey.objects.exists()


def test_segment_keys_need_a_signed_in_customer(graphql):
    CustomerSegmentKeyFactory(name="vip")

    for operation, variables in ((KEYS, None), (ADD, {"name": "vip"}), (REMOVE, {"name": "vip"})):
        body = graphql(operation, variables)
        assert error_of(body) == ("The current customer isn't authorized.", "UNAUTHENTICATED")
    assert CustomerSegmentKey.objects.count() == 1


def test_listing_keys_takes_the_same_queries_for_1_or_10(graphql, django_assert_num_queries):
    customer = CustomerFactory()
    headers = bearer(customer)
    CustomerSegmentKeyFactory(customer=customer)
    with django_assert_num_queries(2):  # the token (with its customer), the keys
        graphql(KEYS, **headers)

    CustomerSegmentKeyFactory.create_batch(9, customer=customer)
    with django_assert_num_queries(2):
        body = graphql(KEYS, **headers)
    assert len(body["data"]["customer_segment_keys"]) == 10
