import pytest
from django.conf import settings
from django.utils import timezone

from commerce.address.tests.factories import us_state
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.payments.models import StoredCard
from commerce.payments.sandbox.models import Nonce
from commerce.payments.tests.factories import (
    DECLINES,
    StoredCardFactory,
    billing_address,
    card_nonce,
)

pytestmark = pytest.mark.django_db

THIS_YEAR = timezone.localdate().year
CARD_FIELDS = """id hash label expires customer_email customer_id profile_id method active
  created_at
  address { firstname lastname company street city region { region_code region region_id }
            region_id postcode country_id telephone }
  additional { cc_type cc_last4 cc_exp_year cc_exp_month }"""
CARDS = f"query($hash: String) {{ tokenBaseCards(hash: $hash) {{ {CARD_FIELDS} }} }}"
CREATE = f"""mutation($input: TokenBaseCardCreateInput!) {{
  createTokenBaseCard(input: $input) {{ {CARD_FIELDS} }} }}"""
UPDATE = """mutation($input: TokenBaseCardUpdateInput!) {
  updateTokenBaseCard(input: $input) { hash label active expires address { city }
    additional { cc_exp_month cc_exp_year } } }"""
DELETE = "mutation($hash: String!) { deleteTokenBaseCard(hash: $hash) }"
CONFIG = """query($method: String!) {
  tokenBaseCheckoutConfig(method: $method) { method clientKey apiLoginId sandbox tokenize_url } }"""


@pytest.fixture
def customer():
    return CustomerFactory(email="casey@example.com")


def graphql_address(**changes):
    address = billing_address(**changes)
    address["region"] = {"region_code": "NY"}
    return address


def create_input(nonce, **changes):
    return {"input": {"nonce": nonce, "address": graphql_address(), **changes}}


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def test_a_card_added_from_a_nonce_is_listed_with_its_last_four_and_hash(as_customer, customer):
    created = as_customer(CREATE, create_input(card_nonce()))["data"]["createTokenBaseCard"]

    [listed] = as_customer(CARDS)["data"]["tokenBaseCards"]

    card = StoredCard.objects.get()
    new_york = us_state("NY")
    assert listed == created
    assert listed == {
        "id": card.pk,
        "hash": card.hash,
        "label": "Visa ending 4242",
        "expires": f"{THIS_YEAR + 3}-12-31",
        "customer_email": "casey@example.com",
        "customer_id": customer.pk,
        "profile_id": card.profile_id,
        "method": "authnetcim",
        "active": True,
        "created_at": card.created_at.isoformat(),
        "address": {
            "firstname": "Casey",
            "lastname": "Rivera",
            "company": "",
            "street": ["12 Grove Street", "Apt 4"],
            "city": "New York",
            "region": {"region_code": "NY", "region": "New York", "region_id": new_york.pk},
            "region_id": new_york.pk,
            "postcode": "10014",
            "country_id": "US",
            "telephone": "(212) 555-0199",
        },
        "additional": {
            "cc_type": "VI",
            "cc_last4": "4242",
            "cc_exp_year": str(THIS_YEAR + 3),
            "cc_exp_month": "12",
        },
    }


def test_the_declining_sandbox_card_is_refused_and_not_stored(as_customer):
    body = as_customer(CREATE, create_input(card_nonce(DECLINES)))

    assert body["data"]["createTokenBaseCard"] is None
    assert error_of(body) == (
        "Your card was declined. Please use a different card.",
        "PAYMENT_DECLINED",
    )
    assert not StoredCard.objects.exists()


def test_an_expired_card_is_refused(as_customer):
    nonce = card_nonce()
    Nonce.objects.update(exp_month=1, exp_year=THIS_YEAR - 1)

    body = as_customer(CREATE, create_input(nonce))

    assert error_of(body) == ("The card has expired.", "BAD_USER_INPUT")
    assert not StoredCard.objects.exists()


