"""PostgreSQL can neither store nor compare text holding a NUL character, and no SKU, bundle key,
path, host name, card hash or suggestion holds one: such text finds nothing (or is refused as
bad input), never a fault on the server."""

import pytest

from commerce.basket.tests.factories import core_catalogue, signed_in_customer

pytestmark = pytest.mark.django_db


def errors_logged(caplog):
    return [record for record in caplog.records if record.levelname == "ERROR"]


@pytest.mark.parametrize(
    ("document", "variables", "answer"),
    [
        (
            "query($s: [String!]!) { products(skus: $s) { sku } }",
            {"s": ["RW-CORE-W-N01", "RW-\x00"]},
            {"products": [{"sku": "RW-CORE-W-N01"}]},
        ),
        (
            "query($k: [String!]!) { products_by_bundle_keys(bundle_keys: $k,"
            " subscription_interval: 1) { sku } }",
            {"k": ["wo\x00men"]},
            {"products_by_bundle_keys": []},
        ),
        (
            "query($p: String!) { redirect(old_path: $p) { location } }",
            {"p": "/old\x00"},
            {"redirect": None},
        ),
        (
            "mutation($q: String!) { recordSearchQuery(query: $q) { recorded } }",
            {"q": "thick\x00er hair"},
            {"recordSearchQuery": {"recorded": False}},
        ),
    ],
)
def test_text_with_a_nul_character_finds_nothing(graphql, caplog, document, variables, answer):
    # Given a catalogue
    core_catalogue()

    # When a client looks something up by text holding a NUL character
    body = graphql(document, variables)

    # Then nothing is found by that text, and nothing failed on the server
    assert body == {"data": answer}
    assert not errors_logged(caplog)


def test_a_host_name_with_a_nul_character_is_refused_as_bad_input(graphql, caplog):
    # When a client asks for the site of a host name holding a NUL character
    body = graphql('{ site(hostname: "shop\\u0000.example") { id } }')

    # Then it hears that this is no host name, and nothing failed on the server
    assert body["errors"][0]["message"] == "Give hostname as a host name."
    assert body["errors"][0]["extensions"]["code"] == "BAD_USER_INPUT"
    assert not errors_logged(caplog)


@pytest.mark.parametrize(
    "document",
    [
        'mutation { deleteTokenBaseCard(hash: "W\\u0000") }',
        'mutation { updateTokenBaseCard(input: { hash: "W\\u0000", active: false }) { hash } }',
    ],
)
def test_a_card_hash_with_a_nul_character_is_a_missing_card(graphql, caplog, document):
    # Given a signed-in customer
    _, bearer = signed_in_customer()

    # When they change or delete a card by a hash holding a NUL character
    body = graphql(document, **bearer)

    # Then the card is not found, and nothing failed on the server
    assert body["errors"][0]["extensions"]["code"] == "NOT_FOUND"
    assert not errors_logged(caplog)
