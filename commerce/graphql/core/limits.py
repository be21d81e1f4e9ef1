"""What one GraphQL operation may ask for, measured before anything runs.

A request can ask for a lot in few bytes: aliases repeat an expensive field hundreds of times, and
nested lists multiply. Each operation is measured once over its document (fragments measured once
each, cycles cut: the specification's own rule reports them), and one over its limits is refused
before any other validation rule or resolver runs, so a refusal costs about as much as parsing.

- depth: how deeply fields nest (root fields are level 0; introspection fields do not count);
- cost: every field costs 1, and a list field multiplies what it selects by its page size (its
  `pageSize`/`first`/`limit` argument, or that of the page object holding it, as `items` of
  `orders(pageSize: 20)`; a variable counts as the largest page, MAX_PAGE_SIZE; without one,
  DEFAULT_LIST_SIZE); the types of a union or interface cost the dearest of them;
- aliases and root fields: how many fields are renamed, and how many the operation asks at its top.
"""

import re
from dataclasses import dataclass

from django.conf import settings
from graphql import (
    FieldNode,
    FragmentDefinitionNode,
    FragmentSpreadNode,
    GraphQLError,
    GraphQLList,
    GraphQLSchema,
    InlineFragmentNode,
    IntValueNode,
    OperationDefinitionNode,
    SelectionSetNode,
    ValidationRule,
    VariableNode,
    get_named_type,
    get_nullable_type,
)
from graphql.validation.validate import ValidationAbortedError

PAGE_SIZE_ARGUMENTS = ("pageSize", "page_size", "first", "last", "limit")
MAX_PAGE_SIZE = 250  # the largest page any list field of the API serves (orders)
DEFAULT_LIST_SIZE = 10
# Deeper than any real document chains fragments; past it the operation is too complex to measure.
MAX_FRAGMENT_CHAIN = 32
# Braces nest a level for each field below another and for each inline fragment, and input values
# nest in brackets: the storefront's deepest document nests 8 levels.
MAX_NESTING = 32
OPENING, CLOSING = frozenset("{[("), frozenset("}])")


# GraphQL's tokens (block strings, strings, names, numbers, punctuators), matched in C: counting
# them costs a fraction of what graphql-core's parser takes for the same document.
_TOKEN = re.compile(
    r'"""(?:\\"""|[^"]|"(?!""))*"""|"(?:\\.|[^"\\\n])*"|#[^\n]*'
    r"|[_A-Za-z][_0-9A-Za-z]*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\.\.|[!$&()\[\]{}:=@|]"
)


def token_count(document: str) -> int:
    """How many tokens the parser would read, comments left out."""
    return sum(1 for token in _TOKEN.finditer(document) if not token.group().startswith("#"))


def nesting(document: str) -> int:
    """How deeply the document's braces, brackets and parentheses nest (strings and comments
    left out): the depth to which the parser, and measure() below, recurse."""
    depth = deepest = 0
    for token in _TOKEN.finditer(document):
        text = token.group()
        if text in OPENING:
            depth += 1
            deepest = max(deepest, depth)
        elif text in CLOSING:
            depth -= 1
    return deepest


@dataclass(frozen=True)
class Shape:
    depth: int = 0
    cost: int = 0
    aliases: int = 0
    root_fields: int = 0


@dataclass(frozen=True)
class Limits:
    depth: int
    cost: int
    aliases: int
    root_fields: int

    @classmethod
    def from_settings(cls) -> "Limits":
        return cls(
            depth=settings.GRAPHQL_MAX_DEPTH,
            cost=settings.GRAPHQL_MAX_COST,
            aliases=settings.GRAPHQL_MAX_ALIASES,
            root_fields=settings.GRAPHQL_MAX_ROOT_FIELDS,
        )


class TooComplex(Exception):
    """The fragments chain deeper than MAX_FRAGMENT_CHAIN."""


