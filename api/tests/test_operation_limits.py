"""What one request may ask of the API: refused before anything runs when over a limit, with a
stable code; the storefront's own operations fit under half of every limit."""

import pytest
from django.conf import settings
from graphene_django.settings import graphene_settings
from graphql import (
    GraphQLInterfaceType,
    GraphQLList,
    GraphQLObjectType,
    OperationDefinitionNode,
    get_named_type,
    get_nullable_type,
    parse,
    validate,
)

from api.core.limits import (
    PAGE_LOAD,
    QUERY,
    Limits,
    OperationLimits,
    declared_bounds,
    measure,
    token_count,
)
from api.core.trusted_documents import registered_documents
from commerce.address.services import MAX_ADDRESSES
from commerce.plans import services as plans

from .storefront_documents import as_sent, fragments_of, storefront_document

pytestmark = pytest.mark.django_db

PLANS = "{ sku name price { value } }"


def code_of(body):
    [error] = body["errors"]
    return error["extensions"]["code"], error["message"]


@pytest.fixture
def plans_are_never_read(monkeypatch):
    def refused(*args, **kwargs):
        raise AssertionError("the resolver ran for a refused operation")

    monkeypatch.setattr(plans, "core_subscription_plans", refused)


def test_500_aliases_of_an_expensive_field_are_refused_before_any_resolver_runs(
    graphql, plans_are_never_read
):
    query = "{ " + " ".join(f"a{n}: core_subscription_products {PLANS}" for n in range(500)) + " }"

    body = graphql(query)

    assert code_of(body) == ("DOCUMENT_TOO_LARGE", "Send a document of at most 2000 tokens.")
    assert body.get("data") is None


def test_more_root_fields_than_the_limit_are_refused_before_any_resolver_runs(
    graphql, plans_are_never_read
):
    query = "{ " + " ".join(f"a{n}: core_subscription_products {PLANS}" for n in range(21)) + " }"

    body = graphql(query)

    assert code_of(body) == (
        "TOO_MANY_ROOT_FIELDS",
        "'anonymous' asks for 21 root fields; at most 20 are allowed in one operation.",
    )


def test_aliases_past_the_limit_are_refused_wherever_they_are(graphql):
    aliases = " ".join(f"t{n}: __typename" for n in range(31))

    body = graphql(f'{{ page(url_path: "/") {{ {aliases} }} }}')

    assert code_of(body)[0] == "TOO_MANY_ALIASES"


def test_20000_typename_aliases_are_refused_by_size_before_parsing(client):
    query = "{ " + " ".join(f"t{n}: __typename" for n in range(20_000)) + " }"

    response = client.post("/graphql/", {"query": query}, content_type="application/json")

    assert response.status_code == 413
    assert response.json()["errors"][0]["extensions"]["code"] == "DOCUMENT_TOO_LARGE"


def test_nested_lists_that_multiply_past_the_cost_limit_are_refused(graphql):
    # three levels of up to 100 pages each: a million pages' titles in one small request
    pages = "{ id title }"
    for _ in range(3):
        pages = f"{{ children(limit: 100) {pages} }}"

    body = graphql(f'{{ page(url_path: "/") {pages} }}')

    code, message = code_of(body)
    assert code == "QUERY_TOO_COMPLEX"
    assert message == (
        "'anonymous' is too complex: it costs 109081362, over the limit of 70000. "
        "Ask for fewer fields or smaller pages."
    )


def test_the_same_lists_in_small_pages_are_answered(graphql):
    pages = "{ id title }"
    for _ in range(2):
        pages = f"{{ children(limit: 5) {pages} }}"

    body = graphql(f'{{ page(url_path: "/") {pages} }}')

    assert "errors" not in body


# Lists of pages without a limit, as wagtail-grapple serves them: GRAPPLE["PAGE_SIZE"] pages each,
# every one read from the database, for each page of the list above it.
UNPAGED_PAGE_LISTS = {
    "ancestors-siblings": "{ pages { ancestors { siblings { url } } } }",
    "pages-ancestors-siblings-url": "{ pages { url ancestors { url } siblings { url } } }",
    "siblings-of-siblings": "{ pages { siblings { siblings { siblings { url } } } } }",
    "children-descendants": "{ pages { children { descendants { url } } } }",
    "descendants-children": (
        '{ page(url_path: "/") { descendants { children { descendants { id } } } } }'
    ),
    "children-of-children": '{ page(url_path: "/") { children { children { children { id } } } } }',
    "aliases-of-the-root": "{ pages { ancestors { ... on Page { aliases { id } } } } }",
    "parents-of-a-page-list": "{ pages(limit: 100) { parent { parent { id } } } }",
    "twenty-page-lists": "{ "
    + " ".join(f"p{n}: pages(limit: 100) {{ id }}" for n in range(20))
    + " }",
    "aliased-sibling-lists": "{ pages { ancestors { "
    + " ".join(f"s{n}: siblings {{ url }}" for n in range(29))
    + " } } }",
}


@pytest.fixture
def pages_are_never_read(monkeypatch):
    from wagtail.models import Page

    def refused(*args, **kwargs):
        raise AssertionError("pages were read for a refused operation")

    monkeypatch.setattr(Page.objects.__class__, "get_queryset", refused)


