import functools

import pytest
from django.contrib.auth import get_user_model
from django.core import mail

from commerce.customers.models import CustomerToken, NewsletterSubscriber
from commerce.customers.tests.factories import CustomerFactory
from commerce.customers.throttling import TOO_MANY_ATTEMPTS
from commerce.customers.tokens import issue

pytestmark = pytest.mark.django_db

PASSWORD = "grow-thicker-2026"
SIGN_IN = """mutation($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token } }"""
SIGN_UP = """mutation($input: CustomerInput!) {
  createCustomer(input: $input) { customer { email } } }"""
RESET = "mutation($email: String!) { requestPasswordResetEmail(email: $email) }"
SUBSCRIBE = """mutation($email: String!) {
  subscribeForNewsletters(email: $email) { result { status } } }"""
LIMITED = (TOO_MANY_ATTEMPTS, "TOO_MANY_REQUESTS")


@pytest.fixture
def limits(settings):
    """Small limits for every scope: 2 attempts per email and 3 per client address."""
    settings.RATE_LIMITS = {
        scope: {"email": "2/15m", "ip": "3/15m"} for scope in settings.RATE_LIMITS
    }


@pytest.fixture
def run(graphql_committed):
    """Runs an operation from one client's address, then what waits for its commit."""
    return functools.partial(graphql_committed, ip="198.51.100.7")


def error_of(body):
    [error] = body["errors"]
    return error["message"], error["extensions"]["code"]


def sign_up_details(email):
    return {"input": {"firstname": "Jo", "lastname": "Lee", "email": email, "password": PASSWORD}}


def test_sign_ins_for_one_email_are_limited_even_with_the_right_password(run, limits):
    # given two failed guesses at one account's password
    CustomerFactory(email="casey@example.com")
    for _ in range(2):
        run(SIGN_IN, {"email": "casey@example.com", "password": "guess"})

    # when the right password comes next, from another address and in other letter case
    body = run(SIGN_IN, {"email": "CASEY@example.com", "password": PASSWORD}, ip="203.0.113.9")

    # then it is refused all the same and no token is issued
    assert error_of(body) == LIMITED
    assert body["data"]["generateCustomerToken"] is None
    assert not CustomerToken.objects.exists()


def test_sign_ins_from_one_address_are_limited_across_emails(run, limits):
    CustomerFactory(email="casey@example.com")
    for email in ("a@example.com", "b@example.com", "c@example.com"):
        run(SIGN_IN, {"email": email, "password": "guess"})

    limited = run(SIGN_IN, {"email": "casey@example.com", "password": PASSWORD})
    other_address = run(SIGN_IN, {"email": "casey@example.com", "password": PASSWORD}, ip="::1")

    assert error_of(limited) == LIMITED
    assert other_address["data"]["generateCustomerToken"]["token"]
    assert CustomerToken.objects.count() == 1


def test_sign_ups_are_limited_and_a_limited_one_creates_no_account_and_sends_nothing(run, limits):
    for n in range(3):
        run(SIGN_UP, sign_up_details(f"jo{n}@example.com"))
    mail.outbox.clear()

    body = run(SIGN_UP, sign_up_details("jo9@example.com"))

    assert error_of(body) == LIMITED
    assert not get_user_model().objects.filter(email="jo9@example.com").exists()
    assert mail.outbox == []


def test_sign_ups_for_one_email_are_limited(run, limits):
    for _ in range(2):
        run(SIGN_UP, sign_up_details("not-an-email"), ip="203.0.113.1")

    body = run(SIGN_UP, sign_up_details("not-an-email"), ip="203.0.113.2")

    assert error_of(body) == LIMITED


def test_reset_requests_per_email_are_limited_and_a_limited_one_sends_nothing(run, limits):
    CustomerFactory(email="casey@example.com")
    for ip in ("203.0.113.1", "203.0.113.2"):
        run(RESET, {"email": "casey@example.com"}, ip=ip)
    mail.outbox.clear()

    body = run(RESET, {"email": "casey@example.com"}, ip="203.0.113.3")

    assert error_of(body) == LIMITED
    assert mail.outbox == []


def test_reset_requests_per_address_are_limited(run, limits):
    CustomerFactory(email="casey@example.com")
    for n in range(3):
        run(RESET, {"email": f"nobody{n}@example.com"})

    body = run(RESET, {"email": "casey@example.com"})

    assert error_of(body) == LIMITED
    assert mail.outbox == []


def test_newsletter_sign_ups_are_limited_and_a_limited_one_stores_nothing(run, limits):
    for n in range(3):
        run(SUBSCRIBE, {"email": f"fan{n}@example.com"})
    mail.outbox.clear()

    per_address = run(SUBSCRIBE, {"email": "fan9@example.com"})
    run(SUBSCRIBE, {"email": "fan0@example.com"}, ip="203.0.113.5")
    per_email = run(SUBSCRIBE, {"email": "fan0@example.com"}, ip="203.0.113.6")

    assert error_of(per_address) == LIMITED
    assert error_of(per_email) == LIMITED
    assert not NewsletterSubscriber.objects.filter(email="fan9@example.com").exists()
    assert mail.outbox == []


