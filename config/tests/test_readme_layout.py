"""The README's Layout section names every folder a newcomer looks for, and only folders that
exist: each top-level folder, each app of commerce/ and cms/, each domain of the API and each of
the storefront's top-level folders and lib/ domains. A folder added or removed without the README
fails here."""

import re
import subprocess
from pathlib import Path

from django.conf import settings

ROOT = Path(settings.BASE_DIR)
FOLDER_CELL = re.compile(r"^\|\s*`(?P<folder>[\w./-]+/)`", re.MULTILINE)
PACKAGE_PARENTS = ("commerce", "cms", "api")
FRONTEND_PARENTS = ("frontend", "frontend/lib")


def layout_section() -> str:
    readme = (ROOT / "README.md").read_text()
    start = readme.index("\n## Layout\n")
    end = readme.find("\n## ", start + 1)
    return readme[start : end if end != -1 else None]


def folders_named_in_readme() -> set[str]:
    return {match["folder"] for match in FOLDER_CELL.finditer(layout_section())}


def tracked_folders() -> set[str]:
    """The folders git tracks files in (so nothing installed, built or generated counts)."""
    files = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    folders = set()
    for file in files:
        parts = Path(file).parts[:-1]
        folders.update("/".join(parts[: depth + 1]) for depth in range(len(parts)))
    return folders


def folders_in_the_tree() -> set[str]:
    tracked = tracked_folders()
    expected = {folder for folder in tracked if "/" not in folder and not folder.startswith(".")}
    for parent in PACKAGE_PARENTS:
        expected |= {
            folder
            for folder in tracked
            if folder.count("/") == 1
            and folder.startswith(f"{parent}/")
            and (ROOT / folder / "__init__.py").exists()
        }
    for parent in FRONTEND_PARENTS:
        depth = parent.count("/") + 1
        expected |= {
            folder
            for folder in tracked
            if folder.startswith(f"{parent}/") and folder.count("/") == depth
        }
    return {f"{folder}/" for folder in expected}


def test_the_readme_layout_names_every_folder_of_the_tree_and_no_other():
    named, present = folders_named_in_readme(), folders_in_the_tree()

    missing, gone = sorted(present - named), sorted(named - present)
    assert not missing, f"folders the README's Layout does not name: {missing}"
    assert not gone, f"folders the README's Layout names that are gone: {gone}"
