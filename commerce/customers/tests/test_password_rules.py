import pytest
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError

from commerce.customers.password_rules import TOO_GUESSABLE


@pytest.mark.parametrize(
    "password",
    ["Rootwell1", "rootwell2026!", "R00twell!!", "#1Rootwell", "Welcome2026", "P4ssw0rd!"],
)
def test_the_shops_name_or_a_common_word_with_digits_added_is_refused(password):
    with pytest.raises(ValidationError) as refused:
        validate_password(password)

    assert TOO_GUESSABLE in refused.value.messages


@pytest.mark.parametrize(
    "password", ["grow-thicker-2026", "rootwell-staff", "My rootwell routine 4 good"]
)
def test_passwords_that_say_more_pass(password):
    validate_password(password)
