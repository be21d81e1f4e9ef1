"""Submitting through the API: refusals store nothing, signed-in results are the customer's,
results taken signed out are linked at login and sign-up, and a token shows nobody's details."""

import pytest

from cms.products.tests.factories import ProductPageFactory
from commerce.basket.tests.factories import signed_in_customer
from commerce.customers.tests.factories import CustomerFactory
from commerce.quiz.models import QuizResult

from .factories import QuizPageFactory, rule
from .test_quiz_api import SUBMIT, answers, submit

pytestmark = pytest.mark.django_db

LINK = """mutation($token: String!) { linkQuizResult(token: $token) { token } }"""
ACCOUNT = "{ customer { quiz_result { token } } }"
SIGN_IN = """mutation($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token } }"""
SIGN_UP = (
    """mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }"""
)
PASSWORD = "grow-thicker-2026"
COMPLETE = {"age": ["18-44"], "postpartum": ["no"], "lifestyle": ["stressed"]}


def error_of(body):
    [error] = body["errors"]
    return error["extensions"]["code"], error["message"]


@pytest.fixture
def quiz(womens_home):
    return QuizPageFactory(parent=womens_home)


def bearer(token):
    return {"HTTP_AUTHORIZATION": f"Bearer {token}"}


@pytest.mark.parametrize(
    ("given", "message"),
    [
        (
            {"age": ["45-plus"], "postpartum": ["no"], "lifestyle": ["city"]},
            'Question "postpartum" is skipped by an earlier answer; leave it unanswered.',
        ),
        ({"age": ["18-44"], "lifestyle": ["city"]}, 'Question "postpartum" needs an answer.'),
        ({**COMPLETE, "age": ["18-44", "45-plus"]}, 'Question "age" takes one answer only.'),
        ({**COMPLETE, "mood": ["ok"]}, 'There is no question "mood" in this quiz.'),
    ],
)
def test_answers_that_do_not_fit_are_refused_and_nothing_is_stored(graphql, quiz, given, message):
    body = submit(graphql, quiz, answers(**given))

    assert error_of(body) == ("QUIZ_ANSWERS_INVALID", message)
    assert body["data"]["submitQuiz"] is None
    assert not QuizResult.objects.exists()


def test_a_skipped_question_needs_no_answer(graphql, quiz):
    body = submit(graphql, quiz, answers(age=["45-plus"], lifestyle=["city"]))

    assert body["data"]["submitQuiz"]["result"]["audience"] == "women_45_plus"


def test_an_unpublished_or_unknown_quiz_is_not_available(graphql, quiz):
    quiz.unpublish()
    for quiz_id in (str(quiz.pk), "999999", "not-a-number"):
        body = graphql(SUBMIT, {"input": {"quiz_id": quiz_id, "answers": answers(**COMPLETE)}})
        assert error_of(body) == ("QUIZ_NOT_FOUND", "This quiz is not available.")
    assert not QuizResult.objects.exists()


def test_a_signed_in_customers_result_is_theirs_at_once(graphql, quiz):
    customer, headers = signed_in_customer()

    token = submit(graphql, quiz, answers(**COMPLETE), **headers)["data"]["submitQuiz"]["token"]

    assert graphql(ACCOUNT, **headers)["data"]["customer"]["quiz_result"] == {"token": token}
    assert QuizResult.objects.get().customer == customer


def test_a_result_taken_signed_out_is_linked_at_login(graphql, quiz):
    # Given a visitor's result, and their existing account
    token = submit(graphql, quiz, answers(**COMPLETE))["data"]["submitQuiz"]["token"]
    CustomerFactory(email="casey@example.com", password=PASSWORD)

    # When they log in and the storefront links the result
    login = graphql(SIGN_IN, {"email": "casey@example.com", "password": PASSWORD})
    headers = bearer(login["data"]["generateCustomerToken"]["token"])
    linked = graphql(LINK, {"token": token}, **headers)

    # Then the account shows it
    assert linked["data"]["linkQuizResult"] == {"token": token}
    assert graphql(ACCOUNT, **headers)["data"]["customer"]["quiz_result"] == {"token": token}


def test_a_result_taken_signed_out_is_linked_at_sign_up(graphql, quiz):
    token = submit(graphql, quiz, answers(**COMPLETE))["data"]["submitQuiz"]["token"]
    details = {
        "firstname": "Jo",
        "lastname": "Lee",
        "email": "jo@example.com",
        "password": PASSWORD,
    }

    graphql(SIGN_UP, {"input": details})
    login = graphql(SIGN_IN, {"email": "jo@example.com", "password": PASSWORD})
    headers = bearer(login["data"]["generateCustomerToken"]["token"])
    graphql(LINK, {"token": token}, **headers)

    assert graphql(ACCOUNT, **headers)["data"]["customer"]["quiz_result"] == {"token": token}


def test_someone_elses_result_stays_theirs_and_the_token_reveals_nobody(graphql, quiz):
    # Given Casey's result
    casey, casey_headers = signed_in_customer(email="casey@example.com", first_name="Casey")
    token = submit(graphql, quiz, answers(**COMPLETE), **casey_headers)["data"]["submitQuiz"][
        "token"
    ]

    # When another customer tries to link it
    _, other_headers = signed_in_customer(email="robin@example.com")
    body = graphql(LINK, {"token": token}, **other_headers)

    # Then it is refused exactly as an unknown token is, and stays Casey's
    unknown = graphql(LINK, {"token": "x" * 43}, **other_headers)
    assert (
        error_of(body)
        == error_of(unknown)
        == (
            "QUIZ_RESULT_NOT_FOUND",
            "That quiz result could not be found.",
        )
    )
    assert QuizResult.objects.get().customer == casey
    assert graphql(ACCOUNT, **other_headers)["data"]["customer"]["quiz_result"] is None

    # And the result the token opens names nobody
    opened = graphql(
        "query($t: String!) { quizResult(token: $t) { token line audience } }", {"t": token}
    )
    assert "casey" not in str(opened).lower()


def test_linking_needs_a_signed_in_customer(graphql, quiz):
    token = submit(graphql, quiz, answers(**COMPLETE))["data"]["submitQuiz"]["token"]

    body = graphql(LINK, {"token": token})

    assert error_of(body)[0] == "UNAUTHENTICATED"
    assert QuizResult.objects.get().customer is None


def test_one_address_cannot_fill_the_database(graphql, quiz, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "submit_quiz": {"ip": "2/15m"}}
    for _ in range(2):
        assert "errors" not in submit(graphql, quiz, answers(**COMPLETE))

    body = submit(graphql, quiz, answers(**COMPLETE))

    assert error_of(body)[0] == "TOO_MANY_REQUESTS"
    assert QuizResult.objects.count() == 2


def test_a_published_change_to_the_rules_applies_to_the_next_submit(graphql, quiz, womens_home):
    first = submit(graphql, quiz, answers(**COMPLETE))["data"]["submitQuiz"]["result"]

    # When an editor publishes a new catch-all rule recommending another product on a monthly plan
    other = ProductPageFactory(parent=womens_home, title="Other")
    quiz.result_rules = [rule(other, plan="monthly")]
    quiz.save_revision().publish()

    then = submit(graphql, quiz, answers(**COMPLETE))["data"]["submitQuiz"]["result"]
    assert first["recommendation"]["plan"] == "3_month"
    assert then["recommendation"]["sku"] == other.product.upc
    assert then["recommendation"]["plan"] == "monthly"
