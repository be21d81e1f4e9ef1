"""Documents parsed and validated once per process.

Measuring, parsing and validating the storefront's page queries took a large share of their CPU,
and their text never changes: a registered document that passed against this schema, with these
rules and these limits, passes again, so each process keeps its parsed document and a request for
it costs only the execution. The limits measure a document without its variables' values (a
page size sent as a variable counts as the largest page served), so they hold for any variables.

Only registered documents are kept (their number is the manifest's), and only once they passed:
any other document, and one that was refused, is parsed and validated on every request and
refused with the same errors each time.
"""

from django.conf import settings
from graphql import DocumentNode, GraphQLError, GraphQLSchema, parse, validate, validate_schema

from .limits import MAX_NESTING, Limits, nesting, token_count

# More than the manifest ever registers, for every rule set: reached only as a developer's codegen
# registers new versions of the documents in a running process.
MOST_KEPT = 1000
_passed: dict[tuple, DocumentNode] = {}


def checked_document(
    schema: GraphQLSchema, text: str, rules: tuple, *, registered: bool, max_errors: int | None
) -> tuple[DocumentNode | None, list[GraphQLError]]:
    """The document parsed, or why it cannot run: its size, the schema's own errors, the syntax
    error, or what the validation rules (limits first) found."""
    key = (text, schema, rules, Limits.from_settings(), settings.GRAPHQL_MAX_TOKENS)
    if registered and (document := _passed.get(key)) is not None:
        return document, []
    if refusal := _too_large(text):
        return None, [refusal]
    if errors := validate_schema(schema):  # graphql-core keeps the answer on the schema
        return None, list(errors)
    try:
        document = parse(text)
    except Exception as error:  # noqa: BLE001 (as graphene: a syntax error, or a fault, answered)
        return None, [error]
    if errors := validate(schema, document, rules, max_errors=max_errors):
        return None, errors
    if registered:
        if len(_passed) >= MOST_KEPT:
            _passed.clear()
        _passed[key] = document
    return document, []


def _too_large(text: str) -> GraphQLError | None:
    # graphql-core's parser takes milliseconds per thousand tokens: a document longer than any
    # the storefront sends is refused before it is parsed.
    if token_count(text) > settings.GRAPHQL_MAX_TOKENS:
        message = f"Send a document of at most {settings.GRAPHQL_MAX_TOKENS} tokens."
        return GraphQLError(message, extensions={"code": "DOCUMENT_TOO_LARGE"})
    # The parser, like the limits' measure, recurses once per level of braces: a document
    # nested deeper than any real one would run out of stack instead of being refused.
    if nesting(text) > MAX_NESTING:
        message = f"Send a document nested at most {MAX_NESTING} levels deep."
        return GraphQLError(message, extensions={"code": "QUERY_TOO_DEEP"})
    return None
