"""The storefront's registered operations (frontend/lib/graphql/trusted-documents.json), sent by id
as the storefront sends them: production runs no other document from a customer or a guest."""

import json
from functools import cache
from pathlib import Path

MANIFEST = Path(__file__).resolve().parent.parent / "frontend/lib/graphql/trusted-documents.json"


@cache
def _ids() -> dict[str, str]:
    operations = json.loads(MANIFEST.read_text())["operations"]
    return {operation["name"]: operation["id"] for operation in operations}


def registered(name: str, variables: dict | None = None) -> dict:
    """The request body of the storefront's operation of that name: its id, no document text."""
    try:
        id_ = _ids()[name]
    except KeyError:
        raise KeyError(f"{name} is not one of the storefront's registered operations") from None
    return {
        "operationName": name,
        "variables": variables or {},
        "extensions": {"persistedQuery": {"version": 1, "sha256Hash": id_}},
    }
