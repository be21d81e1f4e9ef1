import pytest

pytestmark = pytest.mark.django_db


def test_introspection_is_refused_outside_development(graphql):
    for query in ("{ __schema { queryType { name } } }", '{ __type(name: "Plan") { name } }'):
        body = graphql(query)

        assert body["errors"][0]["message"] == "GraphQL introspection is disabled."
        assert body.get("data") is None


def test_typename_stays_available_to_clients(graphql):
    assert graphql("{ __typename }") == {"data": {"__typename": "Query"}}


def test_queries_nested_too_deeply_are_refused(graphql):
    nested = "parent { " * 13 + "id" + " }" * 13

    body = graphql(f'{{ page(url_path: "/") {{ {nested} }} }}')

    assert "exceeds maximum operation depth" in body["errors"][0]["message"]
    assert body["errors"][0]["extensions"]["code"] == "QUERY_TOO_DEEP"


def test_a_malformed_query_is_a_client_error_not_a_crash(graphql):
    body = graphql("{ products(skus: ")

    assert body["errors"][0]["message"].startswith("Syntax Error")


def test_only_json_posts_reach_the_api(client):
    get = client.get("/graphql/", {"query": "{ __typename }"})
    form = client.post("/graphql/", {"query": "{ __typename }"})

    assert get.status_code == 405
    assert get.json()["errors"][0]["extensions"]["code"] == "METHOD_NOT_ALLOWED"
    assert form.status_code == 415
    assert form.json()["errors"][0]["message"] == "Send GraphQL operations as application/json."


def test_a_fault_is_logged_with_its_traceback_and_not_shown_to_the_client(
    graphql, monkeypatch, caplog
):
    from commerce.address import services

    def broken():
        raise RuntimeError("connection to db-primary.internal:5432 refused")

    monkeypatch.setattr(services, "shipping_countries", broken)

    body = graphql("{ countries { id } }")

    [error] = body["errors"]
    assert error["message"] == "Something went wrong on our side. Please try again in a moment."
    assert error["extensions"] == {"code": "INTERNAL_SERVER_ERROR"}
    assert error["path"] == ["countries"]
    [logged] = [record for record in caplog.records if record.levelname == "ERROR"]
    assert logged.getMessage() == "GraphQL field countries failed"
    assert "db-primary.internal:5432 refused" in logged.exc_text
    assert "def broken" not in str(body)


def test_an_expected_refusal_keeps_its_code_and_message_and_is_not_logged(graphql, caplog):
    body = graphql("{ customer { email } }")

    [error] = body["errors"]
    assert error["extensions"]["code"] == "UNAUTHENTICATED"
    assert not [record for record in caplog.records if record.levelname == "ERROR"]


PAGES_MATCHING = "query($q: String) { pages(search_query: $q) { id title } }"


def test_a_search_of_hundreds_of_words_is_refused_at_once(graphql, womens_home):
    words = " ".join(f"thicker{n}" for n in range(500))

    body = graphql(PAGES_MATCHING, {"q": words})

    [error] = body["errors"]
    assert error["message"] == "Search for at most 50 characters."
    assert error["extensions"]["code"] == "BAD_USER_INPUT"


def test_a_search_as_long_as_the_search_box_allows_is_answered(graphql, womens_home):
    words = " ".join(["hair"] * 10)[:50]  # the longest query the box takes, in many words

    body = graphql(PAGES_MATCHING, {"q": words})

    assert "errors" not in body
    assert isinstance(body["data"]["pages"], list)


def test_mutations_after_a_failed_one_in_the_same_request_are_not_run(graphql):
    from commerce.customers.models import NewsletterSubscriber

    body = graphql(
        """mutation {
          refused: subscribeForNewsletters(email: "not-an-email") { result { status } }
          after: subscribeForNewsletters(email: "dana@example.com") { result { status } }
        }"""
    )

    first, second = body["errors"]
    assert first["path"] == ["refused"]
    assert (second["path"], second["extensions"]["code"]) == (["after"], "NOT_RUN")
    assert second["message"] == "Not run: subscribeForNewsletters failed before it in this request."
    assert not NewsletterSubscriber.objects.exists()
