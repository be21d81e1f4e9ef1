"""Rate limits per client address and per email (login, sign-up, password reset, newsletter).

Counting is django-ratelimit's (fixed windows in the cache settings.RATELIMIT_USE_CACHE names:
Redis, or the database while Redis is unreachable); this module decides who the client is and
which limits a scope has (settings.RATE_LIMITS, each overridable from the env).
"""

import hashlib
import ipaddress
from functools import cache as memoize

from django.conf import settings
from django.core.cache import caches
from django_ratelimit.core import get_usage

from commerce.core.errors import DomainError

TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again."
# Longer than any limit's window, so a lifted count cannot come back.
LIFT_REMEMBERED_SECONDS = 24 * 60 * 60


class RateLimited(DomainError):
    """The client or the email has used up its attempts for now; nothing was done."""

    code = "TOO_MANY_REQUESTS"

    def __init__(self, message: str = TOO_MANY_ATTEMPTS):
        super().__init__(message)


def check_rate(request, scope: str, email: str | None = None) -> None:
    """Counts one attempt at `scope` for the client address and, when given, the email, and for
    the email from this address when the scope has an `email_ip` limit.

    Raises RateLimited when any is over its limit. All are counted every time, so an attacker
    cycling addresses still spends the email's budget and the other way round.
    """
    limits = settings.RATE_LIMITS[scope]
    address = client_ip(request)
    keys = {"ip": address}
    if email is not None:
        email = (email or "").strip().lower()
        # A lifted email starts a new count (lift_email_limit): the generation is in its key.
        keys["email"] = f"{email}#{_counts().get(_generation_key(scope, email), 0)}"
        if "email_ip" in limits:
            keys["email_ip"] = f"{email}@{address}"
    limited = False
    for kind, value in keys.items():
        if kind not in limits:
            continue
        usage = get_usage(
            request,
            group=f"{scope}:{kind}",
            key=lambda _group, _request, value=value: value,
            rate=limits[kind],
            increment=True,
        )
        limited = limited or bool(usage and usage["should_limit"])
    if limited:
        raise RateLimited()


def lift_email_limit(scope: str, email: str) -> None:
    """Starts the email's count at `scope` afresh: its owner proved who they are (an emailed
    reset link), so attempts that strangers made on it no longer keep them out."""
    key = _generation_key(scope, (email or "").strip().lower())
    _counts().set(key, _counts().get(key, 0) + 1, timeout=LIFT_REMEMBERED_SECONDS)


def _counts():
    """Where the counts are kept; a lifted email's generation is kept with them."""
    return caches[settings.RATELIMIT_USE_CACHE]


def _generation_key(scope: str, email: str) -> str:
    digest = hashlib.sha256(email.encode()).hexdigest()
    return f"rate-limit-generation:{scope}:{digest}"


def client_ip(request) -> str:
    """The shopper's address: REMOTE_ADDR, unless that is a trusted proxy (the storefront's
    server, a load balancer), then the right-most X-Forwarded-For address that is not one.

    Only the right end of X-Forwarded-For can be believed: each trusted proxy appends the peer
    it saw, while anything to the left may have been written by the client itself.
    """
    remote = request.META.get("REMOTE_ADDR", "")
    if not _is_trusted(remote):
        return remote
    forwarded = [
        address
        for address in (
            _parse(part) for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")
        )
        if address is not None
    ]
    for address in reversed(forwarded):
        if not _is_trusted(str(address)):
            return str(address)
    # Every hop is ours (a shopper on the same machine, in development): the first one it is.
    return str(forwarded[0]) if forwarded else remote


def _parse(value: str):
    try:
        return ipaddress.ip_address(value.strip())
    except ValueError:
        return None


def _is_trusted(address: str) -> bool:
    parsed = _parse(address)
    return parsed is not None and any(parsed in network for network in _trusted_networks())


def _trusted_networks():
    return _networks(tuple(settings.TRUSTED_PROXY_IPS))


@memoize
def _networks(entries: tuple[str, ...]):
    """Single addresses and CIDR ranges (a container network, say), parsed once per setting."""
    return tuple(ipaddress.ip_network(entry, strict=False) for entry in entries)
