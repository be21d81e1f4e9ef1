"""Single-use nonces: random, stored only as digests, valid for 15 minutes."""

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.utils import timezone

from ..cards import card_summary
from .cards import CardDetails
from .models import Nonce

NONCE_LIFETIME = timedelta(minutes=15)
NONCE_BYTES = 32


@dataclass(frozen=True)
class IssuedNonce:
    value: str  # handed to the browser once; only its digest is stored
    expires_at: datetime


def _digest(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def issue(card: CardDetails) -> IssuedNonce:
    value = secrets.token_urlsafe(NONCE_BYTES)
    nonce = Nonce.objects.create(
        digest=_digest(value),
        **card_summary(card),
        outcome=card.outcome,
        expires_at=timezone.now() + NONCE_LIFETIME,
    )
    return IssuedNonce(value=value, expires_at=nonce.expires_at)


def redeem(raw: str) -> Nonce | None:
    """The nonce's card summary, marking it used; None for an unknown, used or expired nonce.

    Claiming it with one conditional UPDATE makes it single-use even under concurrent requests.
    """
    if not isinstance(raw, str) or not raw:
        return None
    now = timezone.now()
    live = Nonce.objects.filter(digest=_digest(raw), used_at__isnull=True, expires_at__gt=now)
    if live.update(used_at=now) != 1:
        return None
    return Nonce.objects.get(digest=_digest(raw))
