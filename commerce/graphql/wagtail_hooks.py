from wagtail import hooks

from .catalogue.schema import CatalogueQueries


@hooks.register("register_schema_query")
def register_commerce_queries(query_mixins):
    query_mixins.append(CatalogueQueries)
