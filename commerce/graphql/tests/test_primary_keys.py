"""Arguments that name a CMS row by its id (grapple's pages, images, documents, collections,
tags, sites) take whole numbers; anything else is the client's error, never a fault of ours."""

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
