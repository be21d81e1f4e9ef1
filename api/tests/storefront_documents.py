"""The GraphQL documents the storefront sends, read from its .graphql files."""

import re
from pathlib import Path

from django.conf import settings
from graphql import DocumentNode, FragmentDefinitionNode, OperationDefinitionNode, parse, print_ast

STOREFRONT_OPERATIONS = Path(settings.BASE_DIR) / "frontend" / "lib" / "graphql"


def storefront_document() -> DocumentNode:
    """Every operation and fragment of the storefront, in one document."""
    files = sorted(STOREFRONT_OPERATIONS.rglob("*.graphql"))
    return parse("\n".join(path.read_text() for path in files if path.name != "schema.graphql"))


def fragments_of(document: DocumentNode) -> dict:
    return {
        definition.name.value: definition
        for definition in document.definitions
        if isinstance(definition, FragmentDefinitionNode)
    }


def as_sent(operation: OperationDefinitionNode, fragments: dict) -> str:
    """The operation as the storefront sends it: with every fragment it uses."""
    return print_ast(DocumentNode(definitions=[operation, *used_fragments(operation, fragments)]))


def storefront_operation(name: str) -> str:
    """The storefront's operation of that name, as it sends it."""
    document = storefront_document()
    [operation] = [
        definition
        for definition in document.definitions
        if isinstance(definition, OperationDefinitionNode) and definition.name.value == name
    ]
    return as_sent(operation, fragments_of(document))


def used_fragments(node, fragments, found=None):
    found = {} if found is None else found
    for spread in re.findall(r"\.\.\.\s*([_A-Za-z]\w*)", print_ast(node)):
        if spread in fragments and spread not in found and spread != "on":
            found[spread] = fragments[spread]
            used_fragments(fragments[spread], fragments, found)
    return list(found.values())
