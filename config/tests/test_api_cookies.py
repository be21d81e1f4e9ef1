"""The API reads a customer's token (bearer header, then the `token` cookie) and JSON from the
shop's own origin, never a CSRF token: none of its answers sets Django's CSRF cookie, which the
storefront would otherwise hand on to browsers."""

import json

import pytest
from django.conf import settings
from django.test import Client

from commerce.customers.tests.factories import CustomerFactory

pytestmark = pytest.mark.django_db


def _graphql(client, query):
    return client.post("/graphql/", json.dumps({"query": query}), content_type="application/json")


@pytest.mark.parametrize(
    "request_api",
    [
        lambda client: _graphql(client, "{ __typename }"),
        lambda client: _graphql(client, '{ pages(search_query: "hair") { id } }'),
        lambda client: _graphql(
            client,
            'mutation { generateCustomerToken(email: "casey@example.com", password: "x") '
            "{ token } }",
        ),
        lambda client: client.post("/graphql/", "{", content_type="application/json"),
        lambda client: client.get("/rest/V1/rootwell-carts/"),
        lambda client: client.get("/rest/V1/rootwell-customers/session-login"),
        lambda client: client.post(
            "/rest/V1/rootwell-customers/session-logout", "{}", content_type="application/json"
        ),
        lambda client: client.post(
            "/rest/V1/repack/add_to_cart/", '{"code": "X"}', content_type="application/json"
        ),
    ],
    ids=["query", "cms-query", "mutation", "malformed", "cart", "session-login", "logout", "add"],
)
def test_api_answers_set_no_csrf_cookie(request_api):
    # Given a visitor signed in to a Django session, who has no CSRF cookie yet
    client = Client(enforce_csrf_checks=True)
    client.force_login(CustomerFactory(email="casey@example.com"))

    # When they call the API
    response = request_api(client)

    # Then it is answered without a CSRF cookie
    assert response.status_code < 500
    assert settings.CSRF_COOKIE_NAME not in response.cookies
