import json

import pytest
from django.core.cache import cache

# Fixtures many apps' tests share: the plans most renewal and campaign tests start from.
pytest_plugins = ["commerce.subscriptions.tests.fixtures"]


@pytest.fixture(autouse=True)
def fresh_cache():
    """Each test starts with an empty cache: rate-limit counts (and anything else cached) from
    one test must not spill into the next, which would then hit TOO_MANY_REQUESTS."""
    cache.clear()


@pytest.fixture
def graphql(client):
    """POST a GraphQL operation to /graphql/ the way the storefront does; return the JSON body."""

    def execute(query: str, variables: dict | None = None, **headers) -> dict:
        response = client.post(
            "/graphql/",
            data=json.dumps({"query": query, "variables": variables or {}}),
            content_type="application/json",
            **headers,
        )
        assert response.status_code in (200, 400), response.content
        return response.json()

    return execute


@pytest.fixture
def graphql_committed(graphql, django_capture_on_commit_callbacks):
    """Like `graphql`, then runs what waits for the commit (emails, events) as the end of a real
    request does; `ip` is the client's address where limits count by it."""

    def execute(query: str, variables: dict | None = None, ip: str | None = None, **headers):
        if ip is not None:
            headers["REMOTE_ADDR"] = ip
        with django_capture_on_commit_callbacks(execute=True):
            return graphql(query, variables, **headers)

    return execute


@pytest.fixture
def womens_home(db):
    """The storefront's site root: the women's home at /."""
    from cms.home.tests.factories import make_womens_home

    return make_womens_home()
