from commerce.customers.throttling import RateLimited, check_rate

from .errors import UserInputError


def enforce_rate(info, scope: str, email: str | None = None) -> None:
    """Counts an attempt at `scope` (settings.RATE_LIMITS); over the limit, the request gets
    TOO_MANY_REQUESTS before the mutation does anything."""
    try:
        check_rate(info.context, scope, email=email)
    except RateLimited as error:
        raise UserInputError(str(error), code="TOO_MANY_REQUESTS") from error
