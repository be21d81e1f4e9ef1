import json
import re
from pathlib import Path

from django.core.management.base import BaseCommand
from graphql import (
    GraphQLInterfaceType,
    GraphQLObjectType,
    is_interface_type,
    is_object_type,
    is_specified_directive,
    is_specified_scalar_type,
)
from graphql.type.introspection import is_introspection_type
from graphql.utilities.print_schema import print_directive, print_schema_definition, print_type

FRONTEND = Path(__file__).resolve().parents[3] / "frontend"
SCHEMA_FILE = FRONTEND / "lib/graphql/schema.graphql"
EVENT_CATALOGUE_FILE = FRONTEND / "lib/analytics/event-catalogue.json"
IMPLEMENTS = re.compile(r"(?<= implements )[\w &]+(?= \{)")


def printed_schema() -> str:
    """The live schema as SDL in a stable order. Grapple registers types and a type's
    interfaces through sets, so their order changes from one process to the next; a field that
    both a page model and its interface declare lands in either place. So types, interfaces
    and fields are printed by name."""
    from grapple.schema import schema

    graphql_schema = schema.graphql_schema
    types = sorted(
        (
            named_type
            for named_type in graphql_schema.type_map.values()
            if not (is_specified_scalar_type(named_type) or is_introspection_type(named_type))
        ),
        key=lambda named_type: named_type.name,
    )
    directives = [d for d in graphql_schema.directives if not is_specified_directive(d)]
    parts = [
        print_schema_definition(graphql_schema),
        *map(print_directive, directives),
        *(IMPLEMENTS.sub(_sorted_interfaces, print_type(_with_sorted_fields(t))) for t in types),
    ]
    return "\n\n".join(part for part in parts if part) + "\n"


def _with_sorted_fields(named_type):
    """A printable copy of an object or interface type with its fields in name order."""
    if is_object_type(named_type):
        kind = GraphQLObjectType
    elif is_interface_type(named_type):
        kind = GraphQLInterfaceType
    else:
        return named_type
    kwargs = named_type.to_kwargs()
    return kind(**{**kwargs, "fields": dict(sorted(kwargs["fields"].items()))})


def _sorted_interfaces(match: re.Match) -> str:
    return " & ".join(sorted(match.group(0).split(" & ")))


def printed_event_catalogue() -> str:
    """The analytics event names, as the storefront's codegen types them (one source: the
    backend's catalogue)."""
    from commerce.analytics.catalogue import BROWSER_EVENTS, SERVER_ONLY_EVENTS

    names = {"browser": sorted(BROWSER_EVENTS), "server_only": sorted(SERVER_ONLY_EVENTS)}
    return json.dumps(names, indent=2) + "\n"


class Command(BaseCommand):
    help = (
        "Write what the storefront generates its types from: the GraphQL schema and the "
        "analytics event catalogue."
    )

    def handle(self, *args, **options):
        SCHEMA_FILE.write_text(printed_schema())
        EVENT_CATALOGUE_FILE.write_text(printed_event_catalogue())
        self.stdout.write(f"Wrote {SCHEMA_FILE} and {EVENT_CATALOGUE_FILE}")
