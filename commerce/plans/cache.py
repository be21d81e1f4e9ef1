"""Catalogue reads that many customers' pages repeat (every booster plan, a campaign's gifts),
kept in the shared cache until the catalogue changes.

Each entry is stored under the catalogue's current version; any saved or deleted product,
stock record or attribute value moves the version on (apps.py connects it), so no reader ever
gets plans from before a change. CATALOGUE_CACHE_SECONDS bounds how long an entry lives anyway.
"""

import uuid

from django.conf import settings
from django.core.cache import cache

VERSION_KEY = "plans:catalogue-version"


def catalogue_version() -> str:
    version = cache.get(VERSION_KEY)
    if version is None:
        version = uuid.uuid4().hex
        # add, not set: two first readers at once agree on one version.
        if not cache.add(VERSION_KEY, version, timeout=None):
            version = cache.get(VERSION_KEY) or version
    return version


def catalogue_changed(**kwargs) -> None:
    cache.set(VERSION_KEY, uuid.uuid4().hex, timeout=None)


def cached(name: str, load):
    """What `load()` returns, read once per catalogue version (and at most every
    CATALOGUE_CACHE_SECONDS)."""
    key = f"plans:{catalogue_version()}:{name}"
    value = cache.get(key)
    if value is None:
        value = load()
        cache.set(key, value, timeout=settings.CATALOGUE_CACHE_SECONDS)
    return value
