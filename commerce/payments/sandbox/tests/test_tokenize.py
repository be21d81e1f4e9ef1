from datetime import timedelta

import pytest
from django.conf import settings
from django.utils import timezone

from commerce.payments.sandbox.models import Nonce

pytestmark = pytest.mark.django_db

URL = "/sandbox-gateway/tokens/"
THIS_YEAR = timezone.localdate().year


def card(**changes) -> dict:
    return {
        "client_key": settings.AUTHNET_CLIENT_KEY,
        "card_number": "4242 4242 4242 4242",
        "exp_month": 12,
        "exp_year": THIS_YEAR + 3,
        "card_code": "123",
        **changes,
    }


def tokenize(client, payload, **extra):
    return client.post(URL, data=payload, content_type="application/json", **extra)


class OtherGateway:
    """Stands for a real gateway, which tokenises on its own servers."""

    method = "authnetcim"
    sandbox = False
    tokenize_url = "https://gateway.example/tokens"


def test_a_valid_card_gets_a_single_use_nonce_and_only_its_summary_is_kept(client):
    before = timezone.now()

    response = tokenize(client, card())

    assert response.status_code == 200
    body = response.json()
    assert body["card"] == {
        "type": "VI",
        "last4": "4242",
        "exp_month": 12,
        "exp_year": THIS_YEAR + 3,
    }
    assert len(body["nonce"]) >= 43
    expires_at = timezone.datetime.fromisoformat(body["expires_at"])
    assert before + timedelta(minutes=15) <= expires_at <= timezone.now() + timedelta(minutes=15)
    nonce = Nonce.objects.get()
    assert (nonce.brand, nonce.last4, nonce.outcome) == ("VI", "4242", "approve")
    assert nonce.digest != body["nonce"] and body["nonce"] not in nonce.digest
    assert response["Cache-Control"].startswith("max-age=0")


@pytest.mark.parametrize(
    ("number", "brand", "outcome"),
    [
        ("4000000000000002", "VI", "decline"),
        ("4000-0000-0000-9995", "VI", "insufficient_funds"),
        ("5555 5555 5555 4444", "MC", "approve"),
        ("3782 822463 10005", "AE", "approve"),
        ("6011 1111 1111 1117", "DI", "approve"),
    ],
)
def test_the_number_decides_the_brand_and_the_sandbox_outcome(client, number, brand, outcome):
    body = tokenize(client, card(card_number=number, card_code="1234")).json()

    assert body["card"]["type"] == brand
    assert Nonce.objects.get().outcome == outcome


def test_a_two_digit_expiry_year_and_numbers_as_text_are_understood(client):
    body = tokenize(client, card(exp_month="07", exp_year=str(THIS_YEAR + 2)[2:])).json()

    assert (body["card"]["exp_month"], body["card"]["exp_year"]) == (7, THIS_YEAR + 2)


def test_a_card_expiring_this_month_is_still_accepted(client):
    today = timezone.localdate()

    response = tokenize(client, card(exp_month=today.month, exp_year=today.year))

    assert response.status_code == 200


def last_month():
    first = timezone.localdate().replace(day=1)
    previous = first - timedelta(days=1)
    return {"exp_month": previous.month, "exp_year": previous.year}


BAD_NUMBER = ("invalid_card_number", "Enter a valid card number.")
EXPIRED = ("card_expired", "The card has expired.")
BAD_EXPIRY = ("invalid_expiry", "Enter a valid expiry date.")
BAD_CODE = ("invalid_security_code", "Enter a valid security code.")


@pytest.mark.parametrize(
    ("changes", "refusal"),
    [
        ({"card_number": "4242 4242 4242 4241"}, BAD_NUMBER),
        ({"card_number": "4242 4242 4242"}, BAD_NUMBER),
        ({"card_number": "4242 4242 abcd 4242"}, BAD_NUMBER),
        ({"card_number": 4242424242424242}, BAD_NUMBER),
        ({"card_number": ""}, BAD_NUMBER),
        (last_month(), EXPIRED),
        ({"exp_month": 13}, BAD_EXPIRY),
        ({"exp_month": None}, BAD_EXPIRY),
        ({"exp_year": THIS_YEAR + 40}, BAD_EXPIRY),
        ({"card_code": "12"}, BAD_CODE),
        ({"card_code": "12345"}, BAD_CODE),
        ({"card_code": "12a"}, BAD_CODE),
        ({"card_code": None}, BAD_CODE),
    ],
)
def test_invalid_card_details_are_refused_and_nothing_is_stored(client, changes, refusal):
    response = tokenize(client, card(**changes))

    assert response.status_code == 400
    code, message = refusal
    assert response.json() == {"error": {"code": code, "message": message}}
    assert not Nonce.objects.exists()


def test_a_wrong_client_key_is_refused(client):
    response = tokenize(client, card(client_key="somebody-elses-key"))

    assert response.status_code == 401
    assert response.json()["error"]["code"] == "invalid_client_key"
    assert not Nonce.objects.exists()


def test_only_json_posts_are_accepted(client):
    as_form = client.post(URL, data=card())
    as_get = client.get(URL)
    not_an_object = tokenize(client, ["4242 4242 4242 4242"])
    not_json = client.post(URL, data="card=4242", content_type="application/json")

    assert (as_form.status_code, as_form.json()["error"]["code"]) == (415, "unsupported_media_type")
    assert (as_get.status_code, as_get.json()["error"]["code"]) == (405, "method_not_allowed")
    assert not_an_object.status_code == not_json.status_code == 400
    assert not Nonce.objects.exists()


def test_it_needs_no_csrf_token(client):
    client.handler.enforce_csrf_checks = True

    response = tokenize(client, card())

    assert response.status_code == 200


def test_the_endpoint_is_gone_when_another_gateway_is_configured(client, settings):
    settings.PAYMENT_GATEWAY = f"{__name__}.OtherGateway"

    response = tokenize(client, card())

    assert response.status_code == 404
    assert not Nonce.objects.exists()


def test_one_address_testing_many_cards_is_stopped_and_gets_no_more_nonces(client, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "card_tokenise": {"ip": "3/h"}}
    for _ in range(3):
        assert tokenize(client, card()).status_code == 200

    refused = tokenize(client, card())

    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "too_many_requests"
    assert Nonce.objects.count() == 3