def test_a_used_nonce_asks_for_the_card_details_again(as_customer):
    nonce = card_nonce()
    as_customer(CREATE, create_input(nonce))

    body = as_customer(CREATE, create_input(nonce))

    assert error_of(body) == (
        "The card details have expired. Please enter them again.",
        "BAD_USER_INPUT",
    )
    assert StoredCard.objects.count() == 1


def test_a_label_and_an_inactive_flag_can_be_given_when_adding(as_customer):
    body = as_customer(CREATE, create_input(card_nonce(), label="Travel card", active=False))

    card = body["data"]["createTokenBaseCard"]
    assert (card["label"], card["active"]) == ("Travel card", False)


def test_an_invalid_billing_address_is_refused(as_customer):
    body = as_customer(CREATE, create_input(card_nonce(), address=graphql_address(city=" ")))

    assert error_of(body) == ("City is required.", "BAD_USER_INPUT")


def test_another_method_than_authnetcim_is_not_available(as_customer):
    body = as_customer(CREATE, create_input(card_nonce(), method="stripe"))

    assert error_of(body) == ('The payment method "stripe" is not available.', "BAD_USER_INPUT")


def test_updating_a_card(as_customer, customer):
    card = StoredCardFactory(customer=customer)

    body = as_customer(
        UPDATE,
        {
            "input": {
                "hash": card.hash,
                "label": "Everyday",
                "active": False,
                "address": graphql_address(city="Brooklyn", postcode="11201"),
                "additional": {"cc_exp_month": 2, "cc_exp_year": THIS_YEAR + 4},
            }
        },
    )

    assert body["data"]["updateTokenBaseCard"] == {
        "hash": card.hash,
        "label": "Everyday",
        "active": False,
        "expires": f"{THIS_YEAR + 4}-02-{29 if (THIS_YEAR + 4) % 4 == 0 else 28}",
        "address": {"city": "Brooklyn"},
        "additional": {"cc_exp_month": "2", "cc_exp_year": str(THIS_YEAR + 4)},
    }


def test_an_expiry_in_the_past_is_refused(as_customer, customer):
    card = StoredCardFactory(customer=customer)

    body = as_customer(
        UPDATE,
        {"input": {"hash": card.hash, "additional": {"cc_exp_month": 1, "cc_exp_year": 2020}}},
    )

    assert error_of(body) == ("The card has expired.", "BAD_USER_INPUT")


def test_deleting_a_card(as_customer, customer):
    card = StoredCardFactory(customer=customer)

    body = as_customer(DELETE, {"hash": card.hash})

    assert body["data"]["deleteTokenBaseCard"] is True
    assert as_customer(CARDS)["data"]["tokenBaseCards"] == []


def test_one_card_by_hash_or_an_empty_list(as_customer, customer):
    wanted = StoredCardFactory(customer=customer)
    StoredCardFactory(customer=customer)

    one = as_customer(CARDS, {"hash": wanted.hash})["data"]["tokenBaseCards"]
    none = as_customer(CARDS, {"hash": "0" * 40})["data"]["tokenBaseCards"]

    assert [card["hash"] for card in one] == [wanted.hash]
    assert none == []


def test_the_list_is_newest_first_and_at_most_fifty(as_customer, customer):
    cards = StoredCardFactory.create_batch(51, customer=customer)

    listed = as_customer(CARDS)["data"]["tokenBaseCards"]

    assert [card["hash"] for card in listed] == [card.hash for card in reversed(cards)][:50]


def test_another_customers_card_behaves_exactly_like_a_missing_one(as_customer):
    theirs = StoredCardFactory()
    missing = "0" * 40

    def attempts(card_hash):
        return (
            as_customer(CARDS, {"hash": card_hash}),
            as_customer(UPDATE, {"input": {"hash": card_hash, "label": "Mine now"}}),
            as_customer(DELETE, {"hash": card_hash}),
        )

    for theirs_body, missing_body in zip(attempts(theirs.hash), attempts(missing), strict=True):
        assert theirs_body == missing_body
    assert as_customer(UPDATE, {"input": {"hash": theirs.hash}})["errors"][0]["extensions"] == {
        "code": "NOT_FOUND"
    }
    assert error_of(as_customer(DELETE, {"hash": theirs.hash})) == (
        "We could not find that card.",
        "NOT_FOUND",
    )
    theirs.refresh_from_db()
    assert theirs.label == "Visa ending 4242"