@pytest.mark.parametrize("query", UNPAGED_PAGE_LISTS.values(), ids=UNPAGED_PAGE_LISTS.keys())
def test_unpaged_page_lists_nested_or_repeated_are_refused_before_any_page_is_read(
    graphql, womens_home, pages_are_never_read, query
):
    body = graphql(query)

    code, message = code_of(body)
    assert code == "QUERY_TOO_COMPLEX", message
    assert "data" not in body


def test_an_unpaged_page_list_counts_the_pages_grapple_serves_and_what_reading_them_costs():
    schema = graphene_settings.SCHEMA.graphql_schema

    def cost(query):
        [shape] = measure(schema, parse(query), settings.GRAPHQL_MAX_DEPTH).values()
        return shape.cost

    # pages' own field; its query, the view restrictions' and one per page type among the 20
    # pages it serves (there are more types); for each page, loading it and its url
    page_types = len(schema.get_implementations(schema.get_type("PageInterface")).objects)
    assert page_types > 20
    assert cost("{ pages { url } }") == 1 + QUERY * (2 + 20) + 20 * (PAGE_LOAD + 1)
    # a limit is the page size, up to grapple's most (100) however large it is asked
    assert cost("{ pages(limit: 5) { url } }") == 1 + QUERY * (2 + 5) + 5 * (PAGE_LOAD + 1)
    assert cost("{ pages(limit: 1000) { url } }") == cost("{ pages(limit: 100) { url } }")
    assert cost("query($n: PositiveInt) { pages(limit: $n) { url } }") == cost(
        "{ pages(limit: 100) { url } }"
    )
    # each sibling list is read once for every page of the list above it
    assert cost("{ pages { siblings { url } } }") == 1 + QUERY * 22 + 20 * (
        PAGE_LOAD + 1 + QUERY * 22 + 20 * (PAGE_LOAD + 1)
    )


def test_a_list_of_the_shop_counts_at_the_bound_its_service_enforces():
    schema = graphene_settings.SCHEMA.graphql_schema
    [shape] = measure(
        schema, parse("{ customer { addresses { city } } }"), settings.GRAPHQL_MAX_DEPTH
    ).values()

    assert shape.cost == 1 + 1 + MAX_ADDRESSES * 1


def test_every_list_of_pages_counts_at_a_bound_its_resolver_enforces():
    # A list of pages without one is counted as if it read every page: asking for it is refused.
    schema = graphene_settings.SCHEMA.graphql_schema
    page_types = {
        "PageInterface",
        *(t.name for t in schema.get_implementations(schema.get_type("PageInterface")).objects),
    }
    unbounded = [
        f"{type_.name}.{name}"
        for type_ in schema.type_map.values()
        if isinstance(type_, GraphQLObjectType | GraphQLInterfaceType)
        for name, field in type_.fields.items()
        if isinstance(get_nullable_type(field.type), GraphQLList)
        and get_named_type(field.type).name in page_types
        and not {"limit", "offset"} <= field.args.keys()
        and f"{type_.name}.{name}" not in declared_bounds()
    ]

    assert unbounded == ["Page.aliases"]  # graphene-django's, on wagtail's own Page


def test_a_fragment_cycle_is_a_validation_error_not_a_crash(graphql):
    body = graphql(
        "query { ...A } fragment A on Query { ...B } fragment B on Query { ...A __typename }"
    )

    assert body["errors"][0]["message"] == "Cannot spread fragment 'A' within itself via 'B'."


def test_a_fragment_inside_an_unknown_field_is_a_validation_error_not_a_crash(graphql):
    body = graphql('{ page(url_path: "/") { body { ... on FaqListBlock { heading } } } }')

    assert body["errors"][0]["message"].startswith("Cannot query field 'body'")


def test_a_long_chain_of_fragments_is_refused_not_followed(graphql):
    chain = " ".join(f"fragment F{n} on Query {{ ...F{n + 1} }}" for n in range(40))
    body = graphql(f"query {{ ...F0 }} {chain} fragment F40 on Query {{ __typename }}")

    assert code_of(body)[0] == "QUERY_TOO_COMPLEX"


def test_every_storefront_operation_fits_comfortably_under_each_limit():
    limits = Limits.from_settings()
    shapes = measure(
        graphene_settings.SCHEMA.graphql_schema, storefront_document(), settings.GRAPHQL_MAX_DEPTH
    )

    assert len(shapes) > 40  # every .graphql document the storefront sends was read
    for name, shape in shapes.items():
        assert shape.depth <= limits.depth - 3, (name, shape)
        assert shape.cost <= limits.cost // 2, (name, shape)
        assert shape.aliases <= limits.aliases // 2, (name, shape)
        assert shape.root_fields <= limits.root_fields // 2, (name, shape)


def test_every_registered_document_is_within_every_limit():
    # The documents as the storefront's build registered them (trusted-documents.json), which
    # ask for __typename on every object besides what the .graphql files ask
    schema = graphene_settings.SCHEMA.graphql_schema
    documents = registered_documents()

    assert len(documents) > 50
    for body in documents.values():
        assert validate(schema, parse(body), [OperationLimits]) == [], body[:80]


def test_every_storefront_request_is_under_half_the_size_limits():
    document = storefront_document()
    fragments = fragments_of(document)
    for operation in document.definitions:
        if not isinstance(operation, OperationDefinitionNode):
            continue
        sent = as_sent(operation, fragments)
        name = operation.name.value
        assert token_count(sent) <= settings.GRAPHQL_MAX_TOKENS // 2, (name, token_count(sent))
        assert len(sent.encode()) <= settings.GRAPHQL_MAX_REQUEST_BYTES // 2, name
