import pytest
from django.contrib.auth import get_user_model
from django.core import mail

from commerce.customers import recaptcha
from commerce.customers.models import CustomerToken, NewsletterSubscriber
from commerce.customers.tests.factories import CustomerFactory

pytestmark = pytest.mark.django_db

PASSWORD = "grow-thicker-2026"
CONFIG = "{ recaptchaV3Config { enabled public_key required_recaptcha_mutations } }"
SIGN_IN = """mutation($email: String!) {
  generateCustomerToken(email: $email, password: "grow-thicker-2026") { token } }"""
SIGN_UP = """mutation { createCustomer(input: {firstname: "Jo", lastname: "Lee",
  email: "jo@example.com", password: "grow-thicker-2026"}) { customer { email } } }"""
SUBSCRIBE = """mutation { subscribeForNewsletters(email: "fan@example.com") {
  result { status } } }"""
FAILED = ("ReCaptcha validation failed, please try again", "RECAPTCHA_FAILED")
DEFAULT_MUTATIONS = [
    "createCustomer",
    "generateCustomerToken",
    "requestPasswordResetEmail",
    "resetPassword",
    "subscribeForNewsletters",
]


@pytest.fixture
def enabled(settings):
    settings.RECAPTCHA_V3_PUBLIC_KEY = "site-key"
    settings.RECAPTCHA_V3_PRIVATE_KEY = "secret-key"


@pytest.fixture
def service(monkeypatch):
    """The verification service's double: tokens starting "human" score 0.9, others 0.1."""
    calls = []

    def siteverify(token, remote_ip):
        calls.append(token)
        return {"success": True, "score": 0.9 if token.startswith("human") else 0.1}

    monkeypatch.setattr(recaptcha, "_siteverify", siteverify)
    return calls


@pytest.fixture
def run(graphql, django_capture_on_commit_callbacks):
    def execute(query, variables=None, token=None):
        headers = {"HTTP_X_RECAPTCHA": token} if token is not None else {}
        with django_capture_on_commit_callbacks(execute=True):
            return graphql(query, variables, **headers)

    return execute


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def test_the_config_is_off_by_default(graphql):
    assert graphql(CONFIG)["data"]["recaptchaV3Config"] == {
        "enabled": False,
        "public_key": "",
        "required_recaptcha_mutations": [],
    }


def test_with_keys_the_config_names_the_site_key_and_the_guarded_mutations(graphql, enabled):
    assert graphql(CONFIG)["data"]["recaptchaV3Config"] == {
        "enabled": True,
        "public_key": "site-key",
        "required_recaptcha_mutations": DEFAULT_MUTATIONS,
    }


def test_when_off_no_token_is_needed_and_the_service_is_never_asked(run, service):
    CustomerFactory(email="casey@example.com")

    body = run(SIGN_IN, {"email": "casey@example.com"})

    assert body["data"]["generateCustomerToken"]["token"]
    assert service == []


@pytest.mark.parametrize("token", [None, "", "bot-token"])
def test_a_missing_or_failed_token_is_refused_and_nothing_changes(run, enabled, service, token):
    CustomerFactory(email="casey@example.com")

    sign_in = run(SIGN_IN, {"email": "casey@example.com"}, token=token)
    sign_up = run(SIGN_UP, token=token)
    subscribe = run(SUBSCRIBE, token=token)

    assert [error_of(body) for body in (sign_in, sign_up, subscribe)] == [FAILED] * 3
    assert sign_in["data"]["generateCustomerToken"] is None
    assert not CustomerToken.objects.exists()
    assert get_user_model().objects.count() == 1
    assert not NewsletterSubscriber.objects.exists()
    assert mail.outbox == []


def test_a_good_token_lets_the_mutation_run(run, enabled, service):
    body = run(SIGN_UP, token="human-1")

    assert body["data"]["createCustomer"]["customer"]["email"] == "jo@example.com"
    assert service == ["human-1"]


def test_several_guarded_mutations_in_one_request_verify_the_token_once(run, enabled, service):
    both = """mutation { a: requestPasswordResetEmail(email: "a@example.com")
                        b: requestPasswordResetEmail(email: "b@example.com") }"""

    body = run(both, token="human-2")

    assert body == {"data": {"a": True, "b": True}}
    assert service == ["human-2"]


def test_mutations_outside_the_list_and_queries_need_no_token(graphql, enabled, service, settings):
    settings.RECAPTCHA_V3_MUTATIONS = ["createCustomer"]
    CustomerFactory(email="casey@example.com")

    signed_in = graphql(SIGN_IN, {"email": "casey@example.com"})
    config = graphql(CONFIG)

    assert signed_in["data"]["generateCustomerToken"]["token"]
    assert config["data"]["recaptchaV3Config"]["required_recaptcha_mutations"] == ["createCustomer"]
    assert service == []
