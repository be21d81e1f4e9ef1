"""The link that confirms a privacy request: its token is signed when the email is sent, so the
time to confirm runs from then (services checks it; emails sends it)."""

from django.conf import settings
from django.core import signing

from .models import PrivacyRequest

_SIGNER_SALT = "commerce.privacy.confirm"


def link_signer() -> signing.TimestampSigner:
    # "." keeps the token one clean path segment of the storefront's link.
    return signing.TimestampSigner(salt=_SIGNER_SALT, sep=".")


def confirmation_token(request: PrivacyRequest) -> str:
    """The token of the request's confirmation link, made now (its clock starts now)."""
    return link_signer().sign(request.reference.hex)


def confirmation_url(request: PrivacyRequest) -> str:
    """The storefront page that confirms the request."""
    return f"{settings.FRONTEND_URL}/privacy-request/confirm/{confirmation_token(request)}/"
