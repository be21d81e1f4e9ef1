import os
from pathlib import Path

from config.local_secrets import PUBLISHED_SECRETS, SECRETS_DIR, checkout_secret
from config.tests.processes import run_python


def test_a_checkout_makes_its_own_secret_once_and_keeps_it(tmp_path):
    first = checkout_secret("SECRET_KEY", tmp_path / "secrets")

    assert len(first) == 64
    assert first not in PUBLISHED_SECRETS
    assert checkout_secret("SECRET_KEY", tmp_path / "secrets") == first
    assert (tmp_path / "secrets" / "SECRET_KEY").stat().st_mode & 0o777 == 0o600
    assert checkout_secret("SECRET_KEY", tmp_path / "another-checkout") != first


def test_the_secret_another_process_wrote_first_is_the_one_kept(tmp_path, monkeypatch):
    # Given the storefront writing its secret while the backend drafts its own (they start at once)
    link = os.link

    def storefront_first(draft, path):
        Path(path).write_text("written-by-the-storefront\n")
        link(draft, path)

    monkeypatch.setattr(os, "link", storefront_first)

    # When the backend asks for it
    secret = checkout_secret("REVALIDATE_SECRET", tmp_path)

    # Then it uses the storefront's, and leaves no draft behind
    assert secret == "written-by-the-storefront"
    assert [path.name for path in tmp_path.iterdir()] == ["REVALIDATE_SECRET"]


def test_development_signs_with_the_checkouts_own_secrets_unless_the_environment_sets_them():
    show = (
        "from django.conf import settings;"
        "print(settings.SECRET_KEY); print(settings.REVALIDATE_SECRET)"
    )

    own = run_python(
        show, DJANGO_SETTINGS_MODULE="config.settings.dev", SECRET_KEY="", REVALIDATE_SECRET=""
    )
    given = run_python(
        show,
        DJANGO_SETTINGS_MODULE="config.settings.dev",
        SECRET_KEY="given-secret-key",
        REVALIDATE_SECRET="given-revalidate-secret",
    )

    assert own.returncode == 0, own.stderr
    # The storefront reads the same file for REVALIDATE_SECRET (frontend/server/shared-secret.mjs).
    assert own.stdout.split() == [
        (SECRETS_DIR / "SECRET_KEY").read_text().strip(),
        (SECRETS_DIR / "REVALIDATE_SECRET").read_text().strip(),
    ]
    assert not set(own.stdout.split()) & PUBLISHED_SECRETS
    assert given.stdout.split() == ["given-secret-key", "given-revalidate-secret"]
