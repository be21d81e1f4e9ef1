"""A request that is not one GraphQL operation in JSON is the client's error: a 400 whose body
says what to send, with a code, never a fault of the server's."""

import json

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

TYPENAME = "{ __typename }"
NOT_JSON = "Send the request body as JSON."
TOO_DEEP = "Send JSON nested at most 32 levels deep."
NO_DOCUMENT = (
    "Send a GraphQL document as query, or a registered document's id as "
    "extensions.persistedQuery.sha256Hash."
)


def post(body: bytes | str, content_type: str = "application/json"):
    # A client that does not raise the view's exceptions: a fault must show as the 500 it is.
    client = Client(raise_request_exception=False)
    return client.post("/graphql/", body, content_type=content_type)


def as_json(**members) -> str:
    return json.dumps(members)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (as_json(query={"kind": "Document"}), "Send query as a string."),
        (as_json(query=5), "Send query as a string."),
        (as_json(query=[TYPENAME]), "Send query as a string."),
        (as_json(query=TYPENAME, variables="x"), "Send variables as an object."),
        (as_json(query=TYPENAME, variables=[1]), "Send variables as an object."),
        (as_json(query=TYPENAME, operationName=5), "Send operationName as a string."),
        (as_json(query=TYPENAME, extensions="{}"), "Send extensions as an object."),
        (as_json(documentId=7), "Send documentId as a string."),
        (as_json(documentId="abc123"), NO_DOCUMENT),
        ("{}", NO_DOCUMENT),
        ("{not json", NOT_JSON),
        ('{"query": NaN}', NOT_JSON),
        ('{"query": "{ __typename }", "variables": {"n": 1e999}}', NOT_JSON),
        ('{"query": "{ __typename }", "variables": {"n": 1' + "0" * 5000 + "}}", NOT_JSON),
        ("[" * 5000 + "]" * 5000, TOO_DEEP),
        ('{"query": ' + '{"a": ' * 40 + "1" + "}" * 41, TOO_DEEP),
        (b'{"query": "\xff"}', "Send the request body as UTF-8."),
        (
            '{"query": "{ __typename }", "variables": {"name": "\\ud800"}}',
            "Send text as Unicode: the body holds an unpaired surrogate (\\ud800-\\udfff).",
        ),
        (
            json.dumps([{"query": TYPENAME}, {"query": TYPENAME}]),
            "Send one operation per request, as a JSON object: batches are not accepted.",
        ),
        (
            '"{ __typename }"',
            "Send the operation as a JSON object (query, variables, operationName).",
        ),
        ("null", "Send the operation as a JSON object (query, variables, operationName)."),
    ],
    ids=[
        "query-object",
        "query-number",
        "query-list",
        "variables-string",
        "variables-list",
        "operation-name-number",
        "extensions-string",
        "document-id-number",
        "document-id-alone",
        "empty-object",
        "not-json",
        "nan",
        "infinite-number",
        "5000-digit-number",
        "5000-levels-deep",
        "40-levels-deep",
        "latin-1",
        "unpaired-surrogate",
        "batch",
        "string",
        "null",
    ],
)
def test_a_malformed_body_is_refused_with_what_to_send(body, message):
    response = post(body)

    assert response.status_code == 400
    assert response.json() == {
        "errors": [{"message": message, "extensions": {"code": "BAD_REQUEST"}}]
    }


def test_a_document_nested_past_any_real_one_is_refused_before_it_is_parsed():
    fragments = "{ " + "... on Query { " * 300 + "__typename" + " }" * 301

    response = post(as_json(query=fragments))

    assert response.status_code == 400
    [error] = response.json()["errors"]
    assert error == {
        "message": "Send a document nested at most 32 levels deep.",
        "extensions": {"code": "QUERY_TOO_DEEP"},
    }


def test_a_document_that_does_not_parse_or_validate_says_which_with_a_code():
    unparsed = post(as_json(query="{ products(skus: "))
    invalid = post(as_json(query="query A { __typename } query B { __typename }"))
    unknown = post(as_json(query=TYPENAME, operationName="Elsewhere"))

    assert unparsed.status_code == invalid.status_code == unknown.status_code == 400
    assert unparsed.json()["errors"][0]["extensions"] == {"code": "GRAPHQL_PARSE_FAILED"}
    assert invalid.json()["errors"][0]["extensions"] == {"code": "GRAPHQL_VALIDATION_FAILED"}
    assert unknown.json()["errors"][0]["message"] == "Unknown operation named 'Elsewhere'."
    assert unknown.json()["errors"][0]["extensions"] == {"code": "GRAPHQL_VALIDATION_FAILED"}


def test_the_query_string_does_not_stand_in_for_the_body():
    client = Client(raise_request_exception=False)

    response = client.post("/graphql/?query={__typename}", "{}", content_type="application/json")

    assert response.status_code == 400
    assert response.json()["errors"][0]["message"] == NO_DOCUMENT


def test_null_members_are_as_absent():
    response = post(as_json(query=TYPENAME, variables=None, operationName=None, extensions=None))

    assert response.json() == {"data": {"__typename": "Query"}}
