from datetime import timedelta

import pytest
from django.utils import timezone

from commerce.address.tests.factories import CountryFactory, us_state
from commerce.customers.tests.factories import CustomerFactory
from commerce.payments import services
from commerce.payments.models import StoredCard
from commerce.payments.sandbox.models import Nonce, PaymentProfile

from .factories import DECLINES, INSUFFICIENT_FUNDS, StoredCardFactory, billing_address, card_nonce

pytestmark = pytest.mark.django_db

THIS_YEAR = timezone.localdate().year


def refusal(error_info):
    return error_info.value.message, error_info.value.code


def add(customer, nonce=None, **changes):
    return services.add_card(
        customer,
        nonce=nonce or card_nonce(),
        billing_address=changes.pop("billing_address", billing_address()),
        **changes,
    )


def test_a_card_is_stored_at_the_gateway_and_the_shop_keeps_its_ids_and_summary():
    customer = CustomerFactory()

    card = add(customer)

    at_gateway = PaymentProfile.objects.get()
    assert (card.profile_id, card.payment_id) == (
        at_gateway.customer_profile.profile_id,
        at_gateway.payment_id,
    )
    assert at_gateway.customer_profile.merchant_customer_id == str(customer.pk)
    assert (card.brand, card.last4, card.exp_month, card.exp_year) == (
        "VI",
        "4242",
        12,
        THIS_YEAR + 3,
    )
    assert card.label == "Visa ending 4242"
    assert len(card.hash) == 40 and card.active and card.method == "authnetcim"
    assert card.billing_address["region"] == {
        "region_code": "NY",
        "region": "New York",
        "region_id": us_state("NY").pk,
    }
    assert card.billing_address["telephone"] == "(212) 555-0199"
    assert card.expires.isoformat() == f"{THIS_YEAR + 3}-12-31"


def test_a_customers_cards_share_one_gateway_customer_profile():
    customer = CustomerFactory()

    first, second = add(customer), add(customer, label="  Travel card ")

    assert first.profile_id == second.profile_id and first.payment_id != second.payment_id
    assert second.label == "Travel card"


def test_a_declined_card_is_refused_and_nothing_is_stored():
    customer = CustomerFactory()

    with pytest.raises(services.CardError) as refused:
        add(customer, card_nonce(DECLINES))

    assert refusal(refused) == (
        "Your card was declined. Please use a different card.",
        "PAYMENT_DECLINED",
    )
    assert not StoredCard.objects.exists() and not PaymentProfile.objects.exists()


def test_a_card_that_expired_since_it_was_tokenised_is_refused():
    customer = CustomerFactory()
    nonce = card_nonce()
    Nonce.objects.update(exp_month=1, exp_year=THIS_YEAR - 1)

    with pytest.raises(services.CardError) as refused:
        add(customer, nonce)

    assert refusal(refused) == ("The card has expired.", "BAD_USER_INPUT")
    assert not StoredCard.objects.exists() and not PaymentProfile.objects.exists()


def test_a_card_with_insufficient_funds_is_stored_its_charges_decline_later():
    card = add(CustomerFactory(), card_nonce(INSUFFICIENT_FUNDS))

    assert card.last4 == "9995"


@pytest.mark.parametrize("spoil", ["use", "age", "unknown"])
def test_a_used_expired_or_unknown_nonce_asks_for_the_card_again(spoil):
    customer = CustomerFactory()
    nonce = card_nonce()
    if spoil == "use":
        add(customer, nonce)
    elif spoil == "age":
        Nonce.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    else:
        nonce = "not-a-nonce-we-issued"

    with pytest.raises(services.CardError) as refused:
        add(customer, nonce)

    assert refusal(refused) == (
        "The card details have expired. Please enter them again.",
        "BAD_USER_INPUT",
    )
    assert StoredCard.objects.count() == (1 if spoil == "use" else 0)


def test_only_the_authnetcim_method_is_available():
    with pytest.raises(services.CardError) as refused:
        add(CustomerFactory(), method="stripe")

    assert refusal(refused) == ('The payment method "stripe" is not available.', "BAD_USER_INPUT")
    assert Nonce.objects.filter(used_at__isnull=True).exists()


def test_a_customer_stores_at_most_twenty_cards():
    customer = CustomerFactory()
    StoredCardFactory.create_batch(20, customer=customer)
    nonce = card_nonce()

    with pytest.raises(services.CardError) as refused:
        add(customer, nonce)

    assert refused.value.message == "You can store up to 20 cards. Remove one to add another."
    assert customer.stored_cards.count() == 20
    assert PaymentProfile.objects.count() == 20
    assert not Nonce.objects.get().used_at  # refused before the gateway was asked