class _Measure:
    def __init__(
        self, schema: GraphQLSchema, fragments: dict[str, FragmentDefinitionNode], max_depth: int
    ):
        self.schema = schema
        self.fragments = fragments
        self.max_depth = max_depth
        self.measured: dict[str, Shape] = {}
        self.measuring: list[str] = []

    def operation(self, operation: OperationDefinitionNode) -> Shape:
        root = self.schema.get_root_type(operation.operation)
        shape = self.selection_set(operation.selection_set, root, level=0)
        return Shape(shape.depth, shape.cost, shape.aliases, self.root_fields(operation))

    def root_fields(self, operation: OperationDefinitionNode) -> int:
        count, pending, seen = 0, [operation.selection_set], set()
        while pending:
            for selection in pending.pop().selections:
                if isinstance(selection, FieldNode):
                    count += 1
                elif isinstance(selection, InlineFragmentNode):
                    pending.append(selection.selection_set)
                elif selection.name.value in self.fragments and selection.name.value not in seen:
                    seen.add(selection.name.value)
                    pending.append(self.fragments[selection.name.value].selection_set)
        return count

    def selection_set(
        self, selection_set: SelectionSetNode | None, parent_type, level, page: int | None = None
    ) -> Shape:
        """The depth below this selection set (its fields stand at `level`), its cost and aliases.
        `page` is the page size of the field selecting it, which sizes its lists (`items`).

        Fields nested deeper than the limit are not measured: the operation is refused for its
        depth whatever they cost, and stopping there keeps a deep document cheap to refuse."""
        depth = cost = aliases = 0
        if level > self.max_depth:
            return Shape()
        # An item of a union or interface is one of its types: selections for different types
        # cost the dearest of them, not their sum.
        by_type: dict[str, int] = {}
        for selection in selection_set.selections if selection_set else ():
            condition = None
            if isinstance(selection, FieldNode):
                inner = self.field(selection, parent_type, level, page)
            elif isinstance(selection, InlineFragmentNode):
                condition = selection.type_condition and selection.type_condition.name.value
                inner_type = self.schema.get_type(condition) if condition else None
                inner = self.selection_set(
                    selection.selection_set, inner_type or parent_type, level
                )
            else:
                condition = self._condition(selection)
                inner = self.fragment(selection, level)
            depth, aliases = max(depth, inner.depth), aliases + inner.aliases
            # An unknown field has no type (validation refuses it): its fragments cost as siblings.
            parent_name = getattr(get_named_type(parent_type), "name", None)
            if condition and condition != parent_name:
                by_type[condition] = by_type.get(condition, 0) + inner.cost
            else:
                cost += inner.cost
        return Shape(depth, cost + max(by_type.values(), default=0), aliases)

    def _condition(self, spread: FragmentSpreadNode) -> str | None:
        definition = self.fragments.get(spread.name.value)
        return definition.type_condition.name.value if definition else None

    def field(self, node: FieldNode, parent_type, level: int, page: int | None = None) -> Shape:
        name = node.name.value
        alias = 1 if node.alias else 0
        if name.startswith("__"):
            # Introspection (refused outside development but for __typename) is not measured.
            return Shape(cost=1, aliases=alias)
        fields = getattr(get_named_type(parent_type), "fields", None) or {}
        definition = fields.get(name)
        field_type = definition.type if definition else None
        is_list = isinstance(get_nullable_type(field_type), GraphQLList)
        own_page = _page_size(node)
        below = self.selection_set(
            node.selection_set,
            get_named_type(field_type),
            level + 1,
            page=None if is_list else own_page,
        )
        size = (own_page or page or DEFAULT_LIST_SIZE) if is_list else 1
        return Shape(
            depth=1 + below.depth if node.selection_set else 0,
            cost=1 + size * below.cost,
            aliases=alias + below.aliases,
        )

    def fragment(self, spread: FragmentSpreadNode, level: int) -> Shape:
        name = spread.name.value
        if name in self.measured:
            return self.measured[name]
        definition = self.fragments.get(name)
        if definition is None or name in self.measuring:
            return Shape()  # unknown or cyclic: the specification's rules report it
        if len(self.measuring) >= MAX_FRAGMENT_CHAIN:
            raise TooComplex()
        self.measuring.append(name)
        try:
            condition = self.schema.get_type(definition.type_condition.name.value)
            shape = self.selection_set(definition.selection_set, condition, level)
        finally:
            self.measuring.pop()
        self.measured[name] = shape
        return shape


def _page_size(node: FieldNode) -> int | None:
    """The page size the field is asked for, if it takes one."""
    for argument in node.arguments or ():
        if argument.name.value not in PAGE_SIZE_ARGUMENTS:
            continue
        if isinstance(argument.value, IntValueNode):
            return max(1, min(int(argument.value.value), MAX_PAGE_SIZE))
        if isinstance(argument.value, VariableNode):
            return MAX_PAGE_SIZE
    return None


def measure(schema: GraphQLSchema, document, max_depth: int) -> dict[str, Shape]:
    """Each operation's shape, by name ("anonymous" for an unnamed one); depths past max_depth
    are not followed."""
    fragments = {
        definition.name.value: definition
        for definition in document.definitions
        if isinstance(definition, FragmentDefinitionNode)
    }
    measure_ = _Measure(schema, fragments, max_depth)
    return {
        operation.name.value if operation.name else "anonymous": measure_.operation(operation)
        for operation in document.definitions
        if isinstance(operation, OperationDefinitionNode)
    }


def refusal(name: str, shape: Shape, limits: Limits) -> GraphQLError | None:
    """Why the operation is refused, as a coded error; None when it is within every limit."""
    if shape.depth > limits.depth:
        return _error(
            f"'{name}' exceeds maximum operation depth of {limits.depth}.", "QUERY_TOO_DEEP"
        )
    if shape.root_fields > limits.root_fields:
        return _error(
            f"'{name}' asks for {shape.root_fields} root fields; at most {limits.root_fields} "
            "are allowed in one operation.",
            "TOO_MANY_ROOT_FIELDS",
        )
    if shape.aliases > limits.aliases:
        return _error(
            f"'{name}' uses {shape.aliases} aliases; at most {limits.aliases} are allowed.",
            "TOO_MANY_ALIASES",
        )
    if shape.cost > limits.cost:
        return _error(
            f"'{name}' is too complex: it costs {shape.cost}, over the limit of {limits.cost}. "
            "Ask for fewer fields or smaller pages.",
            "QUERY_TOO_COMPLEX",
        )
    return None


def _error(message: str, code: str) -> GraphQLError:
    return ValidationAbortedError(message, extensions={"code": code})


class OperationLimits(ValidationRule):
    """Refuses an operation over its limits before the other rules and any resolver run: the
    error aborts validation (graphql-core returns it as the one validation error)."""

    def enter_document(self, node, *_args):
        limits = Limits.from_settings()
        try:
            shapes = measure(self.context.schema, node, limits.depth)
        except TooComplex as error:
            raise _error(
                f"Fragments nest more than {MAX_FRAGMENT_CHAIN} deep.", "QUERY_TOO_COMPLEX"
            ) from error
        for name, shape in shapes.items():
            if error := refusal(name, shape, limits):
                raise error
