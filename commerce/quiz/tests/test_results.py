"""Stored results: linking them to the customer who took the quiz, and what the account and the
subscriptions read from the latest one."""

from datetime import timedelta

import pytest
from django.utils import timezone

from commerce.customers import tokens
from commerce.customers.tests.factories import CustomerFactory
from commerce.payments.tests.factories import StoredCardFactory
from commerce.quiz import services
from commerce.quiz.errors import QuizResultNotFound
from commerce.subscriptions.services import create_for_order
from commerce.subscriptions.tests.factories import paid_order, plans

from .factories import QuizResultFactory

pytestmark = pytest.mark.django_db

SUBSCRIPTIONS = """{ subscriptions { subscriptions { entity_id
  quiz_result { token created_at } quiz_last_recommended_products } } }"""
ACCOUNT = "{ customer { quiz_result { token line quiz_path created_at } } }"


def bearer(customer):
    return {"HTTP_AUTHORIZATION": f"Bearer {tokens.issue(customer)}"}


def test_an_anonymous_result_becomes_the_customers_and_linking_again_is_harmless():
    result = QuizResultFactory()
    customer = CustomerFactory()

    services.link(result.token, customer)
    services.link(result.token, customer)

    result.refresh_from_db()
    assert result.customer == customer
    assert services.latest_result(customer.pk) == result


def test_someone_elses_result_is_never_moved():
    owner, other = CustomerFactory(), CustomerFactory()
    result = QuizResultFactory(customer=owner)

    with pytest.raises(QuizResultNotFound) as refused:
        services.link(result.token, other)

    assert refused.value.message == "That quiz result could not be found."
    result.refresh_from_db()
    assert result.customer == owner
    assert services.latest_result(other.pk) is None


def test_an_unknown_or_empty_token_links_nothing():
    customer = CustomerFactory()
    for token in ("nope", ""):
        with pytest.raises(QuizResultNotFound):
            services.link(token, customer)


def test_the_account_shows_the_latest_result_only_to_its_customer(graphql):
    # Given a customer with an older and a newer result, and another customer with none
    customer, other = CustomerFactory(), CustomerFactory()
    older = QuizResultFactory(customer=customer)
    older.created_at = timezone.now() - timedelta(days=3)
    older.save(update_fields=["created_at"])
    newer = QuizResultFactory(customer=customer, line="men", quiz_path="/men/quiz/")

    # When each reads their account
    mine = graphql(ACCOUNT, **bearer(customer))["data"]["customer"]["quiz_result"]
    theirs = graphql(ACCOUNT, **bearer(other))["data"]["customer"]["quiz_result"]

    # Then the customer sees the newer one, the other customer sees none
    assert (mine["token"], mine["line"], mine["quiz_path"]) == (newer.token, "men", "/men/quiz/")
    assert mine["created_at"] == timezone.localtime(newer.created_at).isoformat(timespec="seconds")
    assert theirs is None


def test_subscriptions_read_the_latest_result_in_one_query_however_many_they_are(
    graphql, django_assert_num_queries
):
    # Given a customer with two subscriptions and a quiz result
    customer = CustomerFactory()
    card = StoredCardFactory(customer=customer)
    core = plans()
    for _ in range(2):
        create_for_order(paid_order(customer, (core[1], 1)), card=card)
    result = QuizResultFactory(customer=customer)
    headers = bearer(customer)
    without = _count_queries(graphql, "{ subscriptions { subscriptions { entity_id } } }", headers)

    # When they list their subscriptions with the quiz fields
    with django_assert_num_queries(without + 1):
        body = graphql(SUBSCRIPTIONS, **headers)

    # Then each shows the result and the SKUs it recommended
    for subscription in body["data"]["subscriptions"]["subscriptions"]:
        assert subscription["quiz_result"]["token"] == result.token
        assert subscription["quiz_last_recommended_products"] == ["RW-CORE-W", "RW-BOOST-STRESS"]


def _count_queries(graphql, query, headers) -> int:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as captured:
        graphql(query, **headers)
    return len(captured)
