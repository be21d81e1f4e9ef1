import json
import uuid

import pytest
from django.conf import settings

from api.core.trusted_documents import document_id, registered_documents
from commerce.basket.tests.factories import signed_in_customer
from commerce.customers.tests.factories import CustomerFactory

pytestmark = pytest.mark.django_db

COUNTRIES = "query Countries {\n  countries {\n    id\n    __typename\n  }\n}"
TYPENAME = "{ __typename }"


@pytest.fixture
def manifest(tmp_path, settings):
    """A manifest registering one document, as the storefront's codegen writes it."""
    path = tmp_path / "trusted-documents.json"
    operation = {"id": document_id(COUNTRIES), "name": "Countries", "type": "query"}
    path.write_text(
        json.dumps(
            {
                "format": "apollo-persisted-query-manifest",
                "version": 1,
                "operations": [{**operation, "body": COUNTRIES}],
            }
        )
    )
    settings.GRAPHQL_TRUSTED_DOCUMENTS = path
    return path


@pytest.fixture
def enforced(manifest, settings):
    settings.GRAPHQL_TRUSTED_DOCUMENTS_ONLY = True


@pytest.fixture
def send(client):
    """POSTs a body to /graphql/ as the storefront does; the status and the JSON answer."""

    def post(body: dict, **headers):
        response = client.post(
            "/graphql/", data=json.dumps(body), content_type="application/json", **headers
        )
        return response.status_code, response.json()

    return post


def by_id(document: str) -> dict:
    return {"extensions": {"persistedQuery": {"version": 1, "sha256Hash": document_id(document)}}}


def test_a_registered_document_runs_by_its_id(enforced, send):
    status, body = send({**by_id(COUNTRIES), "operationName": "Countries", "variables": {}})

    assert status == 200
    assert body["data"]["countries"][0]["__typename"] == "Country"
    assert {"id": "US", "__typename": "Country"} in body["data"]["countries"]


def test_an_unknown_id_is_refused_with_its_code(enforced, send):
    status, body = send(by_id("query Countries { countries { id name } }"))

    assert status == 400
    assert body["errors"] == [
        {
            "message": "Unknown document: the shop has no registered operation with this id.",
            "extensions": {"code": "PERSISTED_QUERY_NOT_FOUND"},
        }
    ]


def test_an_id_names_the_document_even_when_other_text_comes_with_it(enforced, send):
    status, body = send({**by_id(COUNTRIES), "query": "{ customer { email } }"})

    assert status == 200
    assert "countries" in body["data"]


def test_a_malformed_id_names_no_document(enforced, send):
    status, body = send({"query": TYPENAME, "extensions": {"persistedQuery": {"sha256Hash": 1}}})

    assert status == 400
    assert body["errors"][0]["extensions"]["code"] == "PERSISTED_QUERY_NOT_FOUND"


def test_any_other_document_from_a_visitor_is_refused_before_it_is_parsed(enforced, send):
    status, body = send({"query": "{ countries { id } "})  # unparseable: refused all the same

    assert status == 400
    [error] = body["errors"]
    assert error["extensions"]["code"] == "PERSISTED_QUERY_NOT_IN_LIST"
    assert error["message"].startswith("Only the storefront's registered operations are accepted")
    assert "data" not in body


def test_any_other_document_from_a_signed_in_customer_is_refused(enforced, send):
    _, headers = signed_in_customer(email="casey@example.com")

    _, body = send({"query": "{ customer { email } }"}, **headers)

    assert body["errors"][0]["extensions"]["code"] == "PERSISTED_QUERY_NOT_IN_LIST"


def test_a_registered_document_sent_as_text_is_what_the_storefront_may_send(enforced, send):
    status, body = send({"query": COUNTRIES})

    assert status == 200
    assert "countries" in body["data"]


def test_staff_signed_in_to_the_cms_send_any_document(enforced, send, client):
    client.force_login(CustomerFactory(email="editor@example.com", is_staff=True))

    _, body = send({"query": TYPENAME})

    assert body == {"data": {"__typename": "Query"}}


@pytest.mark.parametrize("carried_by", ["bearer", "cookie"])
def test_staff_signed_in_by_a_customer_token_are_refused_any_other_document(
    enforced, send, client, carried_by
):
    # Given a staff account signed in to the storefront, its token in a bearer header or cookie
    _, headers = signed_in_customer(email="support@example.com", is_staff=True)
    if carried_by == "cookie":
        client.cookies["token"] = headers.pop("HTTP_AUTHORIZATION").removeprefix("Bearer ")

    # When it sends a document the storefront never registered
    status, body = send({"query": "{ customer { email } }"}, **headers)

    # Then it is refused as from any customer, before anything runs
    assert status == 400
    assert body["errors"][0]["extensions"]["code"] == "PERSISTED_QUERY_NOT_IN_LIST"
    assert "data" not in body


def test_a_deactivated_staff_account_is_a_visitor(enforced, send, client):
    client.force_login(CustomerFactory(is_staff=True, is_active=False))

    _, body = send({"query": TYPENAME})

    assert body["errors"][0]["extensions"]["code"] == "PERSISTED_QUERY_NOT_IN_LIST"


