"""Trusted documents: the operations the storefront sends, registered when it is built.

The storefront's codegen writes every document it sends into a manifest committed beside its
.graphql files (Apollo's persisted query manifest format: an id, the sha256 of the document's
exact text, with the text). The storefront sends only ids, as Apollo's persisted queries do
(`extensions.persistedQuery.sha256Hash`); with GRAPHQL_TRUSTED_DOCUMENTS_ONLY any other document
is refused before it is parsed, unless staff signed in to the CMS send it (its GraphiQL). Staff
signed in by a customer token (bearer header or `token` cookie) are treated as customers: such a
token goes through the public storefront and lives for weeks, unlike a CMS session.
"""

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from .errors import UserInputError

UNKNOWN_DOCUMENT = "Unknown document: the shop has no registered operation with this id."
NOT_REGISTERED = (
    "Only the storefront's registered operations are accepted: send one by its id "
    "(extensions.persistedQuery.sha256Hash)."
)


def document_id(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def registered_documents() -> dict[str, str]:
    """Every registered document's text by its id; read again only when the manifest changes
    (a developer's codegen), so a serving process pays one stat() a request."""
    path = Path(settings.GRAPHQL_TRUSTED_DOCUMENTS)
    try:
        stat = os.stat(path)
    except FileNotFoundError:
        return {}
    return _read_manifest(str(path), (stat.st_mtime_ns, stat.st_size))


@lru_cache(maxsize=1)
def _read_manifest(path: str, _version: tuple[int, int]) -> dict[str, str]:
    operations = json.loads(Path(path).read_text())["operations"]
    documents = {operation["id"]: operation["body"] for operation in operations}
    for id_, body in documents.items():
        if document_id(body) != id_:
            raise ImproperlyConfigured(f"{path}: the id {id_} is not the sha256 of its document.")
    return documents


class Document(NamedTuple):
    text: str | None
    # Whether the manifest registers it: then it is parsed and validated once per process
    # (checked_documents.py).
    registered: bool


def document_to_run(data: dict, query: str | None, request) -> Document:
    """The document a request asks to run: the registered one its id names, or the text it sent
    when that is allowed. Raises UNKNOWN_DOCUMENT or NOT_REGISTERED otherwise."""
    requested = _persisted_query_id(data)
    if requested is not None:
        document = registered_documents().get(requested)
        if document is None:
            raise UserInputError(UNKNOWN_DOCUMENT, code="PERSISTED_QUERY_NOT_FOUND")
        return Document(document, registered=True)
    if not query:
        return Document(query, registered=False)
    # A client that sends a registered document's text instead of its id asks nothing new.
    registered = document_id(query) in registered_documents()
    if registered or not settings.GRAPHQL_TRUSTED_DOCUMENTS_ONLY or _is_cms_staff(request):
        return Document(query, registered)
    raise UserInputError(NOT_REGISTERED, code="PERSISTED_QUERY_NOT_IN_LIST")


def _persisted_query_id(data: dict) -> str | None:
    extensions = data.get("extensions") or {}  # an object: the view refuses any other
    persisted = extensions.get("persistedQuery")
    if persisted is None:
        return None
    requested = persisted.get("sha256Hash") if isinstance(persisted, dict) else None
    # A malformed id names no document; it must not fall through to the document text.
    return requested if isinstance(requested, str) else ""


def _is_cms_staff(request) -> bool:
    """Whether staff signed in by the CMS's session send the request (CustomerTokenMiddleware
    marks a request signed in by a customer token with its customer_token)."""
    if getattr(request, "customer_token", ""):
        return False
    user = getattr(request, "user", None)
    return bool(user and user.is_active and user.is_staff)
