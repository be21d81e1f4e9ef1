from grapple.schema import schema

from config.management.commands.export_graphql_schema import SCHEMA_FILE, printed_schema


def test_the_storefronts_copy_of_the_schema_is_current():
    """The storefront's types are generated from this file; it must match the live schema.

    Refresh it with: make schema
    """
    assert SCHEMA_FILE.read_text() == printed_schema()


def test_one_schema_serves_cms_and_commerce_with_snake_case_names():
    query_fields = schema.graphql_schema.query_type.fields

    assert {"page", "pages", "products", "core_subscription_products"} <= set(query_fields)
    assert "url_path" in query_fields["page"].args