def test_any_document_runs_when_the_setting_allows_them(manifest, settings, send):
    settings.GRAPHQL_TRUSTED_DOCUMENTS_ONLY = False

    _, body = send({"query": TYPENAME})

    assert body == {"data": {"__typename": "Query"}}


def test_introspection_stays_refused_to_a_registered_document_and_to_staff(
    tmp_path, settings, send, client
):
    introspection = "query Schema { __schema { queryType { name } } }"
    path = tmp_path / "trusted-documents.json"
    path.write_text(
        json.dumps({"operations": [{"id": document_id(introspection), "body": introspection}]})
    )
    settings.GRAPHQL_TRUSTED_DOCUMENTS = path
    settings.GRAPHQL_TRUSTED_DOCUMENTS_ONLY = True

    _, registered = send(by_id(introspection))
    client.force_login(CustomerFactory(is_staff=True))
    _, from_staff = send({"query": introspection})

    for body in (registered, from_staff):
        assert body["errors"][0]["message"] == "GraphQL introspection is disabled."


def test_the_manifest_is_read_again_when_it_changes(manifest, enforced, send):
    send({"query": COUNTRIES})
    manifest.write_text(json.dumps({"operations": []}))

    _, body = send({"query": COUNTRIES})

    assert body["errors"][0]["extensions"]["code"] == "PERSISTED_QUERY_NOT_IN_LIST"


def test_the_committed_manifest_registers_the_storefront_operations_under_their_hashes():
    documents = registered_documents()

    assert settings.GRAPHQL_TRUSTED_DOCUMENTS.name == "trusted-documents.json"
    assert len(documents) > 50
    assert all(document_id(body) == id_ for id_, body in documents.items())
    assert any(body.startswith("mutation CheckoutPlaceOrder(") for body in documents.values())


def test_a_storefront_operation_runs_by_its_id_in_enforce_mode(settings, send):
    settings.GRAPHQL_TRUSTED_DOCUMENTS_ONLY = True
    [recaptcha_config] = [
        id_
        for id_, body in registered_documents().items()
        if body.startswith("query AccessRecaptchaConfig ")
    ]

    status, body = send(
        {"extensions": {"persistedQuery": {"version": 1, "sha256Hash": recaptcha_config}}}
    )

    assert status == 200
    assert body["data"]["recaptchaV3Config"]["__typename"] == "RecaptchaV3Config"


@pytest.fixture
def register(tmp_path, settings):
    """Registers exactly these documents (a manifest of their own, so no other test checked them
    before), the setting left as the test's."""

    def write(*documents: str):
        path = tmp_path / "registered.json"
        operations = [{"id": document_id(body), "body": body} for body in documents]
        path.write_text(json.dumps({"operations": operations}))
        settings.GRAPHQL_TRUSTED_DOCUMENTS = path

    return write


@pytest.fixture
def checks(monkeypatch):
    """Counts how often documents are parsed and validated."""
    from api.core import checked_documents

    counted = {"parse": 0, "validate": 0}
    for name in counted:
        original = getattr(checked_documents, name)

        def counting(*args, _name=name, _original=original, **kwargs):
            counted[_name] += 1
            return _original(*args, **kwargs)

        monkeypatch.setattr(checked_documents, name, counting)
    return counted


def unique(document: str) -> str:
    """The document with a comment no other test's has: its text is checked afresh."""
    return f"# {uuid.uuid4()}\n{document}"


def test_a_registered_document_is_parsed_and_validated_once(register, send, checks):
    countries = unique(COUNTRIES)
    register(countries)

    answers = [send(by_id(countries)) for _ in range(3)] + [send({"query": countries})]

    assert checks == {"parse": 1, "validate": 1}
    assert all(status == 200 and "countries" in body["data"] for status, body in answers)


def test_a_registered_document_refused_by_validation_is_refused_every_time(register, send, checks):
    refused = unique("query Countries { countries { id nope } }")
    register(refused)

    first, second = send(by_id(refused)), send(by_id(refused))

    assert first == second
    assert first[0] == 400
    assert first[1]["errors"][0]["extensions"]["code"] == "GRAPHQL_VALIDATION_FAILED"
    assert checks == {"parse": 2, "validate": 2}


@pytest.mark.parametrize(
    ("limit", "code"),
    [("GRAPHQL_MAX_COST", "QUERY_TOO_COMPLEX"), ("GRAPHQL_MAX_TOKENS", "DOCUMENT_TOO_LARGE")],
)
def test_a_registered_document_is_measured_again_against_new_limits(
    register, send, settings, limit, code
):
    countries = unique(COUNTRIES)
    register(countries)
    send(by_id(countries))

    setattr(settings, limit, 5)
    status, body = send(by_id(countries))

    assert status == 400
    assert body["errors"][0]["extensions"]["code"] == code


def test_any_other_document_is_parsed_and_validated_on_every_request(
    register, send, checks, settings
):
    register()
    settings.GRAPHQL_TRUSTED_DOCUMENTS_ONLY = False
    valid, invalid = unique(COUNTRIES), unique("{ countries { nope } }")

    answers = [send({"query": document}) for document in (valid, invalid, valid, invalid)]

    assert checks == {"parse": 4, "validate": 4}
    assert answers[0] == answers[2] and answers[0][0] == 200
    assert answers[1] == answers[3]
    assert answers[1][1]["errors"][0]["message"] == ("Cannot query field 'nope' on type 'Country'.")