# The address book's rules (commerce.address.validation, tested there); a few of them here.
@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"firstname": " "}, "First name is required."),
        ({"street": ["", " "]}, "Street address is required."),
        ({"postcode": "1001"}, "Enter a ZIP code as 12345 or 12345-6789."),
        ({"country_id": "ZZ"}, "We don't ship to ZZ yet."),
        ({"region": None}, "State/Province is required for United States."),
        ({"region": {"region_code": "XX"}}, "Choose a State/Province of United States."),
        ({"telephone": "call me"}, "Enter a valid phone number, e.g. 212-555-0123."),
    ],
)
def test_an_invalid_billing_address_is_refused_before_the_gateway_is_asked(changes, message):
    nonce = card_nonce()

    with pytest.raises(services.CardError) as refused:
        add(CustomerFactory(), nonce, billing_address=billing_address(**changes))

    assert refusal(refused) == (message, "BAD_USER_INPUT")
    assert not Nonce.objects.get().used_at


def test_an_address_in_a_country_without_regions_keeps_its_own_postcode_shape():
    CountryFactory(iso_3166_1_a2="GB")
    address = billing_address(
        country_id="gb",
        region=None,
        postcode="sw1a 1aa",
        city="London",
        street=["10 Downing St"],
        telephone="+1 212 555 0199",
    )

    card = add(CustomerFactory(), billing_address=address)

    assert card.billing_address == {
        "firstname": "Casey",
        "lastname": "Rivera",
        "company": "",
        "street": ["10 Downing St"],
        "city": "London",
        "region": None,
        "region_id": None,
        "postcode": "SW1A 1AA",
        "country_id": "GB",
        "telephone": "+1 212-555-0199",
    }


def test_updating_changes_label_active_address_and_expiry_here_and_at_the_gateway():
    card = StoredCardFactory()
    new_address = billing_address(city="Brooklyn", postcode="11201")

    updated = services.update_card(
        card.customer,
        card.hash,
        label="Everyday",
        active=False,
        billing_address=new_address,
        exp_month=3,
        exp_year=THIS_YEAR + 5,
    )

    card.refresh_from_db()
    assert updated == card
    assert (card.label, card.active) == ("Everyday", False)
    assert card.billing_address["city"] == "Brooklyn"
    assert (card.exp_month, card.exp_year) == (3, THIS_YEAR + 5)
    at_gateway = PaymentProfile.objects.get(payment_id=card.payment_id)
    assert (at_gateway.exp_month, at_gateway.exp_year) == (3, THIS_YEAR + 5)
    assert at_gateway.billing_address["city"] == "Brooklyn"


def test_an_empty_label_restores_the_default_and_fields_left_out_stay():
    card = StoredCardFactory(label="Old name", active=False)

    services.update_card(card.customer, card.hash, label="")

    card.refresh_from_db()
    assert (card.label, card.active, card.exp_month) == ("Visa ending 4242", False, 12)


@pytest.mark.parametrize(
    ("expiry", "message"),
    [
        ({"exp_month": 1, "exp_year": THIS_YEAR - 1}, "The card has expired."),
        ({"exp_month": 13}, "Enter a valid expiry date."),
        ({"exp_month": 0}, "Enter a valid expiry date."),
        ({"exp_year": 30}, "Enter a valid expiry date."),
    ],
)
def test_an_expiry_in_the_past_or_out_of_range_is_refused(expiry, message):
    card = StoredCardFactory()

    with pytest.raises(services.CardError) as refused:
        services.update_card(card.customer, card.hash, **expiry)

    assert refusal(refused) == (message, "BAD_USER_INPUT")
    card.refresh_from_db()
    assert (card.exp_month, card.exp_year) == (12, THIS_YEAR + 3)


def test_deleting_removes_the_card_here_and_at_the_gateway():
    card = StoredCardFactory()
    kept = StoredCardFactory(customer=card.customer)

    services.delete_card(card.customer, card.hash)

    assert list(StoredCard.objects.all()) == [kept]
    assert list(PaymentProfile.objects.values_list("payment_id", flat=True)) == [kept.payment_id]


def test_another_customers_card_is_as_missing_as_an_unknown_one():
    card = StoredCardFactory()
    someone_else = CustomerFactory()

    for attempt in (
        lambda card_hash: services.card_of(someone_else, card_hash),
        lambda card_hash: services.update_card(someone_else, card_hash, label="Mine now"),
        lambda card_hash: services.delete_card(someone_else, card_hash),
    ):
        with pytest.raises(services.CardError) as theirs:
            attempt(card.hash)
        with pytest.raises(services.CardError) as unknown:
            attempt("0" * 40)
        assert refusal(theirs) == refusal(unknown) == ("We could not find that card.", "NOT_FOUND")
    assert services.cards_of(someone_else, card.hash) == []
    card.refresh_from_db()
    assert card.label == "Visa ending 4242"


def test_one_card_number_has_one_fingerprint_whoever_stores_it_and_it_is_not_the_number():
    first, second = CustomerFactory(), CustomerFactory()

    card = add(first, nonce=card_nonce("4242 4242 4242 4242"))
    same_card = add(second, nonce=card_nonce("4242424242424242", exp_month=1))
    other_card = add(second, nonce=card_nonce("5555 5555 5555 4444"))

    assert card.fingerprint and card.fingerprint == same_card.fingerprint
    assert other_card.fingerprint != card.fingerprint
    assert "4242424242424242" not in card.fingerprint
    assert PaymentProfile.objects.filter(fingerprint=card.fingerprint).count() == 2