def test_password_changes_count_as_sign_in_attempts(graphql, limits):
    customer = CustomerFactory(email="casey@example.com")
    bearer = {"HTTP_AUTHORIZATION": f"Bearer {issue(customer)}"}
    change = """mutation($current: String!) {
      changeCustomerPassword(currentPassword: $current, newPassword: "fuller-hair-2027") {
        email } }"""
    for _ in range(2):
        graphql(change, {"current": "guess"}, **bearer)

    body = graphql(change, {"current": PASSWORD}, **bearer)

    assert error_of(body) == LIMITED
    customer.refresh_from_db()
    assert customer.check_password(PASSWORD)


def test_the_storefront_servers_forwarded_address_is_the_one_counted(graphql, limits):
    # given the storefront's server (a trusted proxy) relaying shoppers' sign-ins, each for
    # another email, with whatever the shopper's browser wrote into X-Forwarded-For first
    emails = (f"guess{n}@example.com" for n in range(10))

    def via_storefront(shopper_ip, spoofed="1.2.3.4"):
        return graphql(
            SIGN_IN,
            {"email": next(emails), "password": "guess"},
            REMOTE_ADDR="127.0.0.1",
            HTTP_X_FORWARDED_FOR=f"{spoofed}, {shopper_ip}",
        )

    for n in range(3):
        via_storefront("198.51.100.1", spoofed=f"192.0.2.{n}")

    # then the first shopper is limited whatever they write into the header, the second is not
    assert error_of(via_storefront("198.51.100.1"))[1] == "TOO_MANY_REQUESTS"
    assert error_of(via_storefront("198.51.100.2"))[1] == "AUTHENTICATION_FAILED"


@pytest.fixture
def sign_in_limits(settings):
    """The shape of the shop's sign-in limits, small: per email from one address, per address,
    and per email from anywhere."""
    settings.RATE_LIMITS = {
        **settings.RATE_LIMITS,
        "login": {"email_ip": "2/15m", "ip": "50/15m", "email": "6/15m"},
    }


def test_a_stranger_guessing_a_password_does_not_keep_its_owner_out(run, sign_in_limits):
    CustomerFactory(email="casey@example.com")
    for _ in range(3):
        run(SIGN_IN, {"email": "casey@example.com", "password": "guess"}, ip="203.0.113.66")

    stranger = run(SIGN_IN, {"email": "casey@example.com", "password": PASSWORD}, ip="203.0.113.66")
    owner = run(SIGN_IN, {"email": "casey@example.com", "password": PASSWORD}, ip="198.51.100.7")

    assert error_of(stranger) == LIMITED
    assert owner["data"]["generateCustomerToken"]["token"]


def test_the_owner_lifts_a_block_from_many_addresses_with_the_emailed_reset(
    run, sign_in_limits, settings
):
    # given strangers on many addresses using up the email's sign-ins
    CustomerFactory(email="casey@example.com")
    for n in range(6):
        run(SIGN_IN, {"email": "casey@example.com", "password": "guess"}, ip=f"203.0.113.{n}")
    assert error_of(run(SIGN_IN, {"email": "casey@example.com", "password": PASSWORD})) == LIMITED

    # when the owner sets a new password through the link the shop emailed them
    run(RESET, {"email": "casey@example.com"})
    [email] = mail.outbox
    token = email.body.split("?token=")[1].split()[0]
    body = run(
        """mutation($token: String!) { resetPassword(email: "casey@example.com",
        resetPasswordToken: $token, newPassword: "fuller-hair-2027") }""",
        {"token": token},
    )
    assert body["data"]["resetPassword"] is True

    # then they sign in with it
    signed_in = run(SIGN_IN, {"email": "casey@example.com", "password": "fuller-hair-2027"})
    assert signed_in["data"]["generateCustomerToken"]["token"]


def test_coupon_codes_cannot_be_guessed_from_one_address(run, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "apply_coupon": {"ip": "3/15m"}}
    apply = """mutation($code: String!) {
      applyCouponToCart(input: {coupon_code: $code}) { cart { id } } }"""
    for n in range(3):
        assert error_of(run(apply, {"code": f"GUESS{n}"}))[1] != "TOO_MANY_REQUESTS"

    assert error_of(run(apply, {"code": "GUESS3"})) == LIMITED
    assert error_of(run(apply, {"code": "GUESS3"}, ip="198.51.100.8"))[1] != "TOO_MANY_REQUESTS"


def test_new_passwords_set_with_a_token_are_limited(run, limits):
    CustomerFactory(email="casey@example.com")
    reset = """mutation { resetPassword(email: "casey@example.com",
      resetPasswordToken: "guess", newPassword: "fuller-hair-2027") }"""
    for _ in range(2):
        assert error_of(run(reset, {}))[1] != "TOO_MANY_REQUESTS"

    assert error_of(run(reset, {})) == LIMITED
