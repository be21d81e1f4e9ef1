"""Customer tokens: random, stored only as digests, valid for five days, revocable."""

import hashlib
import secrets
from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from .models import CustomerToken

TOKEN_BYTES = 32  # 256 bits of randomness


def _digest(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def issue(user) -> str:
    """A new token for `user`; the caller hands it over once, it is never stored in the clear."""
    raw = secrets.token_urlsafe(TOKEN_BYTES)
    CustomerToken.objects.create(
        user=user,
        digest=_digest(raw),
        expires_at=timezone.now() + timedelta(days=settings.CUSTOMER_TOKEN_DAYS),
    )
    return raw


def user_for(raw: str):
    """The active customer a live token belongs to, or None (unknown, expired or revoked)."""
    if not raw:
        return None
    token = (
        CustomerToken.objects.select_related("user")
        .filter(digest=_digest(raw), revoked_at__isnull=True, expires_at__gt=timezone.now())
        .first()
    )
    if token is None or not token.user.is_active:
        return None
    return token.user


def revoke(raw: str) -> bool:
    """Ends one session; True when the token was live."""
    live = CustomerToken.objects.filter(digest=_digest(raw), revoked_at__isnull=True)
    return live.update(revoked_at=timezone.now()) > 0


def revoke_all(user, except_raw: str = "") -> int:
    """Ends every session of the customer's (after a password reset, say), but for the one
    `except_raw` opens (the session that changed the password stays signed in)."""
    live = CustomerToken.objects.filter(user=user, revoked_at__isnull=True)
    if except_raw:
        live = live.exclude(digest=_digest(except_raw))
    return live.update(revoked_at=timezone.now())
