"""What one request may ask of the API: refused before anything runs when over a limit, with a
stable code; the storefront's own operations fit under half of every limit."""

import pytest
from django.conf import settings
from graphene_django.settings import graphene_settings
from graphql import (
    OperationDefinitionNode,
)

from commerce.graphql.core.limits import Limits, measure, token_count
from commerce.plans import services as plans

from .storefront_documents import as_sent, fragments_of, storefront_document

pytestmark = pytest.mark.django_db

PLANS = "{ sku name price { value } }"


def code_of(body):
    [error] = body["errors"]
    return error["extensions"]["code"], error["message"]


@pytest.fixture
def plans_are_never_read(monkeypatch):
    def refused(*args, **kwargs):
        raise AssertionError("the resolver ran for a refused operation")

    monkeypatch.setattr(plans, "core_subscription_plans", refused)


def test_500_aliases_of_an_expensive_field_are_refused_before_any_resolver_runs(
    graphql, plans_are_never_read
):
    query = "{ " + " ".join(f"a{n}: core_subscription_products {PLANS}" for n in range(500)) + " }"

    body = graphql(query)

    assert code_of(body) == ("DOCUMENT_TOO_LARGE", "Send a document of at most 2000 tokens.")
    assert body.get("data") is None


def test_more_root_fields_than_the_limit_are_refused_before_any_resolver_runs(
    graphql, plans_are_never_read
):
    query = "{ " + " ".join(f"a{n}: core_subscription_products {PLANS}" for n in range(21)) + " }"

    body = graphql(query)

    assert code_of(body) == (
        "TOO_MANY_ROOT_FIELDS",
        "'anonymous' asks for 21 root fields; at most 20 are allowed in one operation.",
    )


def test_aliases_past_the_limit_are_refused_wherever_they_are(graphql):
    aliases = " ".join(f"t{n}: __typename" for n in range(31))

    body = graphql(f'{{ page(url_path: "/") {{ {aliases} }} }}')

    assert code_of(body)[0] == "TOO_MANY_ALIASES"


def test_20000_typename_aliases_are_refused_by_size_before_parsing(client):
    query = "{ " + " ".join(f"t{n}: __typename" for n in range(20_000)) + " }"

    response = client.post("/graphql/", {"query": query}, content_type="application/json")

    assert response.status_code == 413
    assert response.json()["errors"][0]["extensions"]["code"] == "DOCUMENT_TOO_LARGE"


def test_nested_lists_that_multiply_past_the_cost_limit_are_refused(graphql):
    # three levels of up to 100 pages each: a million pages' titles in one small request
    pages = "{ id title }"
    for _ in range(3):
        pages = f"{{ children(limit: 100) {pages} }}"

    body = graphql(f'{{ page(url_path: "/") {pages} }}')

    code, message = code_of(body)
    assert code == "QUERY_TOO_COMPLEX"
    assert message.startswith("'anonymous' is too complex: it costs 2010102, over the limit of")


def test_the_same_lists_in_small_pages_are_answered(graphql):
    pages = "{ id title }"
    for _ in range(3):
        pages = f"{{ children(limit: 20) {pages} }}"

    body = graphql(f'{{ page(url_path: "/") {pages} }}')

    assert "errors" not in body


def test_a_fragment_cycle_is_a_validation_error_not_a_crash(graphql):
    body = graphql(
        "query { ...A } fragment A on Query { ...B } fragment B on Query { ...A __typename }"
    )

    assert body["errors"][0]["message"] == "Cannot spread fragment 'A' within itself via 'B'."


def test_a_fragment_inside_an_unknown_field_is_a_validation_error_not_a_crash(graphql):
    body = graphql('{ page(url_path: "/") { body { ... on FaqListBlock { heading } } } }')

    assert body["errors"][0]["message"].startswith("Cannot query field 'body'")


def test_a_long_chain_of_fragments_is_refused_not_followed(graphql):
    chain = " ".join(f"fragment F{n} on Query {{ ...F{n + 1} }}" for n in range(40))
    body = graphql(f"query {{ ...F0 }} {chain} fragment F40 on Query {{ __typename }}")

    assert code_of(body)[0] == "QUERY_TOO_COMPLEX"


def test_every_storefront_operation_fits_comfortably_under_each_limit():
    limits = Limits.from_settings()
    shapes = measure(
        graphene_settings.SCHEMA.graphql_schema, storefront_document(), settings.GRAPHQL_MAX_DEPTH
    )

    assert len(shapes) > 40  # every .graphql document the storefront sends was read
    for name, shape in shapes.items():
        assert shape.depth <= limits.depth - 3, (name, shape)
        assert shape.cost <= limits.cost // 2, (name, shape)
        assert shape.aliases <= limits.aliases // 2, (name, shape)
        assert shape.root_fields <= limits.root_fields // 2, (name, shape)


def test_every_storefront_request_is_under_half_the_size_limits():
    document = storefront_document()
    fragments = fragments_of(document)
    for operation in document.definitions:
        if not isinstance(operation, OperationDefinitionNode):
            continue
        sent = as_sent(operation, fragments)
        name = operation.name.value
        assert token_count(sent) <= settings.GRAPHQL_MAX_TOKENS // 2, (name, token_count(sent))
        assert len(sent.encode()) <= settings.GRAPHQL_MAX_REQUEST_BYTES // 2, name
