"""The backend's event catalogue is the one list of event names: the storefront types its names
from the copy `make schema` exports (frontend/lib/analytics/event-catalogue.json)."""

from commerce.analytics.catalogue import BROWSER_EVENTS, EVENT_NAMES, SERVER_ONLY_EVENTS
from config.management.commands.export_graphql_schema import (
    EVENT_CATALOGUE_FILE,
    printed_event_catalogue,
)


def test_the_storefronts_copy_of_the_catalogue_is_current():
    assert EVENT_CATALOGUE_FILE.read_text() == printed_event_catalogue(), (
        "frontend/lib/analytics/event-catalogue.json is stale: run `make schema` and commit it"
    )


def test_names_are_title_case_and_server_only_names_are_not_browser_names():
    assert not BROWSER_EVENTS & SERVER_ONLY_EVENTS
    for name in EVENT_NAMES:
        assert all(word[:1].isupper() for word in name.split()), name
    assert len(EVENT_NAMES) == 30
