"""The backend's event catalogue and the storefront's list (frontend/lib/analytics/events.ts,
`export const EVENT_NAMES = [...] as const;`) name the same events."""

import re
from pathlib import Path

import pytest
from django.conf import settings

from commerce.analytics.catalogue import BROWSER_EVENTS, EVENT_NAMES, SERVER_ONLY_EVENTS

FRONTEND_EVENTS = Path(settings.BASE_DIR) / "frontend" / "lib" / "analytics" / "events.ts"
ARRAY = re.compile(r"export\s+const\s+EVENT_NAMES\b[^=]*=\s*\[(?P<items>.*?)\]", re.DOTALL)
STRING = re.compile(r"""(["'`])(?P<name>(?:(?!\1).)*)\1""")
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)


def frontend_event_names(source: str) -> list[str]:
    """The string literals of the exported EVENT_NAMES array, comments left out."""
    found = ARRAY.search(COMMENT.sub("", source))
    assert found, "frontend/lib/analytics/events.ts exports no EVENT_NAMES array"
    return [match["name"] for match in STRING.finditer(found["items"])]


def test_the_parser_reads_an_exported_array_of_string_literals():
    source = """
    // The names, verbatim from the spec.
    export const EVENT_NAMES = [
      "Navigation Clicked", // header and menu
      'Product Added',
      /* "Commented Out", */
      "Order Completed",
    ] as const;
    export type EventName = (typeof EVENT_NAMES)[number];
    """

    assert frontend_event_names(source) == [
        "Navigation Clicked",
        "Product Added",
        "Order Completed",
    ]


def test_the_storefront_lists_the_same_event_names():
    if not FRONTEND_EVENTS.exists():
        pytest.skip("frontend/lib/analytics/events.ts is not there yet")
    names = frontend_event_names(FRONTEND_EVENTS.read_text())

    assert len(names) == len(set(names)), "a name is listed twice in events.ts"
    # The server-only names may be listed there (for types) or not: the browser never sends them.
    assert set(names) - SERVER_ONLY_EVENTS == BROWSER_EVENTS
    assert set(names) <= EVENT_NAMES


def test_names_are_title_case_and_server_only_names_are_not_browser_names():
    assert not BROWSER_EVENTS & SERVER_ONLY_EVENTS
    for name in EVENT_NAMES:
        assert all(word[:1].isupper() for word in name.split()), name
    assert len(EVENT_NAMES) == 30