@pytest.mark.parametrize(
    ("operation", "variables"),
    [
        (CARDS, {}),
        (CREATE, create_input("any-nonce")),
        (UPDATE, {"input": {"hash": "0" * 40}}),
        (DELETE, {"hash": "0" * 40}),
    ],
)
def test_everything_needs_a_signed_in_customer(graphql, operation, variables):
    StoredCardFactory()

    body = graphql(operation, variables)

    assert error_of(body) == ("The current customer isn't authorized.", "UNAUTHENTICATED")


def test_the_checkout_config_tells_the_browser_where_to_tokenise(as_customer):
    body = as_customer(CONFIG, {"method": "authnetcim"})

    assert body["data"]["tokenBaseCheckoutConfig"] == {
        "method": "authnetcim",
        "clientKey": settings.AUTHNET_CLIENT_KEY,
        "apiLoginId": settings.AUTHNET_API_LOGIN_ID,
        "sandbox": True,
        "tokenize_url": "/sandbox-gateway/tokens/",
    }


def test_a_guest_at_checkout_gets_the_public_config_too(graphql):
    body = graphql(CONFIG, {"method": "authnetcim"})

    assert "errors" not in body
    assert body["data"]["tokenBaseCheckoutConfig"]["clientKey"] == settings.AUTHNET_CLIENT_KEY


def test_the_checkout_config_comes_from_settings(as_customer, settings):
    settings.AUTHNET_CLIENT_KEY = "public-client-key"
    settings.AUTHNET_API_LOGIN_ID = "login-id"

    config = as_customer(CONFIG, {"method": "authnetcim"})["data"]["tokenBaseCheckoutConfig"]

    assert (config["clientKey"], config["apiLoginId"]) == ("public-client-key", "login-id")


def test_the_checkout_config_of_another_method_is_not_available(as_customer):
    body = as_customer(CONFIG, {"method": "paypal"})

    assert body["data"]["tokenBaseCheckoutConfig"] is None
    assert error_of(body) == ('The payment method "paypal" is not available.', "BAD_USER_INPUT")


@pytest.mark.parametrize("count", [1, 10])
def test_listing_cards_takes_the_same_queries_however_many_there_are(
    as_customer, customer, django_assert_num_queries, count
):
    StoredCardFactory.create_batch(count, customer=customer)

    # The customer's token, the cards, then the subscriptions renewing on them.
    with django_assert_num_queries(3):
        cards = as_customer(CARDS)["data"]["tokenBaseCards"]

    assert len(cards) == count


def test_each_card_says_whether_it_is_the_default_and_which_subscriptions_renew_on_it(graphql):
    from commerce.subscriptions.models import Subscription
    from commerce.subscriptions.services import create_for_order
    from commerce.subscriptions.tests.factories import paid_order, plans

    customer = CustomerFactory()
    bearer = {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}
    older = StoredCardFactory(customer=customer, last4="1111")
    StoredCardFactory(customer=customer, last4="2222")
    core = plans()
    [renewing] = create_for_order(paid_order(customer, (core[1], 1)), card=older)
    [canceled] = create_for_order(paid_order(customer, (core[3], 1)), card=older)
    Subscription.objects.filter(pk=canceled.pk).update(status=Subscription.Status.CANCELED)

    body = graphql(
        "{ tokenBaseCards { additional { cc_last4 } is_default renews_subscriptions { number } } }",
        **bearer,
    )

    # Newest first: the newest card that can pay is the default; only the live plan renews.
    assert body["data"]["tokenBaseCards"] == [
        {"additional": {"cc_last4": "2222"}, "is_default": True, "renews_subscriptions": []},
        {
            "additional": {"cc_last4": "1111"},
            "is_default": False,
            "renews_subscriptions": [{"number": renewing.number}],
        },
    ]
