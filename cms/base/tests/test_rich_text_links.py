import pytest

from cms.content.tests.factories import ContentPageFactory

pytestmark = pytest.mark.django_db


def test_a_link_chosen_from_the_cms_leads_to_the_pages_storefront_path(graphql, womens_home):
    results = ContentPageFactory(parent=womens_home, slug="results")
    ContentPageFactory(
        parent=womens_home,
        slug="science",
        body=[
            {
                "type": "text",
                "value": {
                    "heading": "",
                    "body": f'<p>See <a linktype="page" id="{results.pk}">results</a> and '
                    '<a linktype="page" id="999999">a deleted page</a>.</p>',
                },
            }
        ],
    )

    page = graphql(
        '{ page(url_path: "/science/", in_site: true) '
        "{ ... on ContentPage { body { ... on RichTextSectionBlock { body } } } } }"
    )["data"]["page"]

    assert page["body"] == [
        {"body": '<p>See <a href="/results/">results</a> and <a>a deleted page</a>.</p>'}
    ]
