"""Tells the storefront to drop its cached pages when content changes (a signed webhook)."""

import hashlib
import hmac
import json
import logging
import time
import urllib.request
import uuid

from django.conf import settings

logger = logging.getLogger(__name__)

# Every storefront fetch of CMS data carries this cache tag, so expiring it refreshes every page.
CMS_CACHE_TAG = "cms"
SIGNATURE_HEADER = "X-Rootwell-Signature"
TIMESTAMP_HEADER = "X-Rootwell-Timestamp"


def sign(body: bytes, timestamp: int, secret: str) -> str:
    message = f"{timestamp}.".encode() + body
    return "sha256=" + hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


def send_revalidation(paths: list[str], tags: list[str] | None = None) -> bool:
    """POST the changed paths to the storefront; True when it accepted them. Without tags the
    `cms` tag goes too, refreshing every page; a change confined to some pages passes tags=[]."""
    # The id makes every call's signature its own: the storefront acts on a signature once, so
    # two refreshes of the same paths within a second must not look like a replay.
    change = {
        "id": uuid.uuid4().hex,
        "tags": [CMS_CACHE_TAG] if tags is None else sorted(set(tags)),
        "paths": sorted(set(paths)),
    }
    body = json.dumps(change).encode()
    timestamp = int(time.time())
    request = urllib.request.Request(
        f"{settings.FRONTEND_INTERNAL_URL}/api/revalidate",
        data=body,
        method="POST",
        headers={
            "Content-Type": "application/json",
            TIMESTAMP_HEADER: str(timestamp),
            SIGNATURE_HEADER: sign(body, timestamp, settings.REVALIDATE_SECRET),
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=settings.REVALIDATE_TIMEOUT_SECONDS) as reply:
            return reply.status == 200
    except OSError as error:
        logger.warning("The storefront did not take the cache refresh for %s: %s", paths, error)
        return False
