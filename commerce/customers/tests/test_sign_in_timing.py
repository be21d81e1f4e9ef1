"""A failed sign-in costs the same work whether or not the email has an account, so that its
timing does not tell which emails are customers'."""

import pytest
from django.contrib.auth.hashers import get_hasher

from commerce.customers import accounts

from .factories import CustomerFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def hashings(monkeypatch):
    """Every password hashed or verified from here on (a verify that hashes inside counts once)."""
    hasher_class = type(get_hasher())
    done, running = [], []
    for name in ("encode", "verify"):
        original = getattr(hasher_class, name)

        def counted(self, *args, _original=original, _name=name, **kwargs):
            if not running:
                done.append(_name)
            running.append(_name)
            try:
                return _original(self, *args, **kwargs)
            finally:
                running.pop()

        monkeypatch.setattr(hasher_class, name, counted)
    return done


def failed_sign_in(email):
    with pytest.raises(accounts.AccountError) as refused:
        accounts.sign_in(email, "not-my-password-2026")
    return str(refused.value)


def test_an_unknown_email_hashes_the_password_as_a_customers_wrong_password_does(hashings):
    customer = CustomerFactory()
    inactive = CustomerFactory(is_active=False)
    hashings.clear()

    messages = {failed_sign_in(email) for email in ("nobody@example.com", "not-an-email")}
    unknown = len(hashings)
    hashings.clear()
    messages |= {failed_sign_in(email) for email in (customer.email, inactive.email)}

    assert (unknown, len(hashings)) == (2, 2)
    assert messages == {accounts.SIGN_IN_FAILED}


def test_the_right_password_still_signs_the_customer_in():
    CustomerFactory(email="Dana@Example.com")

    assert accounts.sign_in("dana@example.com", "grow-thicker-2026").token
