"""What one GraphQL operation may ask for, measured before anything runs.

A request can ask for a lot in few bytes: aliases repeat an expensive field hundreds of times, and
nested lists multiply. Each operation is measured once over its document (fragments measured once
each, cycles cut: the specification's own rule reports them), and one over its limits is refused
before any other validation rule or resolver runs, so a refusal costs about as much as parsing.

- depth: how deeply fields nest (root fields are level 0; introspection fields do not count);
- cost: about how long the operation can take at most, in units of one field resolved in memory
  (about 16 µs on the development machine; GRAPHQL_MAX_COST is about a second of them). Every
  field costs 1; a list field multiplies what it selects by the most items it can give: its
  `pageSize`/`first`/`limit` argument (a variable counts as the largest page the field serves),
  or that of the page object holding it, as `items` of `orders(pageSize: 20)`; without one, the
  bound its resolver enforces (grapple's lists serve GRAPPLE["PAGE_SIZE"] pages, the shop's own
  declare theirs with bound_list()), else DEFAULT_LIST_SIZE. A field that reads pages runs
  queries each time it is resolved (QUERY, more per page type among them) and builds each
  page it reads (PAGE_LOAD): nested page lists (`pages { siblings { siblings { url } } }`)
  multiply those, not fields in memory.
  The types of a union or interface cost the dearest of them;
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
from grapple.settings import grapple_settings

from cms.base.listing import CMS_LIST_BOUNDS

PAGE_SIZE_ARGUMENTS = ("pageSize", "page_size", "first", "last", "limit")
MAX_PAGE_SIZE = 250  # the largest page any list field of the API serves (orders)
# A list without a page argument or a declared bound lists what editors or a customer entered and
# is resolved in memory, once its parent is read (a menu's links, a block's items, an order's
# lines): no query runs per item.
DEFAULT_LIST_SIZE = 10
# What reading pages costs, in the units of `cost` (measured on the demo data): a query, about
# 3 ms, of which a field reading pages runs two (its own and wagtail's view restrictions, for
# public()) and one more per page type among them (grapple's .specific()); and building each page
# read as its specific type, about 1 ms.
QUERY = 200
PAGE_LOAD = 60
# A list of pages that nothing bounds (graphene-django's reverse relations of wagtail's Page, as
# `aliases`) could read every page of the site: counted so that asking for it is refused.
UNBOUNDED_PAGES = 1_000_000
PAGE_INTERFACE = "PageInterface"
# grapple's lists (QuerySetList) take these arguments; they serve GRAPPLE["PAGE_SIZE"] items
# without a limit and never more than GRAPPLE["MAX_PAGE_SIZE"].
GRAPPLE_LIST_ARGUMENTS = frozenset({"limit", "offset"})

# The most items a list field of the shop's own gives, by "Type.field" (bound_list()).
_LIST_BOUNDS: dict[str, int] = {}


def bound_list(field: str, most: int) -> None:
    """Declares that the list field `field` ("Type.field") never gives more than `most` items: its
    resolver (or a rule of its service) cuts it there. The cost model counts it at that many
    instead of DEFAULT_LIST_SIZE, so the bound must hold."""
    _LIST_BOUNDS[field] = most


def declared_bounds() -> dict[str, int]:
    """The bounds bound_list() was told, and those the CMS's models declare, by "Type.field"."""
    return {**CMS_LIST_BOUNDS, **_LIST_BOUNDS}


def _list_bound(field: str) -> int | None:
    return _LIST_BOUNDS.get(field, CMS_LIST_BOUNDS.get(field))


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
        self.page_types = _page_types(schema)
        self.page_type_count = max(len(self.page_types) - 1, 1)  # the interface is no type

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
        parent = get_named_type(parent_type)
        definition = (getattr(parent, "fields", None) or {}).get(name)
        field_type = get_named_type(definition.type) if definition else None
        is_list = definition is not None and isinstance(
            get_nullable_type(definition.type), GraphQLList
        )
        grapple_list = definition is not None and definition.args.keys() >= GRAPPLE_LIST_ARGUMENTS
        own_page = _page_size(node, grapple_settings.MAX_PAGE_SIZE if grapple_list else None)
        below = self.selection_set(
            node.selection_set, field_type, level + 1, page=None if is_list else own_page
        )
        reads_pages = getattr(field_type, "name", None) in self.page_types
        size = 1
        if is_list:
            unpaged = grapple_settings.PAGE_SIZE if grapple_list else None
            size = own_page or page or unpaged or _list_bound(f"{parent.name}.{name}")
            size = size or (UNBOUNDED_PAGES if reads_pages else DEFAULT_LIST_SIZE)
        each, reading = below.cost, 0
        if reads_pages:
            each, reading = each + PAGE_LOAD, QUERY * (2 + min(size, self.page_type_count))
        return Shape(
            depth=1 + below.depth if node.selection_set else 0,
            cost=1 + reading + size * each,
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


def _page_size(node: FieldNode, most: int | None = None) -> int | None:
    """The page size the field is asked for, if it takes one, up to the most it serves."""
    most = most or MAX_PAGE_SIZE
    for argument in node.arguments or ():
        if argument.name.value not in PAGE_SIZE_ARGUMENTS:
            continue
        if isinstance(argument.value, IntValueNode):
            return max(1, min(int(argument.value.value), most))
        if isinstance(argument.value, VariableNode):
            return most
    return None


def _page_types(schema: GraphQLSchema) -> frozenset[str]:
    """The names of the types whose values are pages: grapple's interface and every page type."""
    interface = schema.get_type(PAGE_INTERFACE)
    if interface is None:
        return frozenset()
    return frozenset(
        {PAGE_INTERFACE, *(t.name for t in schema.get_implementations(interface).objects)}
    )


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
