"""grapple's arguments take only what the ORM can use: an id naming a CMS row (page, image,
document, collection, tag, site) is a whole number, a list's order names fields of its rows, a
content type names a model. Anything else is the client's error, never a fault of ours."""

import pytest

pytestmark = pytest.mark.django_db

NOT_A_NUMBER = ["", "abc", "-1", "1.5", "²", "1" * 19]


@pytest.mark.parametrize(
    "document",
    [
        "query($id: ID) { tag(id: $id) { name } }",
        "query($id: ID) { tags(id: $id) { name } }",
        "query($id: ID) { image(id: $id) { id } }",
        "query($id: ID) { images(id: $id) { id } }",
        "query($id: ID) { document(id: $id) { id } }",
        "query($id: ID) { documents(id: $id) { id } }",
        "query($id: ID) { collections(id: $id) { id } }",
        "query($id: ID) { sites(id: $id) { id } }",
        "query($id: ID) { page(id: $id) { id } }",
        "query($id: ID) { pages(id: $id) { id } }",
        "query($id: ID) { pages(parent: $id) { id } }",
        "query($id: ID) { pages(ancestor: $id) { id } }",
        "query($id: ID) { images(collection: $id) { id } }",
    ],
)
@pytest.mark.parametrize("value", NOT_A_NUMBER)
def test_an_id_that_is_not_a_whole_number_is_refused_as_bad_input(
    graphql, womens_home, caplog, document, value
):
    # Given the shop's home page
    # When a client names a row by something that is no id
    body = graphql(document, {"id": value})

    # Then it hears that the id must be a whole number, and nothing failed on the server
    [error] = body["errors"]
    assert error["extensions"]["code"] == "BAD_USER_INPUT"
    assert error["message"].endswith("as a whole number (an id).")
    assert not [record for record in caplog.records if record.levelname == "ERROR"]


def test_a_whole_number_id_still_finds_its_row(graphql, womens_home):
    # Given the shop's home page
    # When a client asks for it, and for a row that does not exist, by id
    body = graphql(
        "query($id: ID, $missing: ID) { page(id: $id) { id } tag(id: $missing) { name } }",
        {"id": str(womens_home.pk), "missing": "999999"},
    )

    # Then the page is found and the missing tag is simply absent
    assert body == {"data": {"page": {"id": str(womens_home.pk)}, "tag": None}}


@pytest.mark.parametrize(
    ("document", "order"),
    [
        ("query($order: String) { tags(order: $order) { name } }", ""),
        ("query($order: String) { sites(order: $order) { id } }", "no_such_field"),
        ("query($order: String) { documents(order: $order) { id } }", "title,-nope"),
        ("query($order: String) { collections(order: $order) { id } }", "&ß"),
        ("query($order: String) { pages(order: $order) { id } }", "owner__email"),
    ],
)
def test_an_order_by_anything_but_the_listed_rows_fields_is_refused_as_bad_input(
    graphql, womens_home, caplog, document, order
):
    # Given the shop's home page
    # When a client orders a list by something that is not a field of its rows
    body = graphql(document, {"order": order})

    # Then it hears what it may order by, and nothing failed on the server
    [error] = body["errors"]
    assert error["extensions"]["code"] == "BAD_USER_INPUT"
    assert error["message"].startswith("Order by fields of what is listed")
    assert not [record for record in caplog.records if record.levelname == "ERROR"]


def test_a_list_ordered_by_its_fields_is_answered(graphql, womens_home):
    # Given the shop's home page
    # When a client orders pages by fields of a page, one reversed
    body = graphql('{ pages(order: "-first_published_at, title") { id } }')

    # Then the pages are listed
    assert "errors" not in body
    assert {"id": str(womens_home.pk)} in body["data"]["pages"]


@pytest.mark.parametrize("content_type", ["home", "#uဨyÉ", "nope.Nothing", "home.HomePage,x"])
@pytest.mark.parametrize("field", ["page", "pages"])
def test_a_content_type_that_names_no_model_is_refused_as_bad_input(
    graphql, womens_home, caplog, field, content_type
):
    # Given the shop's home page
    # When a client filters pages by a content type that is no app_label.ModelName of the shop
    body = graphql(
        f"query($t: String) {{ {field}(content_type: $t) {{ id }} }}", {"t": content_type}
    )

    # Then it hears how to name one, and nothing failed on the server
    [error] = body["errors"]
    assert error["extensions"]["code"] == "BAD_USER_INPUT"
    assert error["message"].startswith("Give content_type as app_label.ModelName")
    assert not [record for record in caplog.records if record.levelname == "ERROR"]


@pytest.mark.parametrize(
    "document",
    [
        '{ page(url_path: "/a\\u0000b/") { id } }',
        '{ page(slug: "home\\u0000") { id } }',
        '{ page(token: "a\\u0000b") { id } }',
        '{ pages(search_query: "hair\\u0000") { id } }',
        '{ images(search_query: "hair\\u0000") { id } }',
        '{ page(url_path: "/") { descendants(search_query: "hair\\u0000") { id } } }',
        '{ search(query: "hair\\u0000") { __typename } }',
        '{ article_search(query: "hair\\u0000") { __typename } }',
    ],
)
def test_cms_text_holding_a_nul_character_is_refused_as_bad_input(
    graphql, womens_home, caplog, document
):
    # Given the shop's home page
    # When a client looks a CMS row up by text holding a NUL character (which PostgreSQL can
    # neither store nor compare)
    body = graphql(document)

    # Then it hears that text cannot hold one, and nothing failed on the server
    [error] = body["errors"]
    assert error["extensions"]["code"] == "BAD_USER_INPUT"
    assert error["message"].startswith("Text cannot hold a NUL character")
    assert not [record for record in caplog.records if record.levelname == "ERROR"]


def test_cms_text_without_a_nul_character_still_finds_its_page(graphql, womens_home):
    # Given the shop's home page
    # When a client asks for it by its path
    body = graphql('{ page(url_path: "/") { id } }')

    # Then it is found
    assert body == {"data": {"page": {"id": str(womens_home.pk)}}}


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (
            '{ sites(search_query: "hair") { hostname } }',
            "sites cannot be searched: leave search_query out.",
        ),
        (
            '{ documents(search_query: "hair") { id } }',
            "documents cannot be searched with these arguments: leave search_query out.",
        ),
        (
            '{ images(search_query: "hair", collection: 1) { id } }',
            "images cannot be searched with these arguments: leave search_query out.",
        ),
        (
            '{ pages(search_query: "hair", content_type: "home.HomePage") { id } }',
            "pages cannot be searched with these arguments: leave search_query out.",
        ),
    ],
    ids=["sites", "documents", "images-in-a-collection", "pages-of-a-type"],
)
def test_a_search_wagtail_cannot_run_is_refused_as_bad_input(
    graphql, womens_home, caplog, document, message
):
    body = graphql(document)

    [error] = body["errors"]
    assert error["message"] == message
    assert error["extensions"]["code"] == "BAD_USER_INPUT"
    assert not [record for record in caplog.records if record.levelname == "ERROR"]
