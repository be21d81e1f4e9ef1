"""The privacy requests' refusals, each with a stable code (commerce.core.errors)."""

from commerce.core.errors import DomainError


class PrivacyRequestError(DomainError):
    """A request the shop cannot take as sent (a missing type, a correction without details);
    nothing was stored."""


class ConfirmationLinkInvalid(DomainError):
    """The link's token is not one the shop signed (mistyped, cut short, made up)."""

    code = "CONFIRMATION_LINK_INVALID"


class ConfirmationLinkExpired(DomainError):
    """The link is the shop's but older than it works for, and its request was never confirmed."""

    code = "CONFIRMATION_LINK_EXPIRED"


class TransitionNotAllowed(DomainError):
    """A staff step the request's status does not allow (completing a rejected request, say)."""

    code = "PRIVACY_REQUEST_TRANSITION_NOT_ALLOWED"
