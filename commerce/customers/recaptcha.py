"""reCAPTCHA v3 on the mutations bots aim at (sign-in, sign-up, password reset, newsletter).

Off unless both keys are configured. The storefront sends the token it got from the widget in the
`X-ReCaptcha` header (Magento's); the verification service scores it.
"""

import json
import logging
import urllib.parse
import urllib.request
from dataclasses import dataclass

from django.conf import settings

VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify"
HEADER = "X-ReCaptcha"

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class RecaptchaConfig:
    enabled: bool
    public_key: str
    required_recaptcha_mutations: list[str]


def config() -> RecaptchaConfig:
    enabled = bool(settings.RECAPTCHA_V3_PUBLIC_KEY and settings.RECAPTCHA_V3_PRIVATE_KEY)
    return RecaptchaConfig(
        enabled=enabled,
        public_key=settings.RECAPTCHA_V3_PUBLIC_KEY if enabled else "",
        required_recaptcha_mutations=list(settings.RECAPTCHA_V3_MUTATIONS) if enabled else [],
    )


def required_for(mutation: str) -> bool:
    current = config()
    return current.enabled and mutation in current.required_recaptcha_mutations


def verify(token: str, remote_ip: str = "") -> bool:
    """True when the service vouches for the token with a score at or above the minimum.

    Fails closed: a missing token, an unreachable service or an unreadable answer is a failure,
    so an outage of the service cannot open the protected mutations to bots.
    """
    if not token:
        return False
    try:
        answer = _siteverify(token, remote_ip)
    except (OSError, ValueError) as error:
        logger.warning("reCAPTCHA verification unavailable: %s", error)
        return False
    score = answer.get("score")
    return (
        answer.get("success") is True
        and isinstance(score, int | float)
        and score >= settings.RECAPTCHA_V3_MIN_SCORE
    )


def _siteverify(token: str, remote_ip: str) -> dict:
    """The verification service's JSON answer (the one network call; tests replace it)."""
    fields = {"secret": settings.RECAPTCHA_V3_PRIVATE_KEY, "response": token}
    if remote_ip:
        fields["remoteip"] = remote_ip
    request = urllib.request.Request(
        VERIFY_URL, data=urllib.parse.urlencode(fields).encode(), method="POST"
    )
    with urllib.request.urlopen(request, timeout=settings.RECAPTCHA_V3_TIMEOUT_SECONDS) as reply:
        return json.loads(reply.read())
