import urllib.error

import pytest

from commerce.customers import recaptcha


@pytest.fixture
def keys(settings):
    settings.RECAPTCHA_V3_PUBLIC_KEY = "site-key"
    settings.RECAPTCHA_V3_PRIVATE_KEY = "secret-key"
    settings.RECAPTCHA_V3_MIN_SCORE = 0.5


@pytest.fixture
def service(monkeypatch):
    """Stands in for the verification service; records what it was asked."""
    calls = []

    def answer_with(reply):
        def siteverify(token, remote_ip):
            calls.append((token, remote_ip))
            if isinstance(reply, Exception):
                raise reply
            return reply

        monkeypatch.setattr(recaptcha, "_siteverify", siteverify)
        return calls

    return answer_with


def test_it_is_off_until_both_keys_are_set(settings):
    settings.RECAPTCHA_V3_PUBLIC_KEY = "site-key"
    settings.RECAPTCHA_V3_PRIVATE_KEY = ""

    assert recaptcha.config() == recaptcha.RecaptchaConfig(False, "", [])
    assert not recaptcha.required_for("createCustomer")


@pytest.mark.parametrize(
    ("reply", "passes"),
    [
        ({"success": True, "score": 0.9}, True),
        ({"success": True, "score": 0.5}, True),
        ({"success": True, "score": 0.3}, False),
        ({"success": False, "error-codes": ["timeout-or-duplicate"]}, False),
        ({"success": True}, False),
        (urllib.error.URLError("unreachable"), False),
        (TimeoutError("slow"), False),
        (ValueError("not JSON"), False),
    ],
)
def test_a_token_passes_only_with_a_good_enough_score(keys, service, reply, passes):
    calls = service(reply)

    assert recaptcha.verify("widget-token", "198.51.100.1") is passes
    assert calls == [("widget-token", "198.51.100.1")]


def test_a_missing_token_fails_without_asking_the_service(keys, service):
    calls = service({"success": True, "score": 1.0})

    assert recaptcha.verify("") is False
    assert calls == []
