import pytest

pytestmark = pytest.mark.django_db


def test_introspection_is_refused_outside_development(graphql):
    body = graphql("{ __schema { queryType { name } } }")

    assert "introspection" in body["errors"][0]["message"].lower()
    assert "data" not in body or body["data"] is None


def test_queries_nested_too_deeply_are_refused(graphql):
    nested = "parent { " * 13 + "id" + " }" * 13

    body = graphql(f'{{ page(url_path: "/") {{ {nested} }} }}')

    assert "exceeds maximum operation depth" in body["errors"][0]["message"]


def test_a_malformed_query_is_a_client_error_not_a_crash(graphql):
    body = graphql("{ products(skus: ")

    assert body["errors"][0]["message"].startswith("Syntax Error")
