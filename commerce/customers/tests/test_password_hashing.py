from django.contrib.auth.hashers import Argon2PasswordHasher

from config.settings import base


def test_outside_tests_passwords_are_hashed_with_argon2():
    # the test settings swap in a fast hasher; every other environment uses base's list
    assert base.PASSWORD_HASHERS[0] == "django.contrib.auth.hashers.Argon2PasswordHasher"

    # and the library it needs is installed, so signing in cannot fail in production
    hasher = Argon2PasswordHasher()
    hashed = hasher.encode("grow-thicker-2026", hasher.salt())

    assert hashed.startswith("argon2$argon2id$")
    assert hasher.verify("grow-thicker-2026", hashed)
    assert not hasher.verify("grow-thinner", hashed)
