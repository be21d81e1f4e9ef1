"""Secrets made once for this checkout, for development only.

A secret the environment does not give is read from `.local/secrets/<NAME>` at the checkout's root,
written there at random the first time anything asks. The storefront reads the same files
(frontend/server/shared-secret.mjs), so both sides agree without any set-up, and no one knows them
from the repository: a token or signature forged with a value in the code is refused. Production
never reads them (config/settings/production.py requires real secrets).
"""

import os
import secrets
from pathlib import Path

SECRETS_DIR = Path(__file__).resolve().parent.parent / ".local" / "secrets"
# Once committed as development defaults, so public: production refuses them, since an environment
# copied from an old checkout may still carry them.
PUBLISHED_SECRETS = frozenset(
    {"insecure-development-key-do-not-use-in-production", "insecure-development-revalidate-secret"}
)


def checkout_secret(name: str, directory: Path = SECRETS_DIR) -> str:
    """The checkout's own value of the secret `name`, made on first use."""
    path = directory / name
    if not path.exists():
        _write_once(path)
    value = path.read_text().strip()
    if not value:
        raise RuntimeError(f"{path} is empty: delete it and a new secret is made.")
    return value


def _write_once(path: Path) -> None:
    # The backend and the storefront start side by side (make up, the browser tests): whoever links
    # its whole file into place first wins, and the other reads that one, never a half-written one.
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    draft = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
    descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w") as file:
        file.write(secrets.token_hex(32) + "\n")
    try:
        os.link(draft, path)
    except FileExistsError:
        pass
    finally:
        draft.unlink()
