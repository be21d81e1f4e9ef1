from commerce.customers.throttling import check_rate


def enforce_rate(info, scope: str, email: str | None = None) -> None:
    """Counts an attempt at `scope` (settings.RATE_LIMITS); over the limit, the request gets
    TOO_MANY_REQUESTS before the mutation does anything."""
    check_rate(info.context, scope, email=email)
