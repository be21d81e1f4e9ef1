"""Hypothesis fuzzes the API's transport: what arrives at /graphql/ and /rest/V1/ before any
operation or endpoint reads it. Raw bytes, arbitrary JSON values, valid requests with a member
swapped for any JSON value or with bytes cut, inserted or replaced, JSON nested thousands deep,
under any content type and method, anonymously and with a customer's token.

Every answer must be a client's error or a success, never a 5xx, in JSON (HEAD aside, which has
no body), without a CSRF cookie and without anything logged as an error (a fault the GraphQL
view answers with a 200 is logged). Schemathesis (test_fuzz_rest.py, api/tests/
test_fuzz.py) fuzzes the operations themselves; this covers what they assume was well formed."""

import json

import pytest
from django.conf import settings as django_settings
from django.test import Client
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from api.core.trusted_documents import registered_documents
from commerce.basket.tests.factories import CORE_ONE_TIME, core_catalogue
from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from config.tests.fuzzing import fuzz_settings, logged_errors, unlimited_rates

EXAMPLES = 2000

GRAPHQL = "/graphql/"
REST_NAMES = ("rest-session-login", "rest-session-logout", "rest-cart", "rest-add-to-cart")
# /graphql/ gets about half of the requests: it is where a body is read most ways.
METHODS = ["POST"] * 8 + ["GET", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]
CONTENT_TYPES = ["application/json"] * 8 + [
    "application/json; charset=utf-8",
    "application/json; charset=latin-1",
    "application/json; charset=bogus",
    "application/graphql",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=fuzz",
    "multipart/form-data",
    "application/json;;;",
    "",
]
# Pieces a JSON body is made of, and some it must not hold.
FRAGMENTS = [
    b"{",
    b"}",
    b"[",
    b"]",
    b'"',
    b",",
    b":",
    b"\\",
    b"null",
    b"true",
    b"NaN",
    b"-Infinity",
    b"1e999",
    b"1" * 5000,
    b'"\\ud800"',
    b"\\u0000",
    b"\xff",
    b"\xed\xa0\x80",
    b"[" * 2000,
    b'{"a":' * 200,
]
MEMBERS = ["query", "variables", "operationName", "extensions", "documentId", "skus", "code"]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=20)
    | st.sampled_from(["{ __typename }", "query Q { countries { id } }", "RW-CORE-W-N01"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(MEMBERS) | st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)


def valid_bodies() -> list[dict]:
    """Well-formed requests the endpoints answer: GraphQL operations (registered ones by id and as
    text among them) and add-to-cart links."""
    documents = sorted(registered_documents().items())
    registered = documents[:: max(1, len(documents) // 8)]  # 8 of them, across the manifest
    return [
        {"query": "{ __typename }"},
        {"query": "query Countries { countries { id available_regions { code } } }"},
        {
            "query": "query P($skus: [String!]!) { products(skus: $skus) { sku name } }",
            "variables": {"skus": [CORE_ONE_TIME]},
            "operationName": "P",
        },
        {
            "query": "mutation N($email: String!) { subscribeForNewsletters(email: $email) "
            "{ result { status } } }",
            "variables": {"email": "fuzz@example.com"},
        },
        {"query": '{ pages(limit: 2) { id title } page(url_path: "/") { id } }'},
        *(
            {"extensions": {"persistedQuery": {"version": 1, "sha256Hash": id_}}}
            for id_, _ in registered
        ),
        *({"query": body} for _, body in registered),
        {"skus": CORE_ONE_TIME, "purchase_source": "dpa"},
        {"code": "GROW10"},
    ]


@st.composite
def swapped_member(draw, bodies):
    body = dict(draw(st.sampled_from(bodies)))
    body[draw(st.sampled_from(MEMBERS))] = draw(json_values)
    return json.dumps(body).encode()


@st.composite
def spliced(draw, bodies):
    """A valid body with a stretch of it cut, or replaced by JSON's pieces or any bytes."""
    body = json.dumps(draw(st.sampled_from(bodies))).encode()
    start = draw(st.integers(0, len(body)))
    end = draw(st.integers(start, min(len(body), start + 20)))
    insert = draw(st.sampled_from(FRAGMENTS) | st.binary(max_size=8))
    return body[:start] + insert + body[end:]


def request_bodies(bodies):
    return st.one_of(
        st.binary(max_size=300),
        json_values.map(lambda value: json.dumps(value).encode()),
        st.sampled_from(bodies).map(lambda body: json.dumps(body).encode()),
        swapped_member(bodies),
        spliced(bodies),
        st.integers(33, 5000).map(lambda depth: b"[" * depth + b"]" * depth),
        st.integers(33, 3000).map(
            lambda depth: (
                b'{"query": "{ __typename }", "variables": {"v": '
                + b"[" * depth
                + b"]" * depth
                + b"}}"
            )
        ),
    )


@pytest.mark.fuzz
@pytest.mark.django_db
def test_malformed_requests_are_answered_as_the_clients_error_in_json(settings):
    # Given a catalogue and a customer, rate limits far above what one run sends
    settings.RATE_LIMITS = unlimited_rates(settings.RATE_LIMITS)
    core_catalogue()
    customer = CustomerFactory(email="casey@example.com")
    client = Client(raise_request_exception=False)
    paths = [GRAPHQL] * 6 + [reverse(name) for name in REST_NAMES]
    paths += [reverse("scalp-photo-upload"), reverse("scalp-photo", args=[7])]
    bodies = valid_bodies()
    token = tokens.issue(customer)
    logout = reverse("rest-session-logout")
    sent = []

    # When requests of every shape are sent to them
    @fuzz_settings(EXAMPLES)
    @given(
        path=st.sampled_from(paths),
        method=st.sampled_from(METHODS),
        content_type=st.sampled_from(CONTENT_TYPES) | st.text(max_size=30),
        body=request_bodies(bodies),
        query_string=st.none() | st.text(max_size=30),
        signed_in=st.booleans(),
    )
    def send(path, method, content_type, body, query_string, signed_in):
        nonlocal token
        headers = {"Authorization": f"Bearer {token}"} if signed_in else {}
        with logged_errors() as problems:
            response = client.generic(
                method,
                path if query_string is None else f"{path}?{query_string}",
                body,
                content_type=content_type,
                headers=headers,
            )
        sent.append(path)
        if path == logout and signed_in:
            token = tokens.issue(customer)  # a session-logout revoked it

        # Then each is answered without a fault, in JSON, and sets no CSRF cookie
        described = f"{method} {path} {content_type!r} {body[:300]!r}: {response.status_code} "
        described += f"{response.content[:300]!r}"
        assert response.status_code < 500, described
        assert problems == [], described
        assert django_settings.CSRF_COOKIE_NAME not in response.cookies, described
        if method != "HEAD":
            assert response["Content-Type"].startswith("application/json"), described
            json.loads(response.content)

    send()

    assert len(sent) >= EXAMPLES
    assert sent.count(GRAPHQL) > EXAMPLES // 3
